import {
  InvalidInputError,
  RuleViolationError,
  type MessageParams,
} from '../../shared/domain/domain-error';
import { readPlainDecimal, type PlainDecimal } from '../../shared/domain/plain-decimal';

export const CROP_CATEGORIES = ['vegetables', 'fruits', 'herbs', 'grains', 'other'] as const;
export type CropCategory = (typeof CROP_CATEGORIES)[number];
export const CROP_UNITS = ['bunch', 'lb', 'kg', 'each', 'dozen'] as const;
export type CropUnit = (typeof CROP_UNITS)[number];
export const CROP_STATUSES = ['Available', 'Not Available'] as const;
export type CropStatus = (typeof CROP_STATUSES)[number];
export const MAX_CROP_IMAGES = 4;
/** Rupees per unit: ₹10 lakh is more than any crop sells for by the kg, dozen or bunch. */
export const MAX_PRICE = 1_000_000;
/** In the listing's unit: a million kg is 1,000 tonnes, more than one farmer lists at once. */
export const MAX_QUANTITY = 1_000_000;
/**
 * How many decimals a quantity may have, by unit. Weights to 10 g or 0.01 lb; what is counted
 * (a bunch, a piece, a dozen) only whole. An order follows its listing's unit.
 */
export const QUANTITY_DECIMALS: Record<CropUnit, number> = {
  kg: 2,
  lb: 2,
  bunch: 0,
  each: 0,
  dozen: 0,
};

/** Stored image keys of one photo: a ~480 px card version and a ~1200 px detail version. */
export interface CropImage {
  card: string;
  detail: string;
}

/**
 * A price in rupees, more than 0, at most 2 decimals and MAX_PRICE, written plainly ("45",
 * "45.50"; not "1e5", "0x10", " 45", "45.", ".5"): kept as a decimal string ("45.50") so no float
 * rounding ever touches money.
 */
export function parsePrice(input: unknown): string {
  const price = readPlainDecimal(input);
  if (!price || price.decimals > 2) {
    throw new InvalidInputError('CROP.INVALID_PRICE');
  }
  if (!(price.value > 0)) {
    throw new InvalidInputError('CROP.INVALID_PRICE#zero');
  }
  if (price.value > MAX_PRICE) {
    throw new InvalidInputError('CROP.INVALID_PRICE#too_large', { rupees: MAX_PRICE });
  }
  return price.value.toFixed(2);
}

/** Errors of a quantity that is written plainly but does not fit the unit or the bounds. */
export function quantityProblem(
  amount: PlainDecimal,
  unit: CropUnit,
  allowZero: boolean,
): {
  variant: 'zero' | 'negative' | 'whole' | 'decimals' | 'too_large';
  params: MessageParams;
} | null {
  if (amount.value < 0) return { variant: allowZero ? 'negative' : 'zero', params: {} };
  if (amount.value === 0 && !allowZero) return { variant: 'zero', params: {} };
  const decimals = QUANTITY_DECIMALS[unit];
  if (amount.decimals > decimals) {
    return decimals === 0
      ? { variant: 'whole', params: { unit } }
      : { variant: 'decimals', params: { unit, decimals } };
  }
  if (amount.value > MAX_QUANTITY) return { variant: 'too_large', params: { max: MAX_QUANTITY } };
  return null;
}

/**
 * A quantity in the listing's unit, written plainly ("50", "12.5"), with at most the unit's
 * decimals (QUANTITY_DECIMALS), more than 0 (or 0 with `allowZero`: a seller marking a listing
 * sold out) and at most MAX_QUANTITY. Older clients sent "50 kg": the listing's own unit after
 * the number is accepted. Answered as canonical text ("007.50" is "7.5").
 */
export function parseQuantity(
  input: unknown,
  unit: CropUnit,
  { allowZero = false }: { allowZero?: boolean } = {},
): string {
  const text =
    typeof input === 'string' ? input.replace(new RegExp(`^(\\S+) ?${unit}$`, 'i'), '$1') : input;
  const amount = readPlainDecimal(text);
  if (!amount) {
    throw new InvalidInputError('CROP.INVALID_QUANTITY');
  }
  const problem = quantityProblem(amount, unit, allowZero);
  if (problem) {
    throw new InvalidInputError(`CROP.INVALID_QUANTITY#${problem.variant}`, problem.params);
  }
  return amount.text;
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
  ) {
    // The ORM also calls this constructor without arguments, to learn defaults: no rule then.
    if (quantity !== undefined) this.settleStatus();
  }

  isSoldBy(userId: string): boolean {
    return this.sellerId === userId;
  }

  /** Whether anything is left to sell. */
  hasStock(): boolean {
    return Number(this.quantity) > 0;
  }

  /**
   * The rule: a listing with nothing left is never Available. Called on every change and when a
   * listing is read (rows written before the rule existed may say otherwise).
   */
  settleStatus(): void {
    if (!this.hasStock()) this.status = 'Not Available';
  }

  applyChanges(changes: ListingChanges, now: Date): void {
    const quantity = changes.quantity ?? this.quantity;
    if (changes.status === 'Available' && !(Number(quantity) > 0)) {
      throw new RuleViolationError('CROP.NOTHING_LEFT');
    }
    if (changes.price !== undefined) this.price = changes.price;
    if (changes.quantity !== undefined) this.quantity = changes.quantity;
    if (changes.description !== undefined) this.description = changes.description;
    if (changes.status !== undefined) this.status = changes.status;
    this.settleStatus();
    this.updatedAt = now;
  }

  /** Hidden from the market but kept, because orders still refer to it. */
  archive(now: Date): void {
    this.archivedAt = now;
    this.status = 'Not Available';
    this.updatedAt = now;
  }
}
