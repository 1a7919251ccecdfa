import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DatabaseContext } from '../../shared/database/database-context';
import { MarketPriceRepository } from './ports/market-price.repository';
import { PriceSyncRunRepository } from './ports/price-sync-run.repository';
import { Schedule, type RepeatingJob } from './ports/schedule';
import { PriceSyncMetrics } from './price-sync-metrics';
import { PriceSyncService } from './price-sync.service';
import { PriceSyncSettings } from './price-sync-settings';

/**
 * Runs the sync on the PRICE_SYNC_CRON schedule and once at start when the cache is empty. Every
 * replica schedules it; the sync lock lets exactly one of them run each tick.
 */
@Injectable()
export class PriceSyncScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(PriceSyncScheduler.name);
  private job: RepeatingJob | undefined;

  constructor(
    private readonly context: DatabaseContext,
    private readonly sync: PriceSyncService,
    private readonly prices: MarketPriceRepository,
    private readonly runs: PriceSyncRunRepository,
    private readonly metrics: PriceSyncMetrics,
    private readonly settings: PriceSyncSettings,
    private readonly schedule: Schedule,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Its own ORM context, as @CreateRequestContext gave in MikroORM 6 (v7 moved decorators out).
    await this.context.run(() => this.prepare());
    if (this.settings.cron) {
      // The tick's scheduled time names the run, the same on every replica (the sync lock lets
      // one of them run it).
      this.job = this.schedule.repeat(
        this.settings.cron,
        (scheduledAt) => void this.tick(scheduledAt),
      );
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.job?.stop();
    this.job = undefined;
    await this.sync.stop();
  }

  /** When the next scheduled run is due, or null without a schedule. */
  nextRunAt(): Date | null {
    return this.job?.nextRunAt() ?? null;
  }

  private async prepare(): Promise<void> {
    const recovered = await this.sync.recoverInterruptedRuns();
    if (recovered > 0) this.logger.warn(`${recovered} interrupted price sync run(s) marked failed`);
    const last = await this.runs.lastSucceeded();
    this.metrics.lastSuccess.set(
      last?.finishedAt ? Math.floor(last.finishedAt.getTime() / 1000) : 0,
    );
    if (this.settings.runOnStartWhenEmpty && (await this.prices.isEmpty())) {
      // In the background: the server answers while the first prices arrive.
      void this.sync.runAndWait('startup').catch((e: unknown) => this.logger.error(String(e)));
    }
  }

  private async tick(scheduledAt: Date): Promise<void> {
    try {
      await this.sync.runAndWait('schedule', scheduledAt);
    } catch (e) {
      this.logger.error(`Scheduled price sync failed to start: ${String(e)}`);
    }
  }
}
