import { ConflictError, InvalidInputError, NotFoundError } from '../../shared/domain/domain-error';
import type { Order, OrderParty } from './order';

/** Stars a review gives: a whole number from 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The most a review's comment may hold, after trimming. */
export const REVIEW_COMMENT_MAX = 500;
/** A review may be changed this long after it was first posted. */
export const REVIEW_EDIT_WINDOW_MS = 14 * 24 * 3600 * 1000;
/**
 * Double-blind: a trade's reviews stay hidden (from the other side and the public) until both
 * sides have posted theirs, or this long after the order completed, whichever comes first.
 */
export const REVIEW_BLIND_MS = 7 * 24 * 3600 * 1000;
/** The most reviews one public page lists. */
export const REVIEWS_PAGE_SIZE = 20;
/** The most members one ratings request may ask about. */
export const RATINGS_BATCH_MAX = 100;

export const reviewNotCompleted = () => new ConflictError('REVIEW.NOT_COMPLETED');
export const reviewAlready = () => new ConflictError('REVIEW.ALREADY');
export const reviewEditClosed = () =>
  new ConflictError('REVIEW.EDIT_CLOSED', { days: REVIEW_EDIT_WINDOW_MS / (24 * 3600 * 1000) });
export const reviewNotFound = () => new NotFoundError('REVIEW.NOT_FOUND#order');

/** A rating as sent: a JSON whole number from 1 to 5 (not "5", not 4.5). */
export function parseRating(input: unknown): number {
  if (
    typeof input !== 'number' ||
    !Number.isInteger(input) ||
    input < RATING_MIN ||
    input > RATING_MAX
  ) {
    throw new InvalidInputError('REVIEW.INVALID_RATING', { min: RATING_MIN, max: RATING_MAX });
  }
  return input;
}

/** A comment as sent: trimmed, empty means none, at most REVIEW_COMMENT_MAX characters. */
export function cleanComment(input: unknown): string | null {
  if (input === undefined || input === null) return null;
  if (typeof input !== 'string') throw new InvalidInputError('REVIEW.INVALID_COMMENT');
  const text = input.trim();
  if (text.length > REVIEW_COMMENT_MAX) {
    throw new InvalidInputError('REVIEW.COMMENT_TOO_LONG', { max: REVIEW_COMMENT_MAX });
  }
  return text || null;
}

/** One side's rating of the other after a completed trade (issue #21). */
export class OrderReview {
  constructor(
    readonly id: string,
    readonly orderId: string,
    /** Who wrote it: the buyer or the seller of the order. */
    readonly reviewerId: string,
    /** Whom it is about: the other side of the order. */
    readonly revieweeId: string,
    /** The reviewer's side of the trade. */
    readonly role: OrderParty,
    public rating: number,
    public comment: string | null,
    readonly createdAt: Date,
    public updatedAt: Date,
  ) {}

  /**
   * `party`'s review of the other side of a Completed order (409 REVIEW.NOT_COMPLETED before).
   * The reviewee is the other party, so nobody can review themselves.
   */
  static write(
    id: string,
    order: Pick<Order, 'id' | 'status' | 'sellerId' | 'buyerId'>,
    party: OrderParty,
    rating: unknown,
    comment: unknown,
    now: Date,
  ): OrderReview {
    if (order.status !== 'Completed') throw reviewNotCompleted();
    const stars = parseRating(rating);
    const words = cleanComment(comment);
    const [reviewer, reviewee] =
      party === 'buyer' ? [order.buyerId, order.sellerId] : [order.sellerId, order.buyerId];
    return new OrderReview(id, order.id, reviewer, reviewee, party, stars, words, now, now);
  }

  /** Until when its writer may change it. */
  editableUntil(): Date {
    return new Date(this.createdAt.getTime() + REVIEW_EDIT_WINDOW_MS);
  }

  canEdit(now: Date): boolean {
    return now.getTime() < this.editableUntil().getTime();
  }

  /** Changes the stars and comment, within REVIEW_EDIT_WINDOW_MS of posting (409 after). */
  edit(rating: unknown, comment: unknown, now: Date): void {
    if (!this.canEdit(now)) throw reviewEditClosed();
    this.rating = parseRating(rating);
    this.comment = cleanComment(comment);
    this.updatedAt = now;
  }
}

/** When a completed order's reviews show, at the latest (REVIEW_BLIND_MS after completion). */
export function blindUntil(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_BLIND_MS);
}

/**
 * Whether a trade's reviews are out of the blind: both sides have posted, or the blind period
 * after completion is over.
 */
export function reviewsPublished(
  reviews: readonly Pick<OrderReview, 'role'>[],
  completedAt: Date,
  now: Date,
): boolean {
  const bothPosted =
    reviews.some((r) => r.role === 'buyer') && reviews.some((r) => r.role === 'seller');
  return bothPosted || now.getTime() >= blindUntil(completedAt).getTime();
}

/** An average of stars to one decimal (4.25 -> 4.3); null with no ratings. */
export function averageOf(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum * 10) / count) / 10 : null;
}

/**
 * How a reviewer is named in public: the first name and the initial of the last ("Savita P."),
 * or just the one name someone gave.
 */
export function publicName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0]!;
  const last = words[words.length - 1]!;
  return `${words[0]} ${[...last][0]!.toLocaleUpperCase()}.`;
}
