import type { HandoverKind } from './handover';
import type { CancelReason, OrderParty } from './order';
import type { PaymentStatus } from './payment';
import type { ProblemReason } from './problem';

/**
 * What happens to an order, for other contexts to react to (notifications today, SMS and
 * WhatsApp messaging later). Published in the order's transaction (DomainEvents).
 */
interface OrderEventBase {
  orderId: string;
  listingId: string;
  sellerId: string;
  buyerId: string;
  /** The crop's name when the event happened. */
  cropName: string;
}

export interface OrderPlaced extends OrderEventBase {
  type: 'order.placed';
  /** Plain decimal text in the listing's unit ("12.5"). */
  quantity: string;
  unit: string;
  total: string;
}

export interface OrderAccepted extends OrderEventBase {
  type: 'order.accepted';
}

export interface OrderRejected extends OrderEventBase {
  type: 'order.rejected';
}

export interface OrderCancelled extends OrderEventBase {
  type: 'order.cancelled';
  /** Who cancelled: the buyer (a Pending or Accepted order) or the seller (an Accepted one). */
  cancelledBy: string;
  /** Why, when an accepted order was called off (CANCEL_REASONS); null for a withdrawn request. */
  reason: CancelReason | null;
}

/** The buyer confirmed receiving the goods, or nobody objected for 72 hours after hand-over. */
export interface OrderCompleted extends OrderEventBase {
  type: 'order.completed';
  /** Completed by itself, 72 hours after hand-over, rather than by the buyer. */
  automatic: boolean;
}

/** The seller says the goods were handed over; it completes by itself at `autoCompleteAt`. */
export interface OrderHandedOver extends OrderEventBase {
  type: 'order.handed_over';
  /** ISO time. */
  autoCompleteAt: string;
}

/** One side proposed how, where and when the goods change hands; the other side is asked. */
export interface OrderHandoverProposed extends OrderEventBase {
  type: 'order.handover_proposed';
  proposedBy: OrderParty;
  kind: HandoverKind;
  /** YYYY-MM-DD and HH:MM (India time). */
  date: string;
  from: string;
  to: string;
}

/** The other side agreed to the proposed handover. */
export interface OrderHandoverConfirmed extends OrderEventBase {
  type: 'order.handover_confirmed';
  confirmedBy: OrderParty;
  date: string;
  from: string;
  to: string;
}

/** The payment status changed: the buyer said they paid, or the seller confirmed or disputed it. */
export interface OrderPaymentChanged extends OrderEventBase {
  type: 'order.payment_changed';
  status: Exclude<PaymentStatus, 'unpaid'>;
  total: string;
}

/** One side reported a problem with the order; the other side is told, the order stops its clock. */
export interface OrderProblemReported extends OrderEventBase {
  type: 'order.problem_reported';
  problemId: string;
  reportedBy: OrderParty;
  reason: ProblemReason;
}

/** An administrator resolved a reported problem; both sides are told. */
export interface OrderProblemResolved extends OrderEventBase {
  type: 'order.problem_resolved';
  problemId: string;
  reportedBy: OrderParty;
}

export type OrderEvent =
  | OrderPlaced
  | OrderAccepted
  | OrderRejected
  | OrderCancelled
  | OrderHandedOver
  | OrderCompleted
  | OrderHandoverProposed
  | OrderHandoverConfirmed
  | OrderPaymentChanged
  | OrderProblemReported
  | OrderProblemResolved;
export const ORDER_EVENT_TYPES = [
  'order.placed',
  'order.accepted',
  'order.rejected',
  'order.cancelled',
  'order.handed_over',
  'order.completed',
  'order.handover_proposed',
  'order.handover_confirmed',
  'order.payment_changed',
  'order.problem_reported',
  'order.problem_resolved',
] as const satisfies readonly OrderEvent['type'][];
