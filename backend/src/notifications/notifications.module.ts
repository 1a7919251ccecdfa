import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index';
import { CropsModule } from '../crops/index';
import { OrdersModule } from '../orders/index';
import { EventsModule } from '../shared/events/events.module';
import { Clock, SystemClock } from '../shared/time/clock';
import { LegacyOrderMessages } from './application/legacy-order-messages';
import { NotificationsService } from './application/notifications.service';
import { OrderNotifications } from './application/order-notifications';
import { PriceAlertNotifications } from './application/price-alert-notifications';
import { BuyerOrders } from './application/ports/buyer-orders';
import { MemberNames } from './application/ports/member-names';
import { NotificationRepository } from './application/ports/notification.repository';
import { NotificationsController } from './http/notifications.controller';
import { ContextBuyerOrders, DirectoryMemberNames } from './infrastructure/adapters';
import { MikroOrmNotificationRepository } from './infrastructure/mikro-orm-notification.repository';

/**
 * Subscribes to order events (OrderNotifications) and price alerts (PriceAlertNotifications);
 * other contexts do not call it.
 */
@Module({
  imports: [AccountsModule, CropsModule, OrdersModule, EventsModule],
  controllers: [NotificationsController],
  providers: [
    NotificationsService,
    LegacyOrderMessages,
    OrderNotifications,
    PriceAlertNotifications,
    { provide: NotificationRepository, useClass: MikroOrmNotificationRepository },
    { provide: BuyerOrders, useClass: ContextBuyerOrders },
    { provide: MemberNames, useClass: DirectoryMemberNames },
    { provide: Clock, useClass: SystemClock },
  ],
})
export class NotificationsModule {}
