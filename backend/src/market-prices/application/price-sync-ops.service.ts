import { Injectable } from '@nestjs/common';
import type { PriceSyncRun } from '../domain/sync-run';
import { MarketPriceSource, type PriceSourceInfo } from './ports/market-price-source';
import { PriceSyncRunRepository } from './ports/price-sync-run.repository';
import { PriceSyncScheduler } from './price-sync.scheduler';
import { PriceSyncService } from './price-sync.service';
import { PriceSyncSettings } from './price-sync-settings';

export interface PriceSyncOverview {
  runs: PriceSyncRun[];
  schedule: string | null;
  nextRunAt: Date | null;
  lastSuccessAt: Date | null;
  source: PriceSourceInfo;
}

/** What ops see of the sync (runs, schedule, health) and the manual trigger. */
@Injectable()
export class PriceSyncOpsService {
  constructor(
    private readonly runs: PriceSyncRunRepository,
    private readonly sync: PriceSyncService,
    private readonly scheduler: PriceSyncScheduler,
    private readonly settings: PriceSyncSettings,
    private readonly source: MarketPriceSource,
  ) {}

  async overview(): Promise<PriceSyncOverview> {
    const runs = await this.runs.recent(20);
    const last = await this.runs.lastSucceeded();
    return {
      runs,
      schedule: this.settings.cron,
      nextRunAt: this.scheduler.nextRunAt(),
      lastSuccessAt: last?.finishedAt ?? null,
      source: this.source.info,
    };
  }

  startNow(): Promise<PriceSyncRun> {
    return this.sync.startManual();
  }

  /** For /api/health: when the last sync succeeded. */
  async lastSuccessAt(): Promise<Date | null> {
    return (await this.runs.lastSucceeded())?.finishedAt ?? null;
  }
}
