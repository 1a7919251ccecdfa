import { ConflictError, InvalidInputError } from '../../shared/domain/domain-error';
import { readPlainDecimal } from '../../shared/domain/plain-decimal';

export const ORDER_STATUSES = ['Pending', 'Accepted', 'Rejected', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Rupees (2 decimals) times a quantity (3 decimals), exactly, rounded half-up to paise. */
export function totalFor(unitPrice: string, quantity: string): string {
  const paise = BigInt(Math.round(Number(unitPrice) * 100));
  const milli = BigInt(Math.round(Number(quantity) * 1000));
  const totalPaise = (paise * milli + 500n) / 1000n;
  return `${totalPaise / 100n}.${(totalPaise % 100n).toString().padStart(2, '0')}`;
}

/** The most a single order may ask for, in the listing's unit. */
export const MAX_ORDER_QUANTITY = 1_000_000;
/** What the orders table holds (numeric(12, 2)): a larger total is refused, not overflowed. */
export const MAX_ORDER_TOTAL = 9_999_999_999.99;

/**
 * An order's quantity as sent: written plainly ("2", "2.5"; a JSON number or text), more than 0
 * and at most MAX_ORDER_QUANTITY. Its decimals are checked against the listing's unit once the
 * listing is known (quantityFitsUnit). Answered as canonical text.
 */
export function parseOrderQuantity(input: unknown): string {
  const amount = readPlainDecimal(input);
  if (!amount) {
    throw new InvalidInputError('ORDER.INVALID_QUANTITY#plain');
  }
  if (!(amount.value > 0)) {
    throw new InvalidInputError('ORDER.INVALID_QUANTITY');
  }
  if (amount.value > MAX_ORDER_QUANTITY) {
    throw new InvalidInputError('ORDER.INVALID_QUANTITY#too_large', { max: MAX_ORDER_QUANTITY });
  }
  return amount.text;
}

/** Refuses a quantity with more decimals than the listing's unit allows (0 for a dozen). */
export function quantityFitsUnit(quantity: string, unit: string, decimals: number): void {
  const written = quantity.split('.')[1]?.length ?? 0;
  if (written <= decimals) return;
  throw decimals === 0
    ? new InvalidInputError('ORDER.INVALID_QUANTITY#whole', { unit })
    : new InvalidInputError('ORDER.INVALID_QUANTITY#decimals', { unit, decimals });
}

/** The optional totalPrice a client sends to check: rupees written plainly, at most 2 decimals. */
export function parseClaimedTotal(input: unknown): number {
  const total = readPlainDecimal(input);
  if (!total || total.decimals > 2 || total.value < 0) {
    throw new InvalidInputError('ORDER.INVALID_TOTAL');
  }
  return total.value;
}

export const orderTooLarge = () =>
  new InvalidInputError('ORDER.TOO_LARGE', { max: MAX_ORDER_TOTAL });

/** A buyer's request for some of a listing, decided by the seller. */
export class Order {
  constructor(
    readonly id: string,
    readonly listingId: string,
    readonly sellerId: string,
    readonly buyerId: string,
    readonly quantity: string,
    /** The listing's price when the order was placed */
    readonly unitPrice: string,
    readonly totalPrice: string,
    public status: OrderStatus,
    readonly createdAt: Date,
    public decidedAt: Date | null,
  ) {}

  /** The state machine: only a Pending order can be decided, and only once. */
  decide(next: 'Accepted' | 'Rejected' | 'Cancelled', now: Date): void {
    if (this.status !== 'Pending') {
      throw new ConflictError('ORDER.ALREADY_DECIDED#status', { status: this.status });
    }
    this.status = next;
    this.decidedAt = now;
  }
}
