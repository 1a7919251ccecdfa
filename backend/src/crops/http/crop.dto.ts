import { ApiProperty } from '@nestjs/swagger';
import type { ListedCrop } from '../application/ports/crop-listing.repository';
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
  mobile!: string;
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
  createdAt!: string;
  updatedAt!: string;

  static from({ listing, seller }: ListedCrop, url: (key: string) => string): CropDto {
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
      userId: { _id: seller.id, name: seller.name, mobile: seller.mobile, state: seller.state },
      archived: listing.archivedAt !== null,
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
