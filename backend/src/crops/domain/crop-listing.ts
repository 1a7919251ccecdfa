import { InvalidInputError } from '../../shared/domain/domain-error';

export const CROP_CATEGORIES = ['vegetables', 'fruits', 'herbs', 'grains', 'other'] as const;
export type CropCategory = (typeof CROP_CATEGORIES)[number];
export const CROP_UNITS = ['bunch', 'lb', 'kg', 'each', 'dozen'] as const;
export type CropUnit = (typeof CROP_UNITS)[number];
export const CROP_STATUSES = ['Available', 'Not Available'] as const;
export type CropStatus = (typeof CROP_STATUSES)[number];
export const MAX_CROP_IMAGES = 4;
export const MAX_PRICE = 9_999_999_999.99;
export const MAX_QUANTITY = 999_999_999.999;

/** Stored image keys of one photo: a ~480 px card version and a ~1200 px detail version. */
export interface CropImage {
  card: string;
  detail: string;
}

/**
 * A price in rupees with at most 2 decimals, kept as a decimal string ("1250.50") so no float
 * rounding ever touches money.
 */
export function parsePrice(input: string | number): string {
  const text = String(input).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) {
    throw new InvalidInputError(
      'CROP.INVALID_PRICE',
      'Price must be a number of rupees of 0 or more, with at most 2 decimals',
    );
  }
  if (Number(text) > MAX_PRICE)
    throw new InvalidInputError('CROP.INVALID_PRICE', 'Price is too large');
  return Number(text).toFixed(2);
}

/**
 * A quantity in the listing's unit, more than 0, up to 3 decimals. Older clients sent free text
 * such as "50 kg": its leading number is taken; text without one is refused.
 */
export function parseQuantity(input: string | number): string {
  const text = String(input).trim();
  const match = /^(\d+(?:\.\d+)?)(?:\s*[a-zA-Z].*)?$/.exec(text);
  if (!match) {
    throw new InvalidInputError(
      'CROP.INVALID_QUANTITY',
      'Quantity must start with a number, for example 50 or "50 kg"',
    );
  }
  const value = Number(match[1]);
  if (!(value > 0))
    throw new InvalidInputError('CROP.INVALID_QUANTITY', 'Quantity must be more than 0');
  if (value > MAX_QUANTITY)
    throw new InvalidInputError('CROP.INVALID_QUANTITY', 'Quantity is too large');
  return (Math.round(value * 1000) / 1000).toString();
}

export interface ListingChanges {
  price?: string;
  quantity?: string;
  description?: string;
  status?: CropStatus;
}

/** A seller's offer of a crop: what, how much, at what price, with photos. */
export class CropListing {
  constructor(
    readonly id: string,
    /** Short public reference such as CRP-7F3K2Q, for phone calls and receipts. */
    readonly cropId: string,
    readonly sellerId: string,
    public name: string,
    public category: CropCategory,
    public description: string,
    public price: string,
    public unit: CropUnit,
    public quantity: string,
    public organic: boolean,
    public status: CropStatus,
    public images: CropImage[],
    public archivedAt: Date | null,
    readonly createdAt: Date,
    public updatedAt: Date,
  ) {}

  isSoldBy(userId: string): boolean {
    return this.sellerId === userId;
  }

  applyChanges(changes: ListingChanges, now: Date): void {
    if (changes.price !== undefined) this.price = changes.price;
    if (changes.quantity !== undefined) this.quantity = changes.quantity;
    if (changes.description !== undefined) this.description = changes.description;
    if (changes.status !== undefined) this.status = changes.status;
    this.updatedAt = now;
  }

  /** Hidden from the market but kept, because orders still refer to it. */
  archive(now: Date): void {
    this.archivedAt = now;
    this.status = 'Not Available';
    this.updatedAt = now;
  }
}
