import type { Notification } from '../../domain/notification';

export abstract class NotificationRepository {
  /** Inserts unless a notification of the same kind for the same order exists; true when inserted. */
  abstract addUnlessExists(notification: Notification): Promise<boolean>;
  /**
   * Inserts, or replaces the order's notification of the same kind (for news that can happen more
   * than once, such as a new handover proposal: only the latest matters, shown unread again).
   */
  /** Inserts unless a notification with the same dedupe key exists; true when inserted. */
  abstract addUnlessKeyExists(notification: Notification): Promise<boolean>;
  abstract addOrReplace(notification: Notification): Promise<void>;
  abstract findById(id: string): Promise<Notification | null>;
  /** An order's notification of one kind, if there is one. */
  abstract findForOrder(orderId: string, kind: Notification['kind']): Promise<Notification | null>;
  abstract save(notification: Notification): Promise<void>;
  /** Newest first, at most 100. */
  abstract listFor(recipientId: string): Promise<Notification[]>;
  /** Sets the status of an order's notification of one kind (no-op when there is none). */
  abstract markForOrder(
    orderId: string,
    kind: Notification['kind'],
    status: Notification['status'],
  ): Promise<void>;
}
