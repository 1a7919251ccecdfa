import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index';
import { AppConfig } from '../shared/config/app-config';
import { EventsModule } from '../shared/events/events.module';
import { mailLinkBase } from '../shared/http/public-url';
import { ObservabilityModule } from '../shared/observability/observability.module';
import { MikroOrmUnitOfWork } from '../shared/database/mikro-orm-unit-of-work';
import { UnitOfWork } from '../shared/database/unit-of-work';
import { Clock, SystemClock } from '../shared/time/clock';
import { CodeMessages } from './application/code-messages';
import { DispatchSettings, MessageDispatcher } from './application/message-dispatcher';
import { LinkBase, OrderMessages } from './application/order-messages';
import { PhoneMessages } from './application/phone-messages';
import { PriceAlertMessages } from './application/price-alert-messages';
import { ChannelOptOuts } from './application/ports/channel-opt-outs';
import { DeliveryReports } from './application/ports/delivery-reports';
import { MessageGateways } from './application/ports/message-gateway';
import { MessageStore } from './application/ports/message-store';
import { Recipients } from './application/ports/recipients';
import { OpsMessagesController } from './http/ops-messages.controller';
import { ProviderWebhooksController } from './http/provider-webhooks.controller';
import { ShortLinkController } from './http/short-link.controller';
import { ConfiguredGateways } from './infrastructure/configured-gateways';
import { MemberOptOuts } from './infrastructure/member-opt-outs';
import { MemberRecipients } from './infrastructure/member-recipients';
import { MessageMetrics } from './infrastructure/message-metrics';
import { SqlDeliveryReports, SqlMessageStore } from './infrastructure/sql-message-store';

/**
 * Messages to members' phones (ADR 0013): subscribes to order events (and price alerts and
 * one-time codes), queues messages in the outbox in the event's transaction, and sends them with
 * a worker through MSG91, the WhatsApp Cloud API or the dev outbox.
 */
@Module({
  imports: [AccountsModule, EventsModule, ObservabilityModule],
  controllers: [OpsMessagesController, ProviderWebhooksController, ShortLinkController],
  providers: [
    PhoneMessages,
    OrderMessages,
    CodeMessages,
    PriceAlertMessages,
    MessageDispatcher,
    MessageMetrics,
    { provide: MessageStore, useClass: SqlMessageStore },
    { provide: DeliveryReports, useClass: SqlDeliveryReports },
    { provide: MessageGateways, useClass: ConfiguredGateways },
    { provide: Recipients, useClass: MemberRecipients },
    { provide: ChannelOptOuts, useClass: MemberOptOuts },
    { provide: Clock, useClass: SystemClock },
    { provide: UnitOfWork, useClass: MikroOrmUnitOfWork },
    {
      provide: DispatchSettings,
      inject: [AppConfig],
      useFactory: (config: AppConfig): DispatchSettings => ({
        intervalMs: config.messaging.workerIntervalMs,
        userDailyCap: config.messaging.userDailyCap,
        dailyCap: config.messaging.dailyCap,
        leaseMs: config.messaging.leaseMs,
      }),
    },
    {
      provide: LinkBase,
      inject: [AppConfig],
      useFactory: (config: AppConfig): LinkBase => ({ url: mailLinkBase(config) }),
    },
  ],
  exports: [MessageDispatcher],
})
export class MessagingModule {}
