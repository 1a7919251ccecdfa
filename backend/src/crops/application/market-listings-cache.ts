import type { CacheEvents } from '../../shared/cache/cache-events';
import { ReadThroughCache } from '../../shared/cache/read-through-cache';
import type { CropSearch, ListedCrop } from './ports/crop-listing.repository';

export type MarketPage = { items: ListedCrop[]; total: number };
export type ListingOnSale = { id: string; updatedAt: Date };

/** How long a market page may be answered from memory; 0 turns the cache off. */
export interface MarketListingsCacheSettings {
  ttlMs: number;
}

/**
 * A short-lived, per-process cache of market pages (the same filters, sort and page for
 * everyone) and of single listings, the busiest reads of the app. Concurrent requests for a page that is not cached
 * share one database read. Every listing change made by this process empties it once committed,
 * and so does a seller's profile change (name, mobile, state, number privacy: crops.module.ts);
 * another replica's change as soon as its cache event arrives, and within `ttlMs` in any case.
 * A seller's own list ("mine") is never cached.
 */
export class MarketListingsCache {
  private readonly pages: ReadThroughCache<MarketPage>;
  /** Single listings (the product page), by id or cropId as asked. */
  private readonly listings: ReadThroughCache<ListedCrop | null>;
  /** The listings on sale (the sitemap): one list, read once per change. */
  private readonly sale: ReadThroughCache<ListingOnSale[]>;

  constructor(
    settings: MarketListingsCacheSettings,
    private readonly events: CacheEvents,
  ) {
    this.pages = new ReadThroughCache({ ttlMs: settings.ttlMs, max: 500 });
    this.listings = new ReadThroughCache({ ttlMs: settings.ttlMs, max: 5000 });
    this.sale = new ReadThroughCache({ ttlMs: settings.ttlMs, max: 1 });
    events.subscribe('market', () => {
      this.pages.clear();
      this.listings.clear();
      this.sale.clear();
    });
  }

  page(query: CropSearch, load: () => Promise<MarketPage>): Promise<MarketPage> {
    if (query.sellerId || query.includeArchived) return load();
    return this.pages.get(keyOf(query), load);
  }

  /** One listing as anyone may see it (who may see it is the caller's rule). */
  listing(idOrCropId: string, load: () => Promise<ListedCrop | null>): Promise<ListedCrop | null> {
    return this.listings.get(idOrCropId.trim().toLowerCase(), load);
  }

  /** Every listing on sale (the same list for everyone, for the sitemap). */
  onSale(load: () => Promise<ListingOnSale[]>): Promise<ListingOnSale[]> {
    return this.sale.get('all', load);
  }

  /** After a committed change to listings (or to what a market page shows of them). */
  changed(): void {
    this.events.publish('market', '*');
  }
}

function keyOf(q: CropSearch): string {
  return JSON.stringify([
    q.q?.trim().toLowerCase() ?? '',
    q.category ?? '',
    q.state?.trim().toLowerCase() ?? '',
    q.organic ?? '',
    q.status ?? '',
    q.sort,
    q.page,
    q.limit,
  ]);
}
