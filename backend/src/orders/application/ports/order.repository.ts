import type { LocalText } from '../../../i18n/translate';
import type { Order, OrderStatus } from '../../domain/order';

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
  /** Writes the new status only if the stored order is still Pending; false when it was not. */
  abstract saveDecision(order: Order): Promise<boolean>;
  abstract findView(id: string): Promise<OrderView | null>;
  /** One page of the orders where the user is buyer or seller, newest first, and their total. */
  abstract listForUser(
    userId: string,
    status: OrderStatus | undefined,
    page: { offset: number; limit: number },
  ): Promise<{ items: OrderView[]; total: number }>;
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

export abstract class OrderListings {
  abstract findForOrder(listingIdOrCropId: string): Promise<ListingForOrder | null>;
  /** Takes `quantity` from the stock in one conditional update; false when not enough is left. */
  abstract takeStock(listingId: string, quantity: string): Promise<boolean>;
  /** After the transaction that took stock committed: the market shows the new stock. */
  abstract stockCommitted(): void;
}

export abstract class UserNames {
  abstract nameOf(userId: string): Promise<string | null>;
}

/** Tells people about their orders (owned by the notifications context), in their language. */
export abstract class OrderNotifier {
  abstract notify(
    recipientId: string,
    kind: 'order_placed' | 'order_accepted' | 'order_rejected' | 'order_cancelled',
    orderId: string,
    text: LocalText,
  ): Promise<void>;
  /** Marks the seller's "new order" notification once the order is decided. */
  abstract settleRequest(orderId: string, status: 'read' | 'accepted'): Promise<void>;
}
