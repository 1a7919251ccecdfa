export const NOTIFICATION_STATUSES = ['unread', 'read', 'accepted'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_accepted',
  'order_rejected',
  'order_cancelled',
  'order_handed_over',
  'order_completed',
  'order_handover_proposed',
  'order_handover_confirmed',
  'order_payment_reported',
  'order_payment_answered',
  'order_problem',
  'order_problem_resolved',
  'message',
  'price_alert',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const MAX_NOTIFICATION_LENGTH = 500;
export const MAX_DEDUPE_KEY = 200;

/** A placeholder's value: a word or number as is, or a text of ours to say in the same language. */
export type NotificationParam = string | number | NotificationText;

/** A text of ours, not yet in a language: a message key and its values. */
export interface NotificationText {
  key: string;
  params?: Record<string, NotificationParam>;
}

/** Something a user should see in the bell: mostly about their orders, or a price alert. */
export class Notification {
  constructor(
    readonly id: string,
    readonly recipientId: string,
    readonly kind: NotificationKind,
    /** The order it is about; one notification per order and kind. */
    readonly orderId: string | null,
    /**
     * A member's own words (kind `message`), kept as written; for a text of ours, its English,
     * for whoever reads the table.
     */
    readonly message: string,
    public status: NotificationStatus,
    readonly createdAt: Date,
    /** A text of ours: said in the reader's language each time it is read. */
    readonly text: NotificationText | null = null,
    /**
     * For news not about an order (a price alert): what makes it the same news twice, e.g.
     * `price_alert:<watch>:above:2026-11-22`; unique, so a repeated event writes nothing.
     */
    readonly dedupeKey: string | null = null,
  ) {}

  mark(status: 'read' | 'accepted'): void {
    this.status = status;
  }
}
