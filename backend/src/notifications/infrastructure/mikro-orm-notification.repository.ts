import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Notification } from '../domain/notification';
import { NotificationRepository } from '../application/ports/notification.repository';
import { NotificationSchema } from './notification.schema';

@Injectable()
export class MikroOrmNotificationRepository extends NotificationRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async addUnlessExists(n: Notification): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into notifications (id, recipient_id, kind, order_id, message, status, created_at, text)
       values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (order_id, kind) do nothing returning id`,
      [
        n.id,
        n.recipientId,
        n.kind,
        n.orderId,
        n.message,
        n.status,
        n.createdAt,
        n.text === null ? null : JSON.stringify(n.text),
      ],
    );
    return rows.length === 1;
  }

  async addUnlessKeyExists(n: Notification): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into notifications (id, recipient_id, kind, order_id, message, status, created_at, text, dedupe_key)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (dedupe_key) do nothing returning id`,
      [
        n.id,
        n.recipientId,
        n.kind,
        n.orderId,
        n.message,
        n.status,
        n.createdAt,
        n.text === null ? null : JSON.stringify(n.text),
        n.dedupeKey,
      ],
    );
    return rows.length === 1;
  }

  async addOrReplace(n: Notification): Promise<void> {
    await this.em.execute(
      `insert into notifications (id, recipient_id, kind, order_id, message, status, created_at, text)
       values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (order_id, kind) do update set
         recipient_id = excluded.recipient_id, message = excluded.message, status = excluded.status,
         created_at = excluded.created_at, text = excluded.text`,
      [
        n.id,
        n.recipientId,
        n.kind,
        n.orderId,
        n.message,
        n.status,
        n.createdAt,
        n.text === null ? null : JSON.stringify(n.text),
      ],
    );
  }

  findById(id: string): Promise<Notification | null> {
    return this.em.findOne(NotificationSchema, { id });
  }

  findForOrder(orderId: string, kind: Notification['kind']): Promise<Notification | null> {
    return this.em.findOne(NotificationSchema, { orderId, kind });
  }

  async save(n: Notification): Promise<void> {
    await this.em.persist(n).flush();
  }

  async markForOrder(
    orderId: string,
    kind: Notification['kind'],
    status: Notification['status'],
  ): Promise<void> {
    await this.em.execute('update notifications set status = ? where order_id = ? and kind = ?', [
      status,
      orderId,
      kind,
    ]);
  }

  listFor(recipientId: string): Promise<Notification[]> {
    return this.em.find(
      NotificationSchema,
      { recipientId },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit: 100 },
    );
  }
}
