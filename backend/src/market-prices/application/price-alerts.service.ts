import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { UnitOfWork } from '../../shared/database/unit-of-work';
import { DomainEvents } from '../../shared/events/domain-events';
import { Clock } from '../../shared/time/clock';
import { REARM_BAND } from '../domain/price-watch';
import { PriceAlerts } from './ports/price-alerts';
import { PriceSyncService } from './price-sync.service';

/**
 * After every price sync (scheduled, at start or an administrator's "Run now"): one statement
 * finds the watches whose latest price reached an alert price and records them as fired; each
 * alert is published as `price_alert.fired` in that same transaction, so subscribers (the bell,
 * the messaging outbox) commit or roll back with it (docs/price-alerts.md).
 */
@Injectable()
export class PriceAlertsService implements OnModuleInit {
  private readonly logger = new Logger(PriceAlertsService.name);

  constructor(
    private readonly uow: UnitOfWork,
    private readonly alerts: PriceAlerts,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly sync: PriceSyncService,
  ) {}

  onModuleInit(): void {
    this.sync.afterEachRun(async () => {
      try {
        const fired = await this.evaluate();
        if (fired > 0) this.logger.log(`Price alerts: ${fired} fired`);
      } catch (e) {
        // The prices are stored; the next sync evaluates again (nothing was recorded as fired).
        this.logger.error(`Price alerts could not be evaluated: ${String(e)}`);
      }
    });
  }

  /** Evaluates every watch with an alert price; returns how many alerts fired. */
  evaluate(): Promise<number> {
    return this.uow.run(async () => {
      const fired = await this.alerts.evaluate(this.clock.now(), REARM_BAND);
      for (const event of fired) await this.events.publish(event);
      return fired.length;
    });
  }
}
