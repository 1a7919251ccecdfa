import { ConflictError, InvalidInputError } from '../../shared/domain/domain-error';

export const ORDER_STATUSES = ['Pending', 'Accepted', 'Rejected', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Rupees (2 decimals) times a quantity (3 decimals), exactly, rounded half-up to paise. */
export function totalFor(unitPrice: string, quantity: string): string {
  const paise = BigInt(Math.round(Number(unitPrice) * 100));
  const milli = BigInt(Math.round(Number(quantity) * 1000));
  const totalPaise = (paise * milli + 500n) / 1000n;
  return `${totalPaise / 100n}.${(totalPaise % 100n).toString().padStart(2, '0')}`;
}

export function parseOrderQuantity(input: number | string): string {
  const value = Number(input);
  if (!Number.isFinite(value) || value <= 0) {
    throw new InvalidInputError('ORDER.INVALID_QUANTITY', 'Quantity must be more than 0');
  }
  if (Math.round(value * 1000) / 1000 !== value) {
    throw new InvalidInputError('ORDER.INVALID_QUANTITY', 'Quantity can have at most 3 decimals');
  }
  return String(value);
}

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
      throw new ConflictError('ORDER.ALREADY_DECIDED', `This order is already ${this.status}`);
    }
    this.status = next;
    this.decidedAt = now;
  }
}
