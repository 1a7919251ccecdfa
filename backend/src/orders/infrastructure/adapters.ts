import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { LocalText } from '../../i18n/translate';
import { NotificationsService } from '../../notifications/application/notifications.service';
import { OrderNotifier, UserNames } from '../application/ports/order.repository';

@Injectable()
export class SqlUserNames extends UserNames {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async nameOf(userId: string): Promise<string | null> {
    const rows = await this.em.execute<{ name: string }[]>('select name from users where id = ?', [
      userId,
    ]);
    return rows[0]?.name ?? null;
  }
}

/** Orders tell people through the notifications context, inside the order's transaction. */
@Injectable()
export class NotificationsOrderNotifier extends OrderNotifier {
  constructor(private readonly notifications: NotificationsService) {
    super();
  }

  notify(
    recipientId: string,
    kind: Parameters<OrderNotifier['notify']>[1],
    orderId: string,
    text: LocalText,
  ): Promise<void> {
    return this.notifications.notifyOnce(recipientId, kind, orderId, text);
  }

  settleRequest(orderId: string, status: 'read' | 'accepted'): Promise<void> {
    return this.notifications.settleOrderRequest(orderId, status);
  }
}
