import { Injectable, type OnModuleInit } from '@nestjs/common';
import { text } from '../../i18n/translate';
import { DomainEvents } from '../../shared/events/domain-events';
import type { PriceAlertFired } from '../../market-prices/index';
import { NotificationsService } from './notifications.service';

/**
 * The in-app notice of a price alert: runs inside the transaction that records the alert as
 * fired (DomainEvents), so the alert never commits without its notice; the dedupe key (watch,
 * direction, price date) means a repeated event never writes a second one. SMS and WhatsApp are
 * the messaging context's (it subscribes to the same event).
 */
@Injectable()
export class PriceAlertNotifications implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe<PriceAlertFired>('price_alert.fired', (e) => this.fired(e));
  }

  async fired(e: PriceAlertFired): Promise<void> {
    const place = e.market ?? e.district;
    await this.notifications.notifyOnceByKey(
      e.userId,
      'price_alert',
      `price_alert:${e.watchId}:${e.direction}:${e.priceDate}`,
      text(`NOTIFY.PRICE_ALERT#${e.direction}${place ? '_place' : ''}`, {
        crop: e.commodity,
        state: e.state,
        ...(place ? { place } : {}),
        price: rupees(e.price),
        threshold: rupees(e.threshold),
        date: dayOf(e.priceDate),
      }),
    );
  }
}

/** "2150.50" as India writes it: 2,150.5; "125000.00" as 1,25,000. */
function rupees(amount: string): string {
  return new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(Number(amount));
}

/** 2026-11-28 as India writes it: 28/11/2026. */
function dayOf(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}/${m}/${y}`;
}
