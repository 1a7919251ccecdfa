import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index';
import { CropsModule } from '../crops/index';
import { EventsModule } from '../shared/events/events.module';
import { ImagesModule } from '../shared/images/images.module';
import { DatabaseContext } from '../shared/database/database-context';
import { MikroOrmDatabaseContext } from '../shared/database/mikro-orm-database-context';
import { MikroOrmUnitOfWork } from '../shared/database/mikro-orm-unit-of-work';
import { UnitOfWork } from '../shared/database/unit-of-work';
import { Clock, SystemClock } from '../shared/time/clock';
import { OrderAutoCompletion } from './application/order-auto-completion';
import { OrderHistory } from './application/order-history';
import { OrdersService } from './application/orders.service';
import { ProblemsService } from './application/problems.service';
import { OrderListings, OrderRepository, PartyNames } from './application/ports/order.repository';
import { OrderRequestKeys } from './application/ports/order-request-keys';
import { ProblemRepository } from './application/ports/problem.repository';
import { ReviewRepository } from './application/ports/review.repository';
import { ReviewsService } from './application/reviews.service';
import { OrdersController } from './http/orders.controller';
import { OpsProblemsController, OrderProblemsController } from './http/problems.controller';
import { OrderReviewsController, UserReviewsController } from './http/reviews.controller';
import { CropsOrderListings, DirectoryPartyNames } from './infrastructure/adapters';
import { MikroOrmOrderRepository } from './infrastructure/mikro-orm-order.repository';
import { MikroOrmProblemRepository } from './infrastructure/mikro-orm-problem.repository';
import { MikroOrmReviewRepository } from './infrastructure/mikro-orm-review.repository';
import { SqlOrderRequestKeys } from './infrastructure/sql-order-request-keys';

/**
 * Orders reach listings and members through the crops and accounts contexts' public APIs, and
 * tell others what happened through DomainEvents (docs/architecture.md).
 */
@Module({
  imports: [AccountsModule, CropsModule, EventsModule, ImagesModule],
  controllers: [
    OrdersController,
    OrderReviewsController,
    UserReviewsController,
    OrderProblemsController,
    OpsProblemsController,
  ],
  providers: [
    OrdersService,
    OrderHistory,
    OrderAutoCompletion,
    ReviewsService,
    { provide: ReviewRepository, useClass: MikroOrmReviewRepository },
    ProblemsService,
    { provide: ProblemRepository, useClass: MikroOrmProblemRepository },
    { provide: DatabaseContext, useClass: MikroOrmDatabaseContext },
    { provide: OrderRepository, useClass: MikroOrmOrderRepository },
    { provide: OrderRequestKeys, useClass: SqlOrderRequestKeys },
    { provide: OrderListings, useClass: CropsOrderListings },
    { provide: PartyNames, useClass: DirectoryPartyNames },
    { provide: UnitOfWork, useClass: MikroOrmUnitOfWork },
    { provide: Clock, useClass: SystemClock },
  ],
  exports: [OrderHistory],
})
export class OrdersModule {}
