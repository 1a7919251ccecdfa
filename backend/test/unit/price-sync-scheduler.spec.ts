import type { MarketPriceRepository } from '../../src/market-prices/application/ports/market-price.repository';
import type { PriceSyncRunRepository } from '../../src/market-prices/application/ports/price-sync-run.repository';
import { Schedule, type RepeatingJob } from '../../src/market-prices/application/ports/schedule';
import { PriceSyncMetrics } from '../../src/market-prices/application/price-sync-metrics';
import type { PriceSyncSettings } from '../../src/market-prices/application/price-sync-settings';
import { PriceSyncScheduler } from '../../src/market-prices/application/price-sync.scheduler';
import type { PriceSyncService } from '../../src/market-prices/application/price-sync.service';
import { CronSchedule } from '../../src/market-prices/infrastructure/cron-schedule';
import type { DatabaseContext } from '../../src/shared/database/database-context';
import { MetricsService } from '../../src/shared/observability/metrics.service';

/** A schedule the test ticks by hand. */
class ManualSchedule extends Schedule {
  jobs: { cron: string; onTick: (at: Date) => void; next: Date; stopped: boolean }[] = [];

  repeat(cron: string, onTick: (scheduledAt: Date) => void): RepeatingJob {
    const job = { cron, onTick, next: new Date('2026-11-26T06:00:00Z'), stopped: false };
    this.jobs.push(job);
    return {
      nextRunAt: () => job.next,
      stop: () => {
        job.stopped = true;
        return Promise.resolve();
      },
    };
  }
}

function setup(cron: string | null) {
  const schedule = new ManualSchedule();
  const runs: { trigger: string; tick?: Date }[] = [];
  let stopped = false;
  const sync = {
    recoverInterruptedRuns: () => Promise.resolve(0),
    runAndWait: (trigger: string, tick?: Date) => {
      runs.push({ trigger, tick });
      return Promise.resolve(null);
    },
    stop: () => {
      stopped = true;
      return Promise.resolve();
    },
  } as unknown as PriceSyncService;
  const prices = { isEmpty: () => Promise.resolve(false) } as unknown as MarketPriceRepository;
  const syncRuns = {
    lastSucceeded: () => Promise.resolve(null),
  } as unknown as PriceSyncRunRepository;
  const settings: PriceSyncSettings = {
    cron,
    runOnStartWhenEmpty: true,
    retentionDays: 30,
    maxPages: 10,
    states: [],
  };
  const context: DatabaseContext = { run: (work) => work() };
  const scheduler = new PriceSyncScheduler(
    context,
    sync,
    prices,
    syncRuns,
    new PriceSyncMetrics(new MetricsService()),
    settings,
    schedule,
  );
  return { scheduler, schedule, runs, stopped: () => stopped };
}

describe('PriceSyncScheduler on the Schedule port', () => {
  it('repeats the sync on PRICE_SYNC_CRON, each run named by its tick', async () => {
    const { scheduler, schedule, runs } = setup('0 */6 * * *');
    await scheduler.onApplicationBootstrap();
    expect(schedule.jobs.map((j) => j.cron)).toEqual(['0 */6 * * *']);
    expect(scheduler.nextRunAt()).toEqual(new Date('2026-11-26T06:00:00Z'));

    const tick = new Date('2026-11-26T06:00:00Z');
    schedule.jobs[0]!.onTick(tick);
    await Promise.resolve();
    expect(runs).toEqual([{ trigger: 'schedule', tick }]);
  });

  it('schedules nothing without a cron expression', async () => {
    const { scheduler, schedule } = setup(null);
    await scheduler.onApplicationBootstrap();
    expect(schedule.jobs).toEqual([]);
    expect(scheduler.nextRunAt()).toBeNull();
  });

  it('stops the schedule, then the sync, at shutdown', async () => {
    const { scheduler, schedule, stopped } = setup('0 */6 * * *');
    await scheduler.onApplicationBootstrap();
    await scheduler.beforeApplicationShutdown();
    expect(schedule.jobs[0]!.stopped).toBe(true);
    expect(stopped()).toBe(true);
    expect(scheduler.nextRunAt()).toBeNull();
  });
});

describe('CronSchedule (the cron package behind the Schedule port)', () => {
  it('ticks on the schedule with each tick’s own time, and not after stop', async () => {
    const ticks: Date[] = [];
    const job = new CronSchedule().repeat('* * * * * *', (at) => ticks.push(at));
    const first = job.nextRunAt();
    expect(first.getTime()).toBeGreaterThan(Date.now() - 5);
    expect(first.getMilliseconds()).toBe(0);
    await new Promise((done) => setTimeout(done, first.getTime() - Date.now() + 300));
    expect(ticks).toEqual([first]);
    expect(job.nextRunAt().getTime()).toBe(first.getTime() + 1000);
    await job.stop();
    await new Promise((done) => setTimeout(done, 1200));
    expect(ticks).toHaveLength(1);
  });
});
