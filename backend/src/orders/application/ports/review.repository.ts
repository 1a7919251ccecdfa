import type { OrderReview } from '../../domain/review';

/** A published review with the listing its order was for (for the crop's name). */
export interface PublishedReview {
  review: OrderReview;
  listingId: string;
}

/** How a member is rated: over the published reviews they received. */
export interface RatingSummary {
  /** The mean of the stars, to one decimal; null with no published reviews. */
  average: number | null;
  count: number;
}

export abstract class ReviewRepository {
  /** Stores a new review; a second one by the same reviewer of the same order is a 409 (REVIEW.ALREADY). */
  abstract add(review: OrderReview): Promise<void>;
  /** Writes a review's new stars, comment and updatedAt. */
  abstract save(review: OrderReview): Promise<void>;
  /** The reviews of one order (none, one or two). */
  abstract ofOrder(orderId: string): Promise<OrderReview[]>;
  /**
   * One page of the published reviews about a member, newest first, with their total and the
   * rating over all of them. Published: both sides of the trade have reviewed, or the order
   * completed at or before `blindCutoff`.
   */
  abstract publishedAbout(
    userId: string,
    blindCutoff: Date,
    page: { offset: number; limit: number },
  ): Promise<{ items: PublishedReview[]; rating: RatingSummary }>;
  /** The rating of each of these members over their published reviews (see publishedAbout). */
  abstract ratingsOf(
    userIds: readonly string[],
    blindCutoff: Date,
  ): Promise<Map<string, RatingSummary>>;
}
