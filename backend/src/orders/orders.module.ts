import { Module } from '@nestjs/common';
import { CacheModule } from '../shared/cache/cache.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { MikroOrmUnitOfWork } from '../shared/database/mikro-orm-unit-of-work';
import { UnitOfWork } from '../shared/database/unit-of-work';
import { Clock, SystemClock } from '../shared/time/clock';
import { OrdersService } from './application/orders.service';
import {
  OrderListings,
  OrderNotifier,
  OrderRepository,
  UserNames,
} from './application/ports/order.repository';
import { OrdersController } from './http/orders.controller';
import { NotificationsOrderNotifier, SqlUserNames } from './infrastructure/adapters';
import { CropOrderListings } from './infrastructure/crop-order-listings';
import { MikroOrmOrderRepository } from './infrastructure/mikro-orm-order.repository';

@Module({
  imports: [NotificationsModule, CacheModule],
  controllers: [OrdersController],
  providers: [
    OrdersService,
    { provide: OrderRepository, useClass: MikroOrmOrderRepository },
    { provide: OrderListings, useClass: CropOrderListings },
    { provide: UserNames, useClass: SqlUserNames },
    { provide: OrderNotifier, useClass: NotificationsOrderNotifier },
    { provide: UnitOfWork, useClass: MikroOrmUnitOfWork },
    { provide: Clock, useClass: SystemClock },
  ],
})
export class OrdersModule {}
