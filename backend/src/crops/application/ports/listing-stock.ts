/** What an order needs to know of a listing when it is placed. */
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

/** A listing as an order shows it. */
export interface ListingSummary {
  id: string;
  name: string;
  unit: string;
  price: string;
  quantity: string;
}

/**
 * The listings' stock, as trading changes it. Every method takes part in the caller's
 * transaction (UnitOfWork); each write is one conditional statement, so concurrent orders can
 * never take more than there is.
 */
export abstract class ListingStock {
  /**
   * The listing, by UUID or cropId, locked until the transaction ends, and recorded as having an
   * order (so it is archived rather than deleted from then on). Null when there is none.
   */
  abstract holdForOrder(idOrCropId: string): Promise<ListingForOrder | null>;
  /** Takes `quantity` off the stock; false (and nothing taken) when not enough is left. */
  abstract take(listingId: string, quantity: string): Promise<boolean>;
  /** Puts `quantity` back; a sold-out listing is on the market again. False when not found. */
  abstract giveBack(listingId: string, quantity: string): Promise<boolean>;
  abstract summaries(ids: readonly string[]): Promise<ListingSummary[]>;
  /** Who sells a listing, by UUID or cropId. */
  abstract sellerOf(idOrCropId: string): Promise<{ listingId: string; sellerId: string } | null>;
}
