import { Injectable } from '@nestjs/common';
import { DEFAULT_LANG, type Lang } from '../../i18n/language';
import { translate } from '../../i18n/translate';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import {
  ForbiddenError,
  InvalidInputError,
  UnauthenticatedError,
} from '../../shared/domain/domain-error';
import { Clock } from '../../shared/time/clock';
import type { Notification } from '../domain/notification';
import { NotificationsService } from './notifications.service';
import { BuyerOrders } from './ports/buyer-orders';

/**
 * How long after placing an order the older client's follow-up call is answered without a token:
 * it makes that call at once, so minutes are plenty for a slow link and its retries.
 */
export const LEGACY_FOLLOW_UP_WINDOW_MS = 10 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LegacyNotificationCommand {
  sellerId: string;
  buyerId: string;
  cropId: string;
  message: string;
}

/**
 * The older app posted a notification after each order. Orders now notify the seller themselves,
 * so for a crop the caller has ordered this does nothing; otherwise it sends the message once.
 * That app sends this call without a token: see {@link LegacyOrderMessages.followUp}.
 */
@Injectable()
export class LegacyOrderMessages {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly orders: BuyerOrders,
    private readonly clock: Clock,
  ) {}

  /**
   * The older app's call after placing an order, sent without a token: answered only when it
   * names an order placed in the last {@link LEGACY_FOLLOW_UP_WINDOW_MS} between that buyer and
   * seller for that crop, with the notification the order already sent the seller (never a second
   * one). Anything else is 401, as any call without a token; nothing is written either way, so the
   * call can neither reach a seller nor tell a stranger more than the ids it already holds.
   */
  async followUp(cmd: LegacyNotificationCommand): Promise<Notification> {
    const refused = () => new UnauthenticatedError('AUTH.REQUIRED');
    if (!UUID.test(cmd.buyerId) || !UUID.test(cmd.sellerId)) throw refused();
    const crop = await this.orders.sellerOf(cmd.cropId);
    if (!crop || crop.sellerId.toLowerCase() !== cmd.sellerId.toLowerCase()) throw refused();
    const since = new Date(this.clock.now().getTime() - LEGACY_FOLLOW_UP_WINDOW_MS);
    const orderId = await this.orders.placedSince(
      { buyerId: cmd.buyerId.toLowerCase(), sellerId: crop.sellerId, listingId: crop.listingId },
      since,
    );
    if (!orderId) throw refused();
    const told = await this.notifications.findForOrder(orderId, 'order_placed');
    if (!told) throw refused();
    return told;
  }

  async send(
    actor: AuthenticatedUser,
    cmd: LegacyNotificationCommand,
    lang: Lang = DEFAULT_LANG,
  ): Promise<{ created: boolean; message: string }> {
    if (cmd.buyerId !== actor.id) {
      throw new ForbiddenError('NOTIFICATION.BUYER_NOT_YOU');
    }
    const crop = await this.orders.sellerOf(cmd.cropId);
    if (!crop || crop.sellerId !== cmd.sellerId) {
      throw new InvalidInputError('NOTIFICATION.WRONG_SELLER');
    }
    if (await this.orders.hasOrdered(actor.id, crop.listingId)) {
      return { created: false, message: translate(lang, 'DONE.SELLER_ALREADY_NOTIFIED') };
    }
    await this.notifications.notifyOnce(cmd.sellerId, 'message', null, cmd.message.trim());
    return { created: true, message: translate(lang, 'DONE.SELLER_NOTIFIED') };
  }
}
