import {
  ReviewRepository,
  type PublishedReview,
  type RatingSummary,
} from '../../src/orders/application/ports/review.repository';
import { averageOf, type OrderReview } from '../../src/orders/domain/review';
import type { InMemoryOrderRepository } from './orders';

/** Reviews in memory, published by the same rule as the SQL (other side reviewed, or blind over). */
export class InMemoryReviewRepository extends ReviewRepository {
  readonly rows: OrderReview[] = [];
  constructor(private readonly orders: InMemoryOrderRepository) {
    super();
  }
  add(review: OrderReview) {
    if (this.rows.some((r) => r.orderId === review.orderId && r.reviewerId === review.reviewerId)) {
      return Promise.reject(new Error('unique violation'));
    }
    this.rows.push(review);
    return Promise.resolve();
  }
  save() {
    return Promise.resolve();
  }
  ofOrder(orderId: string) {
    return Promise.resolve(this.rows.filter((r) => r.orderId === orderId));
  }
  private published(cutoff: Date) {
    return this.rows.filter((r) => {
      const completed = this.orders.steps.find(
        (s) => s.orderId === r.orderId && s.type === 'completed',
      );
      return (
        this.rows.some((t) => t.orderId === r.orderId && t.role !== r.role) ||
        (completed !== undefined && completed.at <= cutoff)
      );
    });
  }
  private summary(rows: OrderReview[]): RatingSummary {
    const sum = rows.reduce((s, r) => s + r.rating, 0);
    return { average: averageOf(sum, rows.length), count: rows.length };
  }
  publishedAbout(userId: string, cutoff: Date, page: { offset: number; limit: number }) {
    const about = this.published(cutoff)
      .filter((r) => r.revieweeId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const items: PublishedReview[] = about
      .slice(page.offset, page.offset + page.limit)
      .map((review) => ({ review, listingId: this.orders.rows.get(review.orderId)!.listingId }));
    return Promise.resolve({ items, rating: this.summary(about) });
  }
  ratingsOf(userIds: readonly string[], cutoff: Date) {
    const published = this.published(cutoff);
    const found = new Map<string, RatingSummary>();
    for (const id of userIds) {
      const about = published.filter((r) => r.revieweeId === id);
      if (about.length) found.set(id, this.summary(about));
    }
    return Promise.resolve(found);
  }
}
