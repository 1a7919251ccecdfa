import { ConflictError, ForbiddenError, InvalidInputError } from '../../shared/domain/domain-error';
import { readPlainDecimal } from '../../shared/domain/plain-decimal';
import type { PaymentStatus } from './payment-status';

export const ORDER_STATUSES = [
  'Pending',
  'Accepted',
  'Rejected',
  'Cancelled',
  'Completed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Which side of the trade someone is on. */
export type OrderParty = 'seller' | 'buyer';

/** Why an accepted order is called off (a fixed list, with optional words of one's own). */
export const CANCEL_REASONS = [
  'changed_mind',
  'price_disagreement',
  'cannot_deliver',
  'cannot_collect',
  'quality',
  'no_response',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_NOTE_MAX = 300;

/**
 * The order's life (issue #21): who may move it from which status to which. Pending: the seller
 * accepts or rejects, the buyer may withdraw. Accepted: the buyer confirms receipt (Completed),
 * or either side calls it off with a reason (the stock goes back to the listing). The other
 * statuses are final.
 */
export const ORDER_TRANSITIONS: Record<
  OrderStatus,
  Partial<Record<OrderStatus, readonly OrderParty[]>>
> = {
  Pending: { Accepted: ['seller'], Rejected: ['seller'], Cancelled: ['buyer'] },
  Accepted: { Completed: ['buyer'], Cancelled: ['seller', 'buyer'] },
  Rejected: {},
  Cancelled: {},
  Completed: {},
};

/** The statuses this side may move an order in `status` to. */
export function movesFor(status: OrderStatus, party: OrderParty): OrderStatus[] {
  return (Object.entries(ORDER_TRANSITIONS[status]) as [OrderStatus, OrderParty[]][])
    .filter(([, parties]) => parties.includes(party))
    .map(([next]) => next);
}

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
  new InvalidInputError('ORDER.TOO_LARGE', { rupees: MAX_ORDER_TOTAL });

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
    /** When the seller said the goods were handed over (Accepted orders only). */
    public handedOverAt: Date | null = null,
    /** Whether the buyer paid the seller directly (docs/trade.md); we hold no money. */
    public paymentStatus: PaymentStatus = 'unpaid',
    /** The 12-digit UPI reference the buyer gave when saying they paid, if any. */
    public paymentUtr: string | null = null,
    /** When the payment status last changed. */
    public paymentChangedAt: Date | null = null,
  ) {}

  /** The seller says the goods changed hands: once, on an Accepted order. */
  markHandedOver(party: OrderParty, now: Date): void {
    if (party !== 'seller') throw new ForbiddenError('ORDER.NOT_SELLER#handover');
    if (this.status !== 'Accepted') {
      throw new ConflictError('ORDER.ALREADY_DECIDED#status', { status: this.status });
    }
    if (this.handedOverAt) throw new ConflictError('ORDER.ALREADY_HANDED_OVER');
    this.handedOverAt = now;
  }

  /** When it completes by itself, once handed over; null before. */
  autoCompleteAt(): Date | null {
    return this.handedOverAt
      ? new Date(this.handedOverAt.getTime() + AUTO_COMPLETE_AFTER_MS)
      : null;
  }

  /**
   * Moves the order along its life (ORDER_TRANSITIONS): 409 when the order is not in a status
   * that leads there, 403 when this side may not make the move, 400 when an accepted order is
   * called off without a reason.
   */
  move(next: OrderStatus, party: OrderParty, now: Date, reason?: CancelReason): void {
    const allowed = ORDER_TRANSITIONS[this.status][next];
    if (!allowed) {
      throw new ConflictError('ORDER.ALREADY_DECIDED#status', { status: this.status });
    }
    if (!allowed.includes(party)) {
      throw new ForbiddenError(
        party === 'seller'
          ? next === 'Completed'
            ? 'ORDER.NOT_BUYER#complete'
            : 'ORDER.NOT_BUYER'
          : 'ORDER.NOT_SELLER',
      );
    }
    if (this.status === 'Accepted' && next === 'Cancelled' && !reason) {
      throw new InvalidInputError('ORDER.REASON_REQUIRED', { reasons: CANCEL_REASONS.join(', ') });
    }
    if (this.status === 'Pending') this.decidedAt = now;
    this.status = next;
  }
}

export const ORDER_STEP_TYPES = [
  'placed',
  'accepted',
  'rejected',
  'cancelled',
  'handed_over',
  'completed',
  'handover_proposed',
  'handover_confirmed',
  'payment_reported',
  'payment_confirmed',
  'payment_disputed',
  'problem_reported',
  'problem_resolved',
  'reviewed',
] as const;

/** An order handed over completes by itself this long after, unless the buyer confirms first. */
export const AUTO_COMPLETE_AFTER_MS = 72 * 3600 * 1000;
export type OrderStepType = (typeof ORDER_STEP_TYPES)[number];

/** The step a move to `status` records on the order's timeline. */
export function stepFor(status: Exclude<OrderStatus, 'Pending'>): OrderStepType {
  return status.toLowerCase() as OrderStepType;
}

/** One step of an order's life, on its timeline: who did what, when, and why. */
export class OrderStep {
  constructor(
    readonly id: string,
    readonly orderId: string,
    readonly type: OrderStepType,
    /** The member who took the step (null: the system, e.g. automatic completion). */
    readonly actorId: string | null,
    readonly reason: CancelReason | null,
    readonly note: string | null,
    readonly at: Date,
  ) {}
}
