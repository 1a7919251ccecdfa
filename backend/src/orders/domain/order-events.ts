import type { CancelReason } from './order';

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

export type OrderEvent =
  OrderPlaced | OrderAccepted | OrderRejected | OrderCancelled | OrderHandedOver | OrderCompleted;
export const ORDER_EVENT_TYPES = [
  'order.placed',
  'order.accepted',
  'order.rejected',
  'order.cancelled',
  'order.handed_over',
  'order.completed',
] as const satisfies readonly OrderEvent['type'][];
