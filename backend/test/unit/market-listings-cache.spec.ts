import {
  MarketListingsCache,
  type MarketPage,
} from '../../src/crops/application/market-listings-cache';
import { LocalCacheEvents } from '../../src/shared/cache/cache-events';
import type { CropSearch } from '../../src/crops/application/ports/crop-listing.repository';

const market: CropSearch = { sort: 'newest', page: 1, limit: 40 };

/** A load the test finishes by hand, counting how often the database would be read. */
function loads() {
  let reads = 0;
  const pending: Array<(page: MarketPage) => void> = [];
  return {
    get reads() {
      return reads;
    },
    load: () => {
      reads++;
      return new Promise<MarketPage>((resolve) => pending.push(resolve));
    },
    finish: (total: number) => pending.shift()?.({ items: [], total }),
  };
}

describe('MarketListingsCache', () => {
  it('answers the same market page from memory, and requests at the same moment share one read', async () => {
    const cache = new MarketListingsCache({ ttlMs: 60_000 }, new LocalCacheEvents());
    const db = loads();
    const a = cache.page(market, db.load);
    const b = cache.page({ ...market }, db.load);
    db.finish(7);
    await expect(a).resolves.toEqual({ items: [], total: 7 });
    await expect(b).resolves.toBe(await a);
    await expect(cache.page(market, db.load)).resolves.toBe(await a);
    expect(db.reads).toBe(1);
  });

  it('keeps pages with other filters, sorts or page numbers apart', async () => {
    const cache = new MarketListingsCache({ ttlMs: 60_000 }, new LocalCacheEvents());
    const db = loads();
    const variants: CropSearch[] = [
      market,
      { ...market, page: 2 },
      { ...market, sort: 'price_asc' },
      { ...market, category: 'fruits' },
      { ...market, q: 'onion' },
      { ...market, state: 'Gujarat' },
      { ...market, organic: true },
      { ...market, status: 'Available' },
    ];
    const pages = variants.map((q) => cache.page(q, db.load));
    variants.forEach((_, i) => db.finish(i));
    expect((await Promise.all(pages)).map((p) => p.total)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(db.reads).toBe(variants.length);
    // Case and spaces in words do not matter to the search, so not to the cache either.
    await cache.page({ ...market, q: ' ONION ' }, db.load);
    expect(db.reads).toBe(variants.length);
  });

  it('reads again after a change, and does not keep a read that began before the change', async () => {
    const cache = new MarketListingsCache({ ttlMs: 60_000 }, new LocalCacheEvents());
    const db = loads();
    const before = cache.page(market, db.load);
    cache.changed();
    db.finish(1);
    await before;
    const after = cache.page(market, db.load);
    expect(db.reads).toBe(2);
    db.finish(2);
    await expect(after).resolves.toMatchObject({ total: 2 });
    cache.changed();
    const again = cache.page(market, db.load);
    db.finish(3);
    await expect(again).resolves.toMatchObject({ total: 3 });
    expect(db.reads).toBe(3);
  });

  it("never caches a seller's own list, nor anything when turned off, nor a failed read", async () => {
    const db = loads();
    const cache = new MarketListingsCache({ ttlMs: 60_000 }, new LocalCacheEvents());
    const mine: CropSearch = { ...market, sellerId: 'u1', includeArchived: true };
    for (let i = 0; i < 2; i++) {
      const p = cache.page(mine, db.load);
      db.finish(i);
      await p;
    }
    const off = new MarketListingsCache({ ttlMs: 0 }, new LocalCacheEvents());
    for (let i = 0; i < 2; i++) {
      const p = off.page(market, db.load);
      db.finish(i);
      await p;
    }
    expect(db.reads).toBe(4);
    let fails = 0;
    const failing = () => (fails++ === 0 ? Promise.reject(new Error('down')) : db.load());
    await expect(cache.page(market, failing)).rejects.toThrow('down');
    const retried = cache.page(market, failing);
    db.finish(9);
    await expect(retried).resolves.toMatchObject({ total: 9 });
  });

  it('forgets a page after its time', async () => {
    const cache = new MarketListingsCache({ ttlMs: 150 }, new LocalCacheEvents());
    const db = loads();
    const first = cache.page(market, db.load);
    db.finish(1);
    await first;
    await cache.page(market, db.load);
    expect(db.reads).toBe(1);
    await new Promise((r) => setTimeout(r, 400));
    void cache.page(market, db.load);
    expect(db.reads).toBe(2);
  });

  it('keeps single listings by id or cropId in any case, emptied by a change like the pages', async () => {
    const cache = new MarketListingsCache({ ttlMs: 60_000 }, new LocalCacheEvents());
    let reads = 0;
    const load = () => {
      reads++;
      return Promise.resolve(null);
    };
    await cache.listing('CRP-ABC123', load);
    await cache.listing(' crp-abc123 ', load);
    expect(reads).toBe(1);
    await cache.listing('CRP-XYZ789', load);
    expect(reads).toBe(2);
    cache.changed();
    await cache.listing('CRP-ABC123', load);
    expect(reads).toBe(3);
  });
});
