import { Injectable } from '@nestjs/common';
import { DEFAULT_LANG, type Lang } from '../../i18n/language';
import { translate } from '../../i18n/translate';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { ForbiddenError, InvalidInputError } from '../../shared/domain/domain-error';
import { NotificationsService } from './notifications.service';
import { BuyerOrders } from './ports/buyer-orders';

export interface LegacyNotificationCommand {
  sellerId: string;
  buyerId: string;
  cropId: string;
  message: string;
}

/**
 * The older app posted a notification after each order. Orders now notify the seller themselves,
 * so for a crop the caller has ordered this does nothing; otherwise it sends the message once.
 */
@Injectable()
export class LegacyOrderMessages {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly orders: BuyerOrders,
  ) {}

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
