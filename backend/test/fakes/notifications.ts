import { NotificationRepository } from '../../src/notifications/application/ports/notification.repository';
import type { Notification } from '../../src/notifications/domain/notification';

/** Notifications in memory, unique per (order, kind) like the table. */
export class InMemoryNotifications extends NotificationRepository {
  readonly rows: Notification[] = [];
  addUnlessExists(n: Notification) {
    if (n.orderId && this.rows.some((r) => r.orderId === n.orderId && r.kind === n.kind))
      return Promise.resolve(false);
    this.rows.push(n);
    return Promise.resolve(true);
  }
  addUnlessKeyExists(n: Notification) {
    if (n.dedupeKey && this.rows.some((r) => r.dedupeKey === n.dedupeKey))
      return Promise.resolve(false);
    this.rows.push(n);
    return Promise.resolve(true);
  }
  addOrReplace(n: Notification) {
    const i = this.rows.findIndex((r) => r.orderId === n.orderId && r.kind === n.kind);
    if (i >= 0) this.rows.splice(i, 1);
    this.rows.push(n);
    return Promise.resolve();
  }
  findById(id: string) {
    return Promise.resolve(this.rows.find((r) => r.id === id) ?? null);
  }
  findForOrder(orderId: string, kind: Notification['kind']) {
    return Promise.resolve(this.rows.find((r) => r.orderId === orderId && r.kind === kind) ?? null);
  }
  save() {
    return Promise.resolve();
  }
  listFor(recipientId: string) {
    return Promise.resolve(this.rows.filter((r) => r.recipientId === recipientId));
  }
  markForOrder(orderId: string, kind: Notification['kind'], status: Notification['status']) {
    for (const r of this.rows) if (r.orderId === orderId && r.kind === kind) r.status = status;
    return Promise.resolve();
  }
}
