/** What the compatibility endpoint needs to know about crops and orders. */
export abstract class BuyerOrders {
  abstract sellerOf(
    cropIdOrListingId: string,
  ): Promise<{ listingId: string; sellerId: string } | null>;
  abstract hasOrdered(buyerId: string, listingId: string): Promise<boolean>;
  /** The newest order between these parties for this listing placed since `since`, if any. */
  abstract placedSince(
    parties: { buyerId: string; sellerId: string; listingId: string },
    since: Date,
  ): Promise<string | null>;
}
