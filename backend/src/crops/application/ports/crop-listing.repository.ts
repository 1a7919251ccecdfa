import type { CropCategory, CropListing, CropStatus } from '../../domain/crop-listing';

export interface SellerSummary {
  id: string;
  name: string;
  /** Empty when the seller shows it only to buyers whose order they accepted (mobileHidden). */
  mobile: string;
  /**
   * The seller chose to show their mobile only to buyers whose order they accepted: listings
   * leave it out for every reader (a market page is the same for everyone).
   */
  mobileHidden: boolean;
  state: string;
}

export interface ListedCrop {
  listing: CropListing;
  seller: SellerSummary;
}

export type CropSort = 'newest' | 'price_asc' | 'price_desc' | 'name';

export interface CropSearch {
  /** Words to find in the name or description */
  q?: string;
  /** More words that find the same listings: the names in other languages of the crop `q` names. */
  qAlso?: string[];
  category?: CropCategory;
  /** The seller's state, by name in any case or slug */
  state?: string;
  organic?: boolean;
  status?: CropStatus;
  sellerId?: string;
  /** Archived listings are hidden unless asked for (a seller's own list). */
  includeArchived?: boolean;
  sort: CropSort;
  page: number;
  limit: number;
}

export abstract class CropListingRepository {
  abstract add(listing: CropListing): Promise<void>;
  abstract save(listing: CropListing): Promise<void>;
  abstract remove(listing: CropListing): Promise<void>;
  /** By UUID or by the public cropId (CRP-XXXXXX), archived ones included. */
  abstract findByIdOrCropId(idOrCropId: string): Promise<ListedCrop | null>;
  /** The same, to look at only: not tracked for changes (cheaper). */
  abstract viewByIdOrCropId(idOrCropId: string): Promise<ListedCrop | null>;
  abstract cropIdExists(cropId: string): Promise<boolean>;
  /** Listings on the market that can be bought (for the sitemap), newest change first. */
  abstract onSale(limit: number): Promise<{ id: string; updatedAt: Date }[]>;
  abstract search(query: CropSearch): Promise<{ items: ListedCrop[]; total: number }>;
}

/** Whether an order was ever placed on a listing: then it is archived rather than deleted. */
export abstract class ListingOrderHistory {
  abstract hasOrders(listingId: string): Promise<boolean>;
}
