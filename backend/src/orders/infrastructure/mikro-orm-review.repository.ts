import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { reviewAlready, averageOf, type OrderReview } from '../domain/review';
import {
  ReviewRepository,
  type PublishedReview,
  type RatingSummary,
} from '../application/ports/review.repository';
import { OrderReviewSchema } from './review.schema';

/**
 * A review is published when the other side of its trade has reviewed too, or its order
 * completed at or before the cutoff (the `completed` step; orders from before the timeline fall
 * back to when they were decided).
 */
const PUBLISHED = `(
  exists (select 1 from order_reviews t where t.order_id = r.order_id and t.role <> r.role)
  or coalesce(
       (select min(s.at) from order_steps s where s.order_id = r.order_id and s.type = 'completed'),
       o.decided_at, o.created_at) <= ?)`;

@Injectable()
export class MikroOrmReviewRepository extends ReviewRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(review: OrderReview): Promise<void> {
    try {
      await this.em.persist(review).flush();
    } catch (e) {
      if (e instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw reviewAlready();
      }
      throw e;
    }
  }

  async save(review: OrderReview): Promise<void> {
    await this.em.execute(
      'update order_reviews set rating = ?, comment = ?, updated_at = ? where id = ?',
      [review.rating, review.comment, review.updatedAt, review.id],
    );
  }

  async ofOrder(orderId: string): Promise<OrderReview[]> {
    const rows = await this.em.execute<Record<string, unknown>[]>(
      'select * from order_reviews where order_id = ? order by created_at, id',
      [orderId],
    );
    // A fresh fork so read models never mix with entities the request is changing.
    const fork = this.em.fork();
    return rows.map((r) => fork.map(OrderReviewSchema, r));
  }

  async publishedAbout(
    userId: string,
    blindCutoff: Date,
    page: { offset: number; limit: number },
  ): Promise<{ items: PublishedReview[]; rating: RatingSummary }> {
    const from = `from order_reviews r join orders o on o.id = r.order_id
      where r.reviewee_id = ? and ${PUBLISHED}`;
    const [rows, [summary]] = await Promise.all([
      this.em.execute<(Record<string, unknown> & { listing_id: string })[]>(
        `select r.*, o.listing_id ${from} order by r.created_at desc, r.id limit ? offset ?`,
        [userId, blindCutoff, page.limit, page.offset],
      ),
      this.em.execute<{ total: string; stars: string | null }[]>(
        `select count(*) as total, sum(r.rating) as stars ${from}`,
        [userId, blindCutoff],
      ),
    ]);
    const fork = this.em.fork();
    const count = Number(summary!.total);
    return {
      items: rows.map(({ listing_id, ...r }) => ({
        review: fork.map(OrderReviewSchema, r),
        listingId: listing_id,
      })),
      rating: { average: averageOf(Number(summary!.stars ?? 0), count), count },
    };
  }

  async ratingsOf(
    userIds: readonly string[],
    blindCutoff: Date,
  ): Promise<Map<string, RatingSummary>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.em.execute<{ id: string; total: string; stars: string }[]>(
      `select r.reviewee_id as id, count(*) as total, sum(r.rating) as stars
         from order_reviews r join orders o on o.id = r.order_id
        where r.reviewee_id = any(string_to_array(?, ',')::uuid[]) and ${PUBLISHED}
        group by r.reviewee_id`,
      [userIds.join(','), blindCutoff],
    );
    return new Map(
      rows.map((r) => [
        r.id,
        { average: averageOf(Number(r.stars), Number(r.total)), count: Number(r.total) },
      ]),
    );
  }
}
