import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OrderProblem } from '../domain/problem';
import {
  ProblemRepository,
  type ProblemOrder,
  type ProblemStatusFilter,
} from '../application/ports/problem.repository';
import { ProblemSchema } from './problem.schema';

@Injectable()
export class MikroOrmProblemRepository extends ProblemRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(problem: OrderProblem): Promise<void> {
    await this.em.persist(problem).flush();
  }

  findById(id: string): Promise<OrderProblem | null> {
    return this.em.findOne(ProblemSchema, { id }, { refresh: true });
  }

  ofOrder(orderId: string): Promise<OrderProblem[]> {
    return this.em.find(
      ProblemSchema,
      { orderId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, refresh: true },
    );
  }

  async saveResolution(problem: OrderProblem): Promise<boolean> {
    const result = await this.em.execute<{ id: string }[]>(
      `update order_problems set resolved_at = ?, resolved_by = ?, resolution_note = ?
         where id = ? and resolved_at is null returning id`,
      [problem.resolvedAt, problem.resolvedBy, problem.resolutionNote, problem.id],
    );
    return result.length === 1;
  }

  async list(
    status: ProblemStatusFilter,
    page: { offset: number; limit: number },
  ): Promise<{ items: { problem: OrderProblem; order: ProblemOrder }[]; total: number }> {
    const where = status === 'open' ? 'p.resolved_at is null' : 'p.resolved_at is not null';
    const [rows, [count]] = await Promise.all([
      this.em.execute<Record<string, unknown>[]>(
        `select p.*, o.listing_id as order_listing_id, o.seller_id as order_seller_id,
                o.buyer_id as order_buyer_id
           from order_problems p join orders o on o.id = p.order_id
          where ${where}
          order by p.created_at desc, p.id desc limit ? offset ?`,
        [page.limit, page.offset],
      ),
      this.em.execute<{ total: string }[]>(
        `select count(*) as total from order_problems p where ${where}`,
      ),
    ]);
    // A fresh fork so read models never mix with entities the request is changing.
    const fork = this.em.fork();
    return {
      items: rows.map((r) => ({
        problem: fork.map(ProblemSchema, r),
        order: {
          listingId: r.order_listing_id as string,
          sellerId: r.order_seller_id as string,
          buyerId: r.order_buyer_id as string,
        },
      })),
      total: Number(count!.total),
    };
  }
}
