import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { LANGS, type Lang } from '../../i18n/language';
import type { Translations } from '../domain/localized-text';
import type { MachineryResourceTexts } from '../domain/machinery-resource';
import { PlainInteger } from '../../shared/http/strict-params';
import { REVIEW_LIMITS, type ResourceReview } from '../domain/machinery-resource';
import { sayKey } from '../../shared/http/validation-text';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A machinery category, with the field names older clients read. */
export class ResourceDto {
  /** UUID */
  _id!: string;
  name!: string;
  /** Absolute URL of its picture (WebP), or null */
  image!: string | null;
  description!: string;
  purpose!: string;
  popularbrand!: string;
  advantages!: string;
  /** Videos on how to use it */
  link!: string;
  howtouse!: string;
  /** The language the texts are in: the request's, or English when nobody has translated this category yet */
  @ApiProperty({ enum: LANGS })
  language!: Lang;
}

export class ResourceListDto {
  data!: ResourceDto[];
}

/** A category's texts in one more language. */
export class ResourceTextsDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'name' }) })
  @MaxLength(120)
  name!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'description' }) })
  @MaxLength(3000)
  description!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'purpose' }) })
  @MaxLength(3000)
  purpose!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'popularbrand' }) })
  @MaxLength(500)
  popularbrand!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'advantages' }) })
  @MaxLength(3000)
  advantages!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'howtouse' }) })
  @MaxLength(4000)
  howtouse!: string;
}

/** The texts in Hindi and Gujarati; a language left out is shown in English until written. */
export class ResourceTranslationsDto {
  @IsOptional()
  @ValidateNested()
  @Type(() => ResourceTextsDto)
  hi?: ResourceTextsDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => ResourceTextsDto)
  gu?: ResourceTextsDto;
}

function textsOf(dto: ResourceTextsDto): MachineryResourceTexts {
  return {
    name: dto.name,
    description: dto.description,
    purpose: dto.purpose,
    popularBrand: dto.popularbrand,
    advantages: dto.advantages,
    howToUse: dto.howtouse,
  };
}

/** Only the languages given, as the domain keeps them. */
export function resourceTranslationsOf(
  dto: ResourceTranslationsDto,
): Translations<MachineryResourceTexts> {
  const out: Translations<MachineryResourceTexts> = {};
  if (dto.hi) out.hi = textsOf(dto.hi);
  if (dto.gu) out.gu = textsOf(dto.gu);
  return out;
}

export class NewResourceDto extends ResourceTextsDto {
  @Transform(trim)
  @IsString()
  @MaxLength(500)
  @Matches(/^https:\/\/\S+$/, { message: sayKey('VALIDATION.HTTPS', { field: 'link' }) })
  link!: string;

  /** The texts in Hindi and Gujarati */
  @IsOptional()
  @ValidateNested()
  @Type(() => ResourceTranslationsDto)
  translations?: ResourceTranslationsDto;
}

export class UpdateResourceDto extends PartialType(NewResourceDto, { skipNullProperties: false }) {}

export class NewReviewDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'name' }) })
  @MaxLength(REVIEW_LIMITS.name)
  name!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_TITLE') })
  @MaxLength(REVIEW_LIMITS.title)
  title!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.WRITE_COMMENT') })
  @MaxLength(REVIEW_LIMITS.comment)
  comment!: string;
}

export class ReviewDto {
  /** UUID */
  _id!: string;
  name!: string;
  title!: string;
  comment!: string;
  /** Whether you wrote it (you may remove it) */
  mine!: boolean;
  createdAt!: string;

  static from(r: ResourceReview, viewerId: string | undefined): ReviewDto {
    return {
      _id: r.id,
      name: r.name,
      title: r.title,
      comment: r.comment,
      mine: viewerId === r.userId,
      createdAt: r.createdAt.toISOString(),
    };
  }
}

export class ReviewListDto {
  data!: ReviewDto[];
  page!: number;
  limit!: number;
  total!: number;
}

/** Both optional (they were documented as required, but never were). */
export class PageQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @PlainInteger({ min: 1, max: 10000 })
  page: number = 1;

  @ApiPropertyOptional()
  @IsOptional()
  @PlainInteger({ min: 1, max: 100 })
  limit: number = 20;
}
