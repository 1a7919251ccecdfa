import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { Policy } from '../../shared/auth/policy';
import { ForbiddenError, NotFoundError } from '../../shared/domain/domain-error';
import type { Lang } from '../../i18n/language';
import { isMessageKey, render, type LocalText } from '../../i18n/translate';
import { Clock } from '../../shared/time/clock';
import { Notification, type NotificationKind, type NotificationText } from '../domain/notification';
import { NotificationRepository } from './ports/notification.repository';

/**
 * What a notification says in `lang`: a text of ours in that language (so a seller who switches
 * to Gujarati reads even old notifications in Gujarati), a member's own words as written.
 */
export function sayNotification(n: Notification, lang: Lang): string {
  return n.text && isOurText(n.text) ? render(lang, n.text) : n.message;
}

/** Stored keys are checked before they are said: a key a later version dropped says the English. */
function isOurText(text: NotificationText): text is LocalText {
  if (!isMessageKey(text.key)) return false;
  return Object.values(text.params ?? {}).every(
    (value) => typeof value !== 'object' || isOurText(value),
  );
}

export const notYours = () => new ForbiddenError('NOTIFICATION.NOT_YOURS');
const notFound = () => new NotFoundError('NOTIFICATION.NOT_FOUND');

@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Creates the notification unless one of this kind already exists for the order. A text of ours
   * is kept as its key and values, and said in the reader's language whenever it is read (see
   * `say`); a plain string (an older client's own words) is kept as it came.
   */
  async notifyOnce(
    recipientId: string,
    kind: NotificationKind,
    orderId: string | null,
    text: LocalText | string,
  ): Promise<void> {
    const message = typeof text === 'string' ? text : render('en', text);
    await this.notifications.addUnlessExists(
      new Notification(
        randomUUID(),
        recipientId,
        kind,
        orderId,
        message,
        'unread',
        this.clock.now(),
        typeof text === 'string' ? null : text,
      ),
    );
  }

  /**
   * News not about an order (a price alert), written once per `dedupeKey`: a repeated event
   * writes nothing. Said in the reader's language whenever it is read, like the others.
   */
  async notifyOnceByKey(
    recipientId: string,
    kind: NotificationKind,
    dedupeKey: string,
    text: LocalText,
  ): Promise<boolean> {
    return this.notifications.addUnlessKeyExists(
      new Notification(
        randomUUID(),
        recipientId,
        kind,
        null,
        render('en', text),
        'unread',
        this.clock.now(),
        text,
        dedupeKey,
      ),
    );
  }

  /**
   * News that can happen more than once on an order (a new handover proposal, a payment said or
   * answered): replaces the order's earlier notification of this kind, unread again, for whoever
   * it is now addressed to.
   */
  async notifyLatest(
    recipientId: string,
    kind: NotificationKind,
    orderId: string,
    text: LocalText,
  ): Promise<void> {
    await this.notifications.addOrReplace(
      new Notification(
        randomUUID(),
        recipientId,
        kind,
        orderId,
        render('en', text),
        'unread',
        this.clock.now(),
        text,
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

  /** An order's notification of one kind, if there is one. */
  findForOrder(orderId: string, kind: NotificationKind): Promise<Notification | null> {
    return this.notifications.findForOrder(orderId, kind);
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
