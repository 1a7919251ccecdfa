import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { OrderReviews, PublicReview, PublicReviews } from '../application/reviews.service';
import type { RatingSummary } from '../application/ports/review.repository';
import type { OrderParty } from '../domain/order';
import {
  RATING_MAX,
  RATING_MIN,
  RATINGS_BATCH_MAX,
  REVIEW_COMMENT_MAX,
  type OrderReview,
} from '../domain/review';
import { PlainInteger } from '../../shared/http/strict-params';
import { sayKey } from '../../shared/http/validation-text';

const RATING_TEXT = sayKey('REVIEW.INVALID_RATING', { min: RATING_MIN, max: RATING_MAX });

/** A review of the other side of a completed order: POST creates it, PUT replaces it. */
export class ReviewBodyDto {
  /** Stars: a whole number from 1 to 5 */
  @ApiProperty({ minimum: RATING_MIN, maximum: RATING_MAX, multipleOf: 1 })
  @IsInt({ message: RATING_TEXT })
  @Min(RATING_MIN, { message: RATING_TEXT })
  @Max(RATING_MAX, { message: RATING_TEXT })
  rating!: number;

  /** A few words about the trade (trimmed; empty or left out: none). PUT without it removes it. */
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: REVIEW_COMMENT_MAX })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(REVIEW_COMMENT_MAX)
  comment?: string | null;
}

/** 100 ids of 36 characters and the commas between them. */
const IDS_MAX_LENGTH = RATINGS_BATCH_MAX * 37 - 1;
/** At most RATINGS_BATCH_MAX comma-separated parts. */
const AT_MOST_BATCH = new RegExp(`^[^,]*(,[^,]*){0,${RATINGS_BATCH_MAX - 1}}$`);
const IDS_TEXT = sayKey('REVIEW.INVALID_IDS', { max: RATINGS_BATCH_MAX });

export class RatingsQueryDto {
  /** Up to 100 member ids, separated by commas; a part that is no member id is left out of the answer */
  @ApiProperty({
    maxLength: IDS_MAX_LENGTH,
    example: '0b5f0c9e-6c1e-4f43-9a55-1d2f1d3c2b10,7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  })
  @IsString({ message: IDS_TEXT })
  @MaxLength(IDS_MAX_LENGTH, { message: IDS_TEXT })
  @Matches(AT_MOST_BATCH, { message: IDS_TEXT })
  ids!: string;
}

export class ReviewsQueryDto {
  /** The page of reviews, newest first (20 a page) */
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @PlainInteger({ min: 1, max: 10000 })
  page?: number;
}

/** One side's review of the other after a completed trade */
export class OrderReviewDto {
  /** Stars, 1 to 5 */
  rating!: number;
  @ApiProperty({ type: String, nullable: true })
  comment!: string | null;
  /** The reviewer's side of the trade */
  @ApiProperty({ enum: ['buyer', 'seller'] })
  role!: OrderParty;
  /** When it was posted */
  at!: string;
  /** When it was last changed; null when never */
  @ApiProperty({ type: String, nullable: true })
  editedAt!: string | null;

  static from(r: OrderReview): OrderReviewDto {
    return {
      rating: r.rating,
      comment: r.comment,
      role: r.role,
      at: r.createdAt.toISOString(),
      editedAt: r.updatedAt.getTime() !== r.createdAt.getTime() ? r.updatedAt.toISOString() : null,
    };
  }
}

/** The reviews of an order as you see them (double-blind until both posted or 7 days passed) */
export class OrderReviewsDto {
  /** Your review; always shown to you */
  @ApiProperty({ type: OrderReviewDto, nullable: true })
  mine!: OrderReviewDto | null;
  /** The other side's review, once published; null before (or when they wrote none) */
  @ApiProperty({ type: OrderReviewDto, nullable: true })
  theirs!: OrderReviewDto | null;
  /** Until when you may change your review (PUT /api/orders/{id}/review); null when you cannot */
  @ApiProperty({ type: String, nullable: true })
  editableUntil!: string | null;
  /** While the reviews are hidden: when they show at the latest; null once published */
  @ApiProperty({ type: String, nullable: true })
  hiddenUntil!: string | null;

  static from(r: OrderReviews): OrderReviewsDto {
    return {
      mine: r.mine ? OrderReviewDto.from(r.mine) : null,
      theirs: r.theirs ? OrderReviewDto.from(r.theirs) : null,
      editableUntil: r.editableUntil?.toISOString() ?? null,
      hiddenUntil: r.hiddenUntil?.toISOString() ?? null,
    };
  }
}

/** A member's rating over the published reviews they received */
export class RatingDto {
  /** Mean stars to one decimal; null with no published reviews */
  @ApiProperty({ type: Number, nullable: true })
  average!: number | null;
  /** Published reviews */
  count!: number;

  static from(r: RatingSummary): RatingDto {
    return { average: r.average, count: r.count };
  }
}

/** A published review on a member's public page */
export class PublicReviewDto {
  rating!: number;
  @ApiProperty({ type: String, nullable: true })
  comment!: string | null;
  /** The reviewer's side of the trade: the buyer reviewing a seller, or the other way round */
  @ApiProperty({ enum: ['buyer', 'seller'] })
  role!: OrderParty;
  /** First name and the initial of the last */
  reviewerName!: string;
  cropName!: string;
  at!: string;

  static from(r: PublicReview): PublicReviewDto {
    return {
      rating: r.rating,
      comment: r.comment,
      role: r.role,
      reviewerName: r.reviewerName,
      cropName: r.cropName,
      at: r.at.toISOString(),
    };
  }
}

/** A member's public reviews: their rating and a page of published reviews, newest first */
export class UserReviewsDto {
  /** The member: first name and the initial of the last */
  name!: string;
  /** Mean stars to one decimal; null with no published reviews */
  @ApiProperty({ type: Number, nullable: true })
  average!: number | null;
  /** Published reviews, over all pages */
  count!: number;
  page!: number;
  pageSize!: number;
  latest!: PublicReviewDto[];

  static from(r: PublicReviews): UserReviewsDto {
    return {
      name: r.name,
      average: r.average,
      count: r.count,
      page: r.page,
      pageSize: r.pageSize,
      latest: r.latest.map(PublicReviewDto.from),
    };
  }
}
