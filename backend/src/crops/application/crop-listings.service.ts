import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { UnitOfWork } from '../../shared/database/unit-of-work';
import { detectImageType } from '../../shared/images/image-type';
import { ImageProcessor, ImageStorage } from '../../shared/images/image-storage';
import { Clock } from '../../shared/time/clock';
import {
  cropNotFound,
  notYourListing,
  sellerMismatch,
  tooManyImages,
  unreadableImage,
  unsupportedImage,
} from '../domain/crop-errors';
import {
  CropListing,
  MAX_CROP_IMAGES,
  parsePrice,
  parseQuantity,
  type CropCategory,
  type CropImage,
  type CropStatus,
  type CropUnit,
} from '../domain/crop-listing';
import {
  CropListingRepository,
  ListingOrderHistory,
  type CropSearch,
  type ListedCrop,
} from './ports/crop-listing.repository';
import { MarketListingsCache, type ListingOnSale, type MarketPage } from './market-listings-cache';
import { CropNameBook } from './ports/crop-name-book';

export interface UploadedImage {
  originalName: string;
  data: Buffer;
}

export interface NewListingCommand {
  name: string;
  category: CropCategory;
  description: string;
  price: string | number;
  unit: CropUnit;
  quantity: string | number;
  organic: boolean;
  /** Older clients send the seller's id; it must be the caller's own. */
  claimedSellerId?: string;
}

export interface ListingUpdateCommand {
  price?: string | number;
  quantity?: string | number;
  description?: string;
  status?: CropStatus;
}

const CROP_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Six characters without look-alikes (0/O, 1/I/L), easy to read out over the phone. */
function newCropId(): string {
  const bytes = randomBytes(6);
  return `CRP-${[...bytes].map((b) => CROP_ID_ALPHABET[b % CROP_ID_ALPHABET.length]).join('')}`;
}

@Injectable()
export class CropListingsService {
  private readonly logger = new Logger(CropListingsService.name);

  constructor(
    private readonly listings: CropListingRepository,
    private readonly orders: ListingOrderHistory,
    private readonly storage: ImageStorage,
    private readonly images: ImageProcessor,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly market: MarketListingsCache,
    private readonly cropNames: CropNameBook,
  ) {}

  /**
   * Lists a crop for the caller. Photos are checked and re-encoded before anything is stored;
   * if saving the listing fails, the stored photos are removed again, so nothing is half written.
   */
  async create(
    actor: AuthenticatedUser,
    cmd: NewListingCommand,
    uploads: UploadedImage[],
  ): Promise<ListedCrop> {
    if (
      cmd.claimedSellerId !== undefined &&
      cmd.claimedSellerId !== '' &&
      cmd.claimedSellerId !== actor.id
    ) {
      throw sellerMismatch();
    }
    if (uploads.length > MAX_CROP_IMAGES) throw tooManyImages();
    const price = parsePrice(cmd.price);
    const quantity = parseQuantity(cmd.quantity, cmd.unit);
    for (const upload of uploads) {
      if (!detectImageType(upload.data)) throw unsupportedImage(upload.originalName);
    }
    const variants = await Promise.all(
      uploads.map((u) =>
        this.images.toVariants(u.data).catch(() => Promise.reject(unreadableImage(u.originalName))),
      ),
    );

    const id = randomUUID();
    const stored: string[] = [];
    try {
      const images: CropImage[] = [];
      for (const v of variants) {
        const base = `crops/${id}/${randomUUID()}`;
        const image = { card: `${base}-card.webp`, detail: `${base}-detail.webp` };
        await this.storage.put(image.card, v.card, 'image/webp');
        stored.push(image.card);
        await this.storage.put(image.detail, v.detail, 'image/webp');
        stored.push(image.detail);
        images.push(image);
      }
      const now = this.clock.now();
      const listing = new CropListing(
        id,
        await this.uniqueCropId(),
        actor.id,
        cmd.name,
        cmd.category,
        cmd.description,
        price,
        cmd.unit,
        quantity,
        cmd.organic,
        'Available',
        images,
        null,
        now,
        now,
      );
      await this.listings.add(listing);
      this.market.changed();
      return this.get(listing.id);
    } catch (e) {
      await Promise.all(stored.map((key) => this.storage.remove(key).catch(() => undefined)));
      throw e;
    }
  }

  /** The market (from a short-lived cache) or, with `sellerId`, a seller's own listings. */
  search(query: CropSearch): Promise<MarketPage> {
    // "gehu", "ઘઉં" or "wheat" finds every wheat listing, whichever language its seller wrote in.
    const also = query.q ? this.cropNames.wordsFor(query.q) : [];
    return this.market.page(query, () =>
      this.listings.search(also.length ? { ...query, qAlso: also } : query),
    );
  }

  /**
   * Listings that can be bought now, for the sitemap (at most `limit`, newest change first), from
   * the market cache: read once per change to the market, whoever asks and however often.
   */
  onSale(limit: number): Promise<ListingOnSale[]> {
    return this.market.onSale(() => this.listings.onSale(limit));
  }

  async get(idOrCropId: string): Promise<ListedCrop> {
    const found = await this.listings.findByIdOrCropId(idOrCropId);
    if (!found) throw cropNotFound();
    return found;
  }

  /**
   * A listing to look at (the product page), from the market cache. A buyer sees only listings on
   * the market; the seller also sees their archived ones. Anyone may look (a shared link): an
   * anonymous reader (no actor) sees what a buyer sees.
   */
  async view(actor: AuthenticatedUser | undefined, idOrCropId: string): Promise<ListedCrop> {
    const found = await this.market.listing(idOrCropId, () =>
      this.listings.viewByIdOrCropId(idOrCropId),
    );
    if (!found || (found.listing.archivedAt && !(actor && found.listing.isSoldBy(actor.id))))
      throw cropNotFound();
    return found;
  }

  /** A buyer sees only listings on the market; the seller also sees their archived ones. */
  async getFor(actor: AuthenticatedUser, idOrCropId: string): Promise<ListedCrop> {
    const found = await this.get(idOrCropId);
    if (found.listing.archivedAt && !found.listing.isSoldBy(actor.id)) throw cropNotFound();
    return found;
  }

  async update(
    actor: AuthenticatedUser,
    idOrCropId: string,
    cmd: ListingUpdateCommand,
  ): Promise<ListedCrop> {
    const { listing } = await this.getFor(actor, idOrCropId);
    if (!listing.isSoldBy(actor.id)) throw notYourListing();
    listing.applyChanges(
      {
        price: cmd.price !== undefined ? parsePrice(cmd.price) : undefined,
        // 0 is allowed here: the seller marks the listing sold out (it becomes Not Available).
        quantity:
          cmd.quantity !== undefined
            ? parseQuantity(cmd.quantity, listing.unit, { allowZero: true })
            : undefined,
        description: cmd.description,
        status: cmd.status,
      },
      this.clock.now(),
    );
    await this.listings.save(listing);
    this.market.changed();
    return this.get(listing.id);
  }

  /** Deletes the listing and its photos, or archives it when orders refer to it. */
  async remove(actor: AuthenticatedUser, idOrCropId: string): Promise<'deleted' | 'archived'> {
    const { listing } = await this.getFor(actor, idOrCropId);
    if (!listing.isSoldBy(actor.id)) throw notYourListing();
    const outcome = await this.unitOfWork.run(async () => {
      if (await this.orders.hasOrders(listing.id)) {
        listing.archive(this.clock.now());
        await this.listings.save(listing);
        return 'archived' as const;
      }
      await this.listings.remove(listing);
      return 'deleted' as const;
    });
    this.market.changed();
    if (outcome === 'deleted') {
      const keys = listing.images.flatMap((i) => [i.card, i.detail]);
      await Promise.all(
        keys.map((key) =>
          this.storage
            .remove(key)
            .catch((e: unknown) => this.logger.warn(`Could not remove image ${key}: ${String(e)}`)),
        ),
      );
    }
    return outcome;
  }

  private async uniqueCropId(): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const candidate = newCropId();
      if (!(await this.listings.cropIdExists(candidate))) return candidate;
    }
    throw new Error('Could not find a free crop id');
  }
}
