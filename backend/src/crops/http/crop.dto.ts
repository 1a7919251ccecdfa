import { ApiProperty } from '@nestjs/swagger';
import type { ListedCrop } from '../application/ports/crop-listing.repository';
import type { CropNameBook } from '../application/ports/crop-name-book';
import {
  CROP_CATEGORIES,
  CROP_STATUSES,
  CROP_UNITS,
  type CropCategory,
  type CropStatus,
  type CropUnit,
} from '../domain/crop-listing';

export class CropSellerDto {
  _id!: string;
  name!: string;
  /** Empty when mobileHidden */
  mobile!: string;
  /** The seller shows their mobile only to buyers whose order they accepted (on the order page) */
  mobileHidden!: boolean;
  /** State or union territory */
  state!: string;
}

export class CropImageDto {
  /** ~480 px WebP for cards */
  card!: string;
  /** ~1200 px WebP for detail views */
  detail!: string;
}

/** A listing in the shape the older app's screens read (field names kept for compatibility). */
export class CropCatalogNameDto {
  en!: string;
  hi!: string;
  gu!: string;
}

export class CropDto {
  _id!: string;
  /** Short public reference, e.g. CRP-7F3K2Q */
  cropId!: string;
  cropName!: string;
  @ApiProperty({ enum: CROP_CATEGORIES })
  cropCategory!: CropCategory;
  cropDescription!: string;
  /** Rupees per unit, 2 decimals */
  cropSellingPrice!: number;
  @ApiProperty({ enum: CROP_UNITS })
  cropUnit!: CropUnit;
  /** Available quantity, in cropUnit */
  cropQuantity!: number;
  @ApiProperty({ enum: ['true', 'false'], description: 'A string, as older clients read it' })
  grownOrganically!: 'true' | 'false';
  /** Absolute URLs of the detail-size photos (up to 4) */
  cropImages!: string[];
  /** Both sizes of each photo */
  cropImageVariants!: CropImageDto[];
  @ApiProperty({ enum: CROP_STATUSES })
  cropStatus!: CropStatus;
  /** The seller */
  userId!: CropSellerDto;
  /** Set when the seller removed a listing that orders refer to */
  archived!: boolean;
  /** The crop the name names in our crop catalogue, in English, Hindi and Gujarati (null when it names none), so a reader sees it in their language beside the seller's own words */
  @ApiProperty({ type: CropCatalogNameDto, nullable: true })
  catalogName!: CropCatalogNameDto | null;
  createdAt!: string;
  updatedAt!: string;

  static from(
    { listing, seller }: ListedCrop,
    url: (key: string) => string,
    names: CropNameBook,
  ): CropDto {
    return {
      _id: listing.id,
      cropId: listing.cropId,
      cropName: listing.name,
      cropCategory: listing.category,
      cropDescription: listing.description,
      cropSellingPrice: Number(listing.price),
      cropUnit: listing.unit,
      cropQuantity: Number(listing.quantity),
      grownOrganically: listing.organic ? 'true' : 'false',
      cropImages: listing.images.map((i) => url(i.detail)),
      cropImageVariants: listing.images.map((i) => ({ card: url(i.card), detail: url(i.detail) })),
      cropStatus: listing.status,
      userId: {
        _id: seller.id,
        name: seller.name,
        mobile: seller.mobile,
        mobileHidden: seller.mobileHidden,
        state: seller.state,
      },
      archived: listing.archivedAt !== null,
      catalogName: names.namesOf(listing.name),
      createdAt: listing.createdAt.toISOString(),
      updatedAt: listing.updatedAt.toISOString(),
    };
  }
}

export class CropRemovalDto {
  @ApiProperty({ enum: ['deleted', 'archived'] })
  outcome!: 'deleted' | 'archived';
  message!: string;
}
