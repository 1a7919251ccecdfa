import { Injectable, type OnModuleInit } from '@nestjs/common';
import { text } from '../../i18n/translate';
import type { PriceAlertFired } from '../../market-prices/index';
import { DomainEvents } from '../../shared/events/domain-events';
import { PhoneMessages } from './phone-messages';

/**
 * A price alert on the member's phone (issue #24): queued in the transaction that records the
 * alert as fired, once per watch, direction and price date (the event key), held through quiet
 * hours like every message but a code.
 */
@Injectable()
export class PriceAlertMessages implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly messages: PhoneMessages,
  ) {}

  onModuleInit(): void {
    this.events.subscribe<PriceAlertFired>('price_alert.fired', async (e) => {
      const change = e.change === null ? null : Number(e.change);
      await this.messages.tell({
        userId: e.userId,
        template: 'price_alert',
        params: {
          crop: e.commodity,
          market: e.market ?? e.district ?? e.state,
          price: e.price,
          change:
            change === null || change === 0
              ? text('PHONE.PRICE_UNCHANGED')
              : text(change > 0 ? 'PHONE.PRICE_UP' : 'PHONE.PRICE_DOWN', {
                  amount: String(Math.abs(change)),
                }),
        },
        eventKey: `price-alert:${e.watchId}:${e.direction}:${e.priceDate}`,
      });
    });
  }
}
