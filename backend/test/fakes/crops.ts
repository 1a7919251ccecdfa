import { CropNames } from '../../src/advisory/application/crop-names';
import { FileCropCatalog } from '../../src/advisory/infrastructure/crop-catalog';
import { CatalogueCropNameBook } from '../../src/crops/infrastructure/catalogue-crop-name-book';
import { LocalCacheEvents } from '../../src/shared/cache/cache-events';
import { MarketListingsCache } from '../../src/crops/application/market-listings-cache';
import { Readable } from 'node:stream';
import { CropListingsService } from '../../src/crops/application/crop-listings.service';
import {
  CropListingRepository,
  ListingOrderHistory,
  type CropSearch,
  type ListedCrop,
} from '../../src/crops/application/ports/crop-listing.repository';
import type { CropListing } from '../../src/crops/domain/crop-listing';
import { ImageProcessor, ImageStorage } from '../../src/shared/images/image-storage';
import { FakeClock, ImmediateUnitOfWork } from './accounts';

export class InMemoryCropListingRepository extends CropListingRepository {
  readonly rows = new Map<string, CropListing>();
  failNextAdd = false;
  add(listing: CropListing) {
    if (this.failNextAdd) {
      this.failNextAdd = false;
      return Promise.reject(new Error('database went away'));
    }
    this.rows.set(listing.id, listing);
    return Promise.resolve();
  }
  save(listing: CropListing) {
    this.rows.set(listing.id, listing);
    return Promise.resolve();
  }
  remove(listing: CropListing) {
    this.rows.delete(listing.id);
    return Promise.resolve();
  }
  viewByIdOrCropId(id: string): Promise<ListedCrop | null> {
    return this.findByIdOrCropId(id);
  }

  findByIdOrCropId(id: string): Promise<ListedCrop | null> {
    const listing = [...this.rows.values()].find(
      (l) => l.id === id || l.cropId === id.toUpperCase(),
    );
    return Promise.resolve(
      listing
        ? {
            listing,
            seller: {
              id: listing.sellerId,
              name: 'Seller',
              mobile: '9000000000',
              mobileHidden: false,
              state: 'Gujarat',
            },
          }
        : null,
    );
  }
  cropIdExists(cropId: string) {
    return Promise.resolve([...this.rows.values()].some((l) => l.cropId === cropId));
  }
  onSale(limit: number) {
    return Promise.resolve(
      [...this.rows.values()]
        .filter((l) => l.status === 'Available' && Number(l.quantity) > 0 && !l.archivedAt)
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
        .slice(0, limit)
        .map((l) => ({ id: l.id, updatedAt: l.updatedAt })),
    );
  }
  search(_q: CropSearch) {
    return Promise.reject(new Error('not used in unit tests'));
  }
}

export class MemoryImageStorage extends ImageStorage {
  readonly files = new Map<string, Buffer>();
  put(key: string, data: Buffer) {
    this.files.set(key, data);
    return Promise.resolve();
  }
  get(key: string) {
    const data = this.files.get(key);
    return Promise.resolve(
      data ? { body: Readable.from([data]), contentType: 'image/webp', size: data.length } : null,
    );
  }
  remove(key: string) {
    this.files.delete(key);
    return Promise.resolve();
  }
  url(key: string) {
    return `/img/${key}`;
  }
}

export class PassThroughImageProcessor extends ImageProcessor {
  toVariants(data: Buffer) {
    return Promise.resolve({ card: data.subarray(0, 4), detail: data });
  }
}

export class SettableOrderHistory extends ListingOrderHistory {
  readonly withOrders = new Set<string>();
  hasOrders(id: string) {
    return Promise.resolve(this.withOrders.has(id));
  }
}

export function cropsWithFakes() {
  const listings = new InMemoryCropListingRepository();
  const storage = new MemoryImageStorage();
  const orders = new SettableOrderHistory();
  const service = new CropListingsService(
    listings,
    orders,
    storage,
    new PassThroughImageProcessor(),
    new ImmediateUnitOfWork(),
    new FakeClock(),
    // A long-lived market cache: the service's tests then also prove every change empties it.
    new MarketListingsCache({ ttlMs: 60_000 }, new LocalCacheEvents()),
    new CatalogueCropNameBook(new CropNames(new FileCropCatalog())),
  );
  return { listings, storage, orders, service };
}
