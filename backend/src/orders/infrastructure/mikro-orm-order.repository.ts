import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { HandoverPlan } from '../domain/handover';
import type { Order, OrderStatus, OrderStep } from '../domain/order';
import type { PaymentStatus } from '../domain/payment';
import { HandoverPlanSchema } from './handover-plan.schema';
import { OrderRepository } from '../application/ports/order.repository';
import { OrderSchema } from './order.schema';
import { OrderStepSchema } from './order-step.schema';

@Injectable()
export class MikroOrmOrderRepository extends OrderRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(order: Order): Promise<void> {
    await this.em.persist(order).flush();
  }

  findById(id: string): Promise<Order | null> {
    return this.em.findOne(OrderSchema, { id }, { refresh: true });
  }

  async saveMove(order: Order, from: OrderStatus): Promise<boolean> {
    const result = await this.em.execute<{ id: string }[]>(
      `update orders set status = ?, decided_at = ? where id = ? and status = ? returning id`,
      [order.status, order.decidedAt, order.id, from],
    );
    return result.length === 1;
  }

  async saveHandover(order: Order): Promise<boolean> {
    const result = await this.em.execute<{ id: string }[]>(
      `update orders set handed_over_at = ? where id = ? and status = 'Accepted'
         and handed_over_at is null returning id`,
      [order.handedOverAt, order.id],
    );
    return result.length === 1;
  }

  async completeHandedOverBefore(cutoff: Date, limit: number): Promise<Order[]> {
    const rows = await this.em.execute<Record<string, unknown>[]>(
      // Not while a problem reported on the order is open, nor within 72 hours of the last
      // resolution: the clock runs again from it (orders/domain/problem.ts, autoCompleteAtWith).
      `update orders set status = 'Completed' where id in (
         select id from orders where status = 'Accepted' and handed_over_at <= ?
           and not exists (select 1 from order_problems p where p.order_id = orders.id
             and (p.resolved_at is null or p.resolved_at > ?))
         order by handed_over_at limit ? for update skip locked)
       and status = 'Accepted' returning *`,
      [cutoff, cutoff, limit],
    );
    const fork = this.em.fork();
    return rows.map((r) => fork.map(OrderSchema, r));
  }

  async findForUpdate(id: string): Promise<Order | null> {
    const rows = await this.em.execute<Record<string, unknown>[]>(
      'select * from orders where id = ? for update',
      [id],
    );
    return rows[0] ? this.em.fork().map(OrderSchema, rows[0]) : null;
  }

  async savePayment(order: Order, from: PaymentStatus): Promise<boolean> {
    const result = await this.em.execute<{ id: string }[]>(
      `update orders set payment_status = ?, payment_utr = ?, payment_changed_at = ?
         where id = ? and payment_status = ? returning id`,
      [order.paymentStatus, order.paymentUtr, order.paymentChangedAt, order.id, from],
    );
    return result.length === 1;
  }

  plansOf(orderId: string): Promise<HandoverPlan[]> {
    return this.em.find(
      HandoverPlanSchema,
      { orderId },
      { orderBy: { proposedAt: 'asc', id: 'asc' }, refresh: true },
    );
  }

  async propose(plan: HandoverPlan): Promise<void> {
    await this.em.execute(
      `update order_handover_plans set superseded_at = ?
         where order_id = ? and confirmed_at is null and superseded_at is null`,
      [plan.proposedAt, plan.orderId],
    );
    await this.em.persist(plan).flush();
  }

  async saveConfirmation(plan: HandoverPlan): Promise<boolean> {
    const result = await this.em.execute<{ id: string }[]>(
      `update order_handover_plans set confirmed_at = ?
         where id = ? and confirmed_at is null and superseded_at is null returning id`,
      [plan.confirmedAt, plan.id],
    );
    return result.length === 1;
  }

  async addStep(step: OrderStep): Promise<void> {
    await this.em.persist(step).flush();
  }

  stepsOf(orderId: string): Promise<OrderStep[]> {
    return this.em.find(OrderStepSchema, { orderId }, { orderBy: { at: 'asc', id: 'asc' } });
  }

  async listForUser(
    userId: string,
    status: OrderStatus | undefined,
    page: { offset: number; limit: number },
  ): Promise<{ items: Order[]; total: number }> {
    const where = `(o.seller_id = ? or o.buyer_id = ?) ${status ? 'and o.status = ?' : ''}`;
    const params = status ? [userId, userId, status] : [userId, userId];
    const [rows, [count]] = await Promise.all([
      this.em.execute<Record<string, unknown>[]>(
        `select o.* from orders o where ${where} order by o.created_at desc, o.id limit ? offset ?`,
        [...params, page.limit, page.offset],
      ),
      this.em.execute<{ total: string }[]>(
        `select count(*) as total from orders o where ${where}`,
        params,
      ),
    ]);
    // A fresh fork so read models never mix with entities the request is changing.
    const fork = this.em.fork();
    return { items: rows.map((r) => fork.map(OrderSchema, r)), total: Number(count.total) };
  }

  async hasOrdered(buyerId: string, listingId: string): Promise<boolean> {
    const rows = await this.em.execute(
      'select 1 from orders where buyer_id = ? and listing_id = ? limit 1',
      [buyerId, listingId],
    );
    return rows.length > 0;
  }

  async placedSince(
    parties: { buyerId: string; sellerId: string; listingId: string },
    since: Date,
  ): Promise<string | null> {
    const rows = await this.em.execute<{ id: string }[]>(
      'select id from orders where buyer_id = ? and seller_id = ? and listing_id = ? ' +
        'and created_at >= ? order by created_at desc limit 1',
      [parties.buyerId, parties.sellerId, parties.listingId, since],
    );
    return rows[0]?.id ?? null;
  }
}
