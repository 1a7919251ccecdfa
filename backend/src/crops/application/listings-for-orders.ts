import { Injectable } from '@nestjs/common';
import { MarketListingsCache } from './market-listings-cache';
import { ListingStock, type ListingForOrder, type ListingSummary } from './ports/listing-stock';

export type { ListingForOrder, ListingSummary } from './ports/listing-stock';

/**
 * The crops context's public API for trading: the orders and notifications contexts reach
 * listings only through it (docs/architecture.md, "Each context owns its tables"). Calls made
 * inside the caller's UnitOfWork take part in its transaction.
 */
@Injectable()
export class ListingsForOrders {
  constructor(
    private readonly stock: ListingStock,
    private readonly market: MarketListingsCache,
  ) {}

  holdForOrder(idOrCropId: string): Promise<ListingForOrder | null> {
    return this.stock.holdForOrder(idOrCropId);
  }

  take(listingId: string, quantity: string): Promise<boolean> {
    return this.stock.take(listingId, quantity);
  }

  giveBack(listingId: string, quantity: string): Promise<boolean> {
    return this.stock.giveBack(listingId, quantity);
  }

  async summaries(ids: readonly string[]): Promise<Map<string, ListingSummary>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    return new Map((await this.stock.summaries(unique)).map((s) => [s.id, s]));
  }

  sellerOf(idOrCropId: string): Promise<{ listingId: string; sellerId: string } | null> {
    return this.stock.sellerOf(idOrCropId);
  }

  /** After the transaction that changed stock committed: every replica's market shows it. */
  stockChanged(): void {
    this.market.changed();
  }
}
