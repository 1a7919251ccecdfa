import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  CROP_CATEGORIES,
  CROP_STATUSES,
  CROP_UNITS,
  type CropCategory,
  type CropStatus,
  type CropUnit,
} from '../domain/crop-listing';
import { Omittable, PlainInteger } from '../../shared/http/strict-params';
import { sayKey } from '../../shared/http/validation-text';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const toBool = ({ value }: { value: unknown }) =>
  value === 'true' || value === true ? true : value === 'false' || value === false ? false : value;

/** The text fields of the multipart listing form (files go in cropImages). */
export class NewCropDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_THE', { field: 'crop name' }) })
  @MaxLength(100)
  cropName!: string;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(2000)
  cropDescription?: string;

  @ApiProperty({ enum: CROP_CATEGORIES })
  @IsIn(CROP_CATEGORIES, {
    message: sayKey('VALIDATION.ONE_OF', {
      field: 'cropCategory',
      values: CROP_CATEGORIES.join(', '),
    }),
  })
  cropCategory!: CropCategory;

  /** Rupees per unit: more than 0, written plainly ("45" or "45.50"), at most 2 decimals */
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_THE', { field: 'price' }) })
  cropSellingPrice!: string;

  @ApiProperty({ enum: CROP_UNITS })
  @IsIn(CROP_UNITS, {
    message: sayKey('VALIDATION.ONE_OF', { field: 'cropUnit', values: CROP_UNITS.join(', ') }),
  })
  cropUnit!: CropUnit;

  /**
   * In cropUnit, more than 0, written plainly ("50", "12.5"; "50 kg" in the listing's own unit is
   * read as 50): whole for bunch, each and dozen, at most 2 decimals for kg and lb
   */
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_THE', { field: 'quantity' }) })
  cropQuantity!: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: sayKey('VALIDATION.TRUE_OR_FALSE', { field: 'grownOrganically' }) })
  grownOrganically?: boolean;

  /** Optional; when sent it must be your own user id */
  @IsOptional()
  @IsString()
  userId?: string;
}

export class UpdateCropDto {
  /** Rupees per unit, as for a new listing */
  @Omittable()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value))
  @IsString()
  cropSellingPrice?: string;

  /** As for a new listing, or 0: sold out (the listing becomes Not Available) */
  @Omittable()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value))
  @IsString()
  cropQuantity?: string;

  @Omittable()
  @Transform(trim)
  @IsString()
  @MaxLength(2000)
  cropDescription?: string;

  @ApiPropertyOptional({ enum: CROP_STATUSES })
  @Omittable()
  @IsIn(CROP_STATUSES, {
    message: sayKey('VALIDATION.ONE_OF', { field: 'cropStatus', values: CROP_STATUSES.join(', ') }),
  })
  cropStatus?: CropStatus;
}

export const CROP_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;

export class CropQueryDto {
  /** Words in the name or description */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: CROP_CATEGORIES })
  @IsOptional()
  @IsIn(CROP_CATEGORIES)
  category?: CropCategory;

  /** The seller's state: name in any case or slug */
  @IsOptional()
  @IsString()
  @MaxLength(80)
  state?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: sayKey('VALIDATION.TRUE_OR_FALSE', { field: 'organic' }) })
  organic?: boolean;

  @ApiPropertyOptional({ enum: CROP_STATUSES })
  @IsOptional()
  @IsIn(CROP_STATUSES)
  status?: CropStatus;

  /** true: only your own listings, archived ones included */
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  mine?: boolean;

  @ApiPropertyOptional({ enum: CROP_SORTS, default: 'newest' })
  @IsOptional()
  @IsIn(CROP_SORTS)
  sort?: (typeof CROP_SORTS)[number];

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @PlainInteger({ min: 1, max: 100000 })
  page?: number;

  @ApiPropertyOptional({ default: 100, minimum: 1, maximum: 100 })
  @IsOptional()
  @PlainInteger({ min: 1, max: 100 })
  limit?: number;
}
