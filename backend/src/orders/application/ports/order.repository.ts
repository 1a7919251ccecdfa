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
  /** One page of the orders where the user is buyer or seller, newest first, and their total. */
  abstract listForUser(
    userId: string,
    status: OrderStatus | undefined,
    page: { offset: number; limit: number },
  ): Promise<{ items: Order[]; total: number }>;
  abstract hasOrdered(buyerId: string, listingId: string): Promise<boolean>;
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
  /** After the transaction that took stock committed: the market shows the new stock. */
  abstract stockCommitted(): void;
  abstract forView(listingIds: readonly string[]): Promise<Map<string, ListingForView>>;
}

/** The names of buyers and sellers (owned by the accounts context). */
export abstract class PartyNames {
  /** By id; unknown ids are left out. */
  abstract namesOf(userIds: readonly string[]): Promise<Map<string, string>>;
}
