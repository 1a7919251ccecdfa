export const NOTIFICATION_STATUSES = ['unread', 'read', 'accepted'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_accepted',
  'order_rejected',
  'order_cancelled',
  'message',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const MAX_NOTIFICATION_LENGTH = 500;

/** Something a user should see in the bell: mostly about their orders. */
export class Notification {
  constructor(
    readonly id: string,
    readonly recipientId: string,
    readonly kind: NotificationKind,
    /** The order it is about; one notification per order and kind. */
    readonly orderId: string | null,
    readonly message: string,
    public status: NotificationStatus,
    readonly createdAt: Date,
  ) {}

  mark(status: 'read' | 'accepted'): void {
    this.status = status;
  }
}
