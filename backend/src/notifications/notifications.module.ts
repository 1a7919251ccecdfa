import { Module } from '@nestjs/common';
import { I18nModule } from '../i18n/i18n.module';
import { Clock, SystemClock } from '../shared/time/clock';
import { LegacyOrderMessages } from './application/legacy-order-messages';
import { NotificationsService } from './application/notifications.service';
import { BuyerOrders } from './application/ports/buyer-orders';
import { NotificationRepository } from './application/ports/notification.repository';
import { NotificationsController } from './http/notifications.controller';
import { MikroOrmNotificationRepository } from './infrastructure/mikro-orm-notification.repository';
import { SqlBuyerOrders } from './infrastructure/sql-buyer-orders';

@Module({
  imports: [I18nModule],
  controllers: [NotificationsController],
  providers: [
    NotificationsService,
    LegacyOrderMessages,
    { provide: NotificationRepository, useClass: MikroOrmNotificationRepository },
    { provide: BuyerOrders, useClass: SqlBuyerOrders },
    { provide: Clock, useClass: SystemClock },
  ],
  exports: [NotificationsService],
})
export class NotificationsModule {}
