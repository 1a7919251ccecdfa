import { Module } from '@nestjs/common';
import { CacheModule } from '../shared/cache/cache.module';
import { EventsModule } from '../shared/events/events.module';
import { MikroOrmUnitOfWork } from '../shared/database/mikro-orm-unit-of-work';
import { UnitOfWork } from '../shared/database/unit-of-work';
import { ObservabilityModule } from '../shared/observability/observability.module';
import { AppConfig } from '../shared/config/app-config';
import { DatabaseContext } from '../shared/database/database-context';
import { DatabaseUrl } from '../shared/database/database-url';
import { MikroOrmDatabaseContext } from '../shared/database/mikro-orm-database-context';
import { HealthReports } from '../shared/observability/health-reports';
import { Clock, SystemClock } from '../shared/time/clock';
import { MarketPricesService } from './application/market-prices.service';
import { MandiNames } from './application/ports/mandi-names';
import { MarketPriceSource } from './application/ports/market-price-source';
import { MarketPriceRepository } from './application/ports/market-price.repository';
import { PriceSyncRunRepository } from './application/ports/price-sync-run.repository';
import { PriceAlerts } from './application/ports/price-alerts';
import { PriceWatchRepository } from './application/ports/price-watch.repository';
import { PriceAlertsService } from './application/price-alerts.service';
import { Schedule } from './application/ports/schedule';
import { SyncLock } from './application/ports/sync-lock';
import { PriceSyncMetrics } from './application/price-sync-metrics';
import { PriceSyncOpsService } from './application/price-sync-ops.service';
import { PriceSyncScheduler } from './application/price-sync.scheduler';
import { PriceSyncService } from './application/price-sync.service';
import { PriceSyncSettings } from './application/price-sync-settings';
import { PriceWatchlistService } from './application/price-watchlist.service';
import { MarketPricesController } from './http/market-prices.controller';
import { PriceSyncController } from './http/price-sync.controller';
import { PriceWatchlistController } from './http/price-watchlist.controller';
import { DataGovInPriceSource } from './infrastructure/data-gov-in.source';
import { DictionaryMandiNames } from './infrastructure/dictionary-mandi-names';
import { MikroOrmPriceSyncRunRepository } from './infrastructure/mikro-orm-price-sync-run.repository';
import { MikroOrmPriceWatchRepository } from './infrastructure/mikro-orm-price-watch.repository';
import { CronSchedule } from './infrastructure/cron-schedule';
import { PgAdvisorySyncLock } from './infrastructure/pg-advisory-sync-lock';
import { SamplePriceSource } from './infrastructure/sample-price.source';
import { SqlMarketPriceRepository } from './infrastructure/sql-market-price.repository';
import { SqlPriceAlerts } from './infrastructure/sql-price-alerts';

@Module({
  imports: [CacheModule, ObservabilityModule, EventsModule],
  // The watchlist routes come before the generic ones so "watchlist" is never read as a filter.
  controllers: [PriceWatchlistController, PriceSyncController, MarketPricesController],
  providers: [
    MarketPricesService,
    PriceWatchlistService,
    PriceSyncService,
    PriceSyncScheduler,
    PriceSyncOpsService,
    PriceSyncMetrics,
    PriceAlertsService,
    { provide: PriceAlerts, useClass: SqlPriceAlerts },
    { provide: UnitOfWork, useClass: MikroOrmUnitOfWork },
    { provide: MarketPriceRepository, useClass: SqlMarketPriceRepository },
    { provide: PriceSyncRunRepository, useClass: MikroOrmPriceSyncRunRepository },
    { provide: PriceWatchRepository, useClass: MikroOrmPriceWatchRepository },
    { provide: Clock, useClass: SystemClock },
    { provide: MandiNames, useValue: new DictionaryMandiNames() },
    { provide: Schedule, useClass: CronSchedule },
    { provide: DatabaseContext, useClass: MikroOrmDatabaseContext },
    {
      provide: MarketPriceSource,
      inject: [AppConfig],
      useFactory: (config: AppConfig): MarketPriceSource =>
        config.dataGovInApiKey
          ? new DataGovInPriceSource({
              apiKey: config.dataGovInApiKey,
              baseUrl: config.dataGovInUrl,
              timeoutMs: config.dataGovInTimeoutMs,
              retries: config.dataGovInRetries,
            })
          : new SamplePriceSource(),
    },
    {
      provide: SyncLock,
      inject: [DatabaseUrl],
      useFactory: (url: DatabaseUrl) => new PgAdvisorySyncLock(url.value),
    },
    {
      provide: PriceSyncSettings,
      inject: [AppConfig],
      useFactory: (config: AppConfig): PriceSyncSettings => ({
        cron: config.priceSyncCron,
        runOnStartWhenEmpty: config.priceSyncOnStart,
        retentionDays: config.priceRetentionDays,
        maxPages: config.priceSyncMaxPages,
        states: config.priceSyncStates,
      }),
    },
  ],
  exports: [PriceSyncOpsService],
})
export class MarketPricesModule {
  constructor(reports: HealthReports, ops: PriceSyncOpsService, context: DatabaseContext) {
    reports.reportPriceSyncWith(async () => {
      const last = await context.run(() => ops.lastSuccessAt());
      return {
        lastSuccessAt: last?.toISOString() ?? null,
        ageSeconds: last ? Math.round((Date.now() - last.getTime()) / 1000) : null,
      };
    });
  }
}
