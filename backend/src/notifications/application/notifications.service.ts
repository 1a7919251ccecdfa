import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { Policy } from '../../shared/auth/policy';
import { ForbiddenError, NotFoundError } from '../../shared/domain/domain-error';
import { ProfileLanguages } from '../../i18n/profile-languages';
import { render, type LocalText } from '../../i18n/translate';
import { Clock } from '../../shared/time/clock';
import { Notification, type NotificationKind } from '../domain/notification';
import { NotificationRepository } from './ports/notification.repository';

export const notYours = () => new ForbiddenError('NOTIFICATION.NOT_YOURS');
const notFound = () => new NotFoundError('NOTIFICATION.NOT_FOUND');

@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly clock: Clock,
    private readonly languages: ProfileLanguages,
  ) {}

  /**
   * Creates the notification unless one of this kind already exists for the order. A text of ours
   * is written in the recipient's profile language; a plain string (an older client's own words)
   * is kept as it came.
   */
  async notifyOnce(
    recipientId: string,
    kind: NotificationKind,
    orderId: string | null,
    text: LocalText | string,
  ): Promise<void> {
    const message =
      typeof text === 'string' ? text : render(await this.languages.of(recipientId), text);
    await this.notifications.addUnlessExists(
      new Notification(
        randomUUID(),
        recipientId,
        kind,
        orderId,
        message,
        'unread',
        this.clock.now(),
      ),
    );
  }

  /**
   * Once an order is decided, the seller's "new order" notification is settled: accepted when
   * they accepted it, read otherwise. The server does it, so every client agrees.
   */
  async settleOrderRequest(orderId: string, status: 'read' | 'accepted'): Promise<void> {
    await this.notifications.markForOrder(orderId, 'order_placed', status);
  }

  async listFor(
    actor: AuthenticatedUser,
    userId: string,
  ): Promise<{ items: Notification[]; unread: number }> {
    Policy.requireSelf(actor, userId, notYours);
    const items = await this.notifications.listFor(userId);
    return { items, unread: items.filter((n) => n.status === 'unread').length };
  }

  async mark(
    actor: AuthenticatedUser,
    id: string,
    status: 'read' | 'accepted',
  ): Promise<Notification> {
    const notification = await this.notifications.findById(id);
    if (!notification) throw notFound();
    if (notification.recipientId !== actor.id) throw notYours();
    notification.mark(status);
    await this.notifications.save(notification);
    return notification;
  }
}
