import type { HandoverPlan } from '../../domain/handover';
import type { Order, OrderStatus, OrderStep } from '../../domain/order';
import type { PaymentStatus } from '../../domain/payment';

/** An order as the screens read it: with the crop and both parties' names. */
export interface OrderView {
  order: Order;
  crop: { name: string; unit: string; price: string; quantity: string };
  seller: { id: string; name: string };
  buyer: { id: string; name: string };
}

export abstract class OrderRepository {
  abstract add(order: Order): Promise<void>;
  abstract findById(id: string): Promise<Order | null>;
  /**
   * Writes the order's new status only if the stored order is still in `from`; false when another
   * request moved it first (so of two racing moves exactly one wins).
   */
  abstract saveMove(order: Order, from: OrderStatus): Promise<boolean>;
  /** Records the hand-over only if the order is still Accepted and not yet handed over. */
  abstract saveHandover(order: Order): Promise<boolean>;
  /**
   * Completes every Accepted order handed over at or before `cutoff` (at most `limit`), in one
   * conditional update, and returns them: run on several replicas at once, each order is
   * completed, and returned, exactly once. An order with a problem open, or resolved after
   * `cutoff`, is left alone (the clock runs again from a resolution).
   */
  abstract completeHandedOverBefore(cutoff: Date, limit: number): Promise<Order[]>;
  /**
   * Reads the order and locks its row for the rest of the transaction (so two handover proposals
   * for one order are taken one after the other); null when there is none.
   */
  abstract findForUpdate(id: string): Promise<Order | null>;
  /** Writes the payment status only if it is still `from`; false when another request moved it. */
  abstract savePayment(order: Order, from: PaymentStatus): Promise<boolean>;
  /** The order's handover plans, oldest first. */
  abstract plansOf(orderId: string): Promise<HandoverPlan[]>;
  /** Adds a proposal, marking the order's open proposal (if any) superseded at its time. */
  abstract propose(plan: HandoverPlan): Promise<void>;
  /** Writes the confirmation only if the plan is still open; false when it was replaced first. */
  abstract saveConfirmation(plan: HandoverPlan): Promise<boolean>;
  abstract addStep(step: OrderStep): Promise<void>;
  /** The order's timeline, oldest first. */
  abstract stepsOf(orderId: string): Promise<OrderStep[]>;
  /** One page of the orders where the user is buyer or seller, newest first, and their total. */
  abstract listForUser(
    userId: string,
    status: OrderStatus | undefined,
    page: { offset: number; limit: number },
  ): Promise<{ items: Order[]; total: number }>;
  abstract hasOrdered(buyerId: string, listingId: string): Promise<boolean>;
  /** The newest order this buyer placed with this seller for this listing since `since`. */
  abstract placedSince(
    parties: { buyerId: string; sellerId: string; listingId: string },
    since: Date,
  ): Promise<string | null>;
}

/** What ordering needs from a crop listing (owned by the crops context). */
export interface ListingForOrder {
  id: string;
  sellerId: string;
  name: string;
  unit: string;
  /** Decimals an order's quantity may have in this unit (0: whole units only). */
  quantityDecimals: number;
  price: string;
  quantity: string;
  /** On the market and with stock left. */
  available: boolean;
}

export interface ListingForView {
  name: string;
  unit: string;
  price: string;
  quantity: string;
}

/** The listings orders are placed on, and their stock (owned by the crops context). */
export abstract class OrderListings {
  /** The listing, locked for the rest of the transaction; null when there is none. */
  abstract holdForOrder(listingIdOrCropId: string): Promise<ListingForOrder | null>;
  /** Takes `quantity` from the stock in one conditional update; false when not enough is left. */
  abstract takeStock(listingId: string, quantity: string): Promise<boolean>;
  /** Puts `quantity` back (an accepted order called off); false when the listing is gone. */
  abstract giveBackStock(listingId: string, quantity: string): Promise<boolean>;
  /** After the transaction that took stock committed: the market shows the new stock. */
  abstract stockCommitted(): void;
  abstract forView(listingIds: readonly string[]): Promise<Map<string, ListingForView>>;
}

/** How to reach the other side of an accepted trade. */
export interface PartyContact {
  name: string;
  mobile: string;
  state: string;
}

/** The names of buyers and sellers (owned by the accounts context). */
export abstract class PartyNames {
  /** By id; unknown ids are left out. */
  abstract namesOf(userIds: readonly string[]): Promise<Map<string, string>>;
  /** A party's name, mobile and state, or null for an unknown id. */
  abstract contactOf(userId: string): Promise<PartyContact | null>;
  /** Whom a buyer pays: the seller's name and UPI ID (null when they gave none). */
  abstract payeeOf(userId: string): Promise<{ name: string; upiId: string | null } | null>;
}
