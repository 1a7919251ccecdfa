import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Order, OrderStatus } from '../domain/order';
import { OrderRepository, type OrderView } from '../application/ports/order.repository';
import { OrderSchema } from './order.schema';

interface Row {
  crop_name: string;
  crop_unit: string;
  crop_price: string;
  crop_quantity: string;
  seller_name: string;
  buyer_name: string;
  [column: string]: unknown;
}

const VIEW = `select o.*, l.name as crop_name, l.unit as crop_unit, l.price as crop_price, l.quantity as crop_quantity,
    s.name as seller_name, b.name as buyer_name
  from orders o
  join crop_listings l on l.id = o.listing_id
  join users s on s.id = o.seller_id
  join users b on b.id = o.buyer_id`;

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

  async saveDecision(order: Order): Promise<boolean> {
    const result = await this.em.execute<{ id: string }[]>(
      `update orders set status = ?, decided_at = ? where id = ? and status = 'Pending' returning id`,
      [order.status, order.decidedAt, order.id],
    );
    return result.length === 1;
  }

  async findView(id: string): Promise<OrderView | null> {
    const rows = await this.em.execute<Row[]>(`${VIEW} where o.id = ?`, [id]);
    return rows[0] ? this.toView(rows[0]) : null;
  }

  async listForUser(
    userId: string,
    status: OrderStatus | undefined,
    page: { offset: number; limit: number },
  ): Promise<{ items: OrderView[]; total: number }> {
    const where = `(o.seller_id = ? or o.buyer_id = ?) ${status ? 'and o.status = ?' : ''}`;
    const params = status ? [userId, userId, status] : [userId, userId];
    const [rows, [count]] = await Promise.all([
      this.em.execute<Row[]>(
        `${VIEW} where ${where} order by o.created_at desc, o.id limit ? offset ?`,
        [...params, page.limit, page.offset],
      ),
      this.em.execute<{ total: string }[]>(
        `select count(*) as total from orders o where ${where}`,
        params,
      ),
    ]);
    return { items: rows.map((r) => this.toView(r)), total: Number(count.total) };
  }

  private toView(row: Row): OrderView {
    const { crop_name, crop_unit, crop_price, crop_quantity, seller_name, buyer_name, ...columns } =
      row;
    // A fresh fork so read models never mix with entities the request is changing.
    const order = this.em.fork().map(OrderSchema, columns);
    return {
      order,
      crop: { name: crop_name, unit: crop_unit, price: crop_price, quantity: crop_quantity },
      seller: { id: order.sellerId, name: seller_name },
      buyer: { id: order.buyerId, name: buyer_name },
    };
  }
}
