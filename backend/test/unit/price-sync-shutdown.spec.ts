import { PriceSyncService } from '../../src/market-prices/application/price-sync.service';
import type { MarketPriceSource } from '../../src/market-prices/application/ports/market-price-source';
import type { MarketPriceRepository } from '../../src/market-prices/application/ports/market-price.repository';
import type { PriceSyncRunRepository } from '../../src/market-prices/application/ports/price-sync-run.repository';
import { SyncLock, type HeldLock } from '../../src/market-prices/application/ports/sync-lock';
import { PriceSyncMetrics } from '../../src/market-prices/application/price-sync-metrics';
import type { PriceSyncSettings } from '../../src/market-prices/application/price-sync-settings';
import type { PriceSyncRun } from '../../src/market-prices/domain/sync-run';
import type { DatabaseContext } from '../../src/shared/database/database-context';
import { MetricsService } from '../../src/shared/observability/metrics.service';
import { SystemClock } from '../../src/shared/time/clock';

/** A lock whose answer the test gives by hand, counting what is held. */
class ManualLock extends SyncLock {
  held = 0;
  private pending: Array<() => void> = [];

  tryAcquire(): Promise<HeldLock | null> {
    return new Promise((resolve) => {
      this.pending.push(() => {
        this.held++;
        let released = false;
        resolve({
          release: () => {
            if (!released) this.held--;
            released = true;
            return Promise.resolve();
          },
        });
      });
    });
  }

  grant(): void {
    this.pending.shift()?.();
  }
}

describe('PriceSyncService during shutdown', () => {
  function setup() {
    const lock = new ManualLock();
    let closed = false;
    const saved: PriceSyncRun[] = [];
    const whileOpen = <T>(value: T): Promise<T> =>
      closed ? Promise.reject(new Error('the database is closed')) : Promise.resolve(value);
    const runs: PriceSyncRunRepository = {
      save: (run) => whileOpen(undefined).then(() => void saved.push(run)),
      recent: () => whileOpen([]),
      running: () => whileOpen([]),
      lastSucceeded: () => whileOpen(null),
      scheduledRunSince: () => whileOpen(false),
    };
    const prices = {
      upsert: (p: unknown[]) => whileOpen(p.length),
      latestDate: () => whileOpen(null),
    } as unknown as MarketPriceRepository;
    const source = {
      maxPageSize: 10,
      fetchPage: () => Promise.resolve({ records: [], total: 0 }),
    } as unknown as MarketPriceSource;
    const settings: PriceSyncSettings = {
      cron: null,
      runOnStartWhenEmpty: false,
      retentionDays: 0,
      maxPages: 5,
      states: [],
    };
    const context: DatabaseContext = { run: (work) => work() };
    const service = new PriceSyncService(
      context,
      source,
      prices,
      runs,
      lock,
      settings,
      new PriceSyncMetrics(new MetricsService()),
      new SystemClock(),
    );
    return { service, lock, saved, close: () => (closed = true) };
  }

  it('does not start a run, and gives the lock back, when the lock comes after stop()', async () => {
    const { service, lock, saved, close } = setup();
    const run = service.runAndWait('schedule', new Date());
    const stopped = service.stop();
    let stopDone = false;
    void stopped.then(() => (stopDone = true));
    await new Promise((r) => setImmediate(r));
    // stop() waits for the pending lock request instead of letting the app close under it.
    expect(stopDone).toBe(false);
    lock.grant();
    await stopped;
    close();
    await expect(run).resolves.toBeNull();
    expect(lock.held).toBe(0);
    expect(saved).toHaveLength(0);
  });

  it('answers null to a second start while the first still waits for the lock', async () => {
    const { service, lock } = setup();
    const first = service.runAndWait('manual');
    await expect(service.runAndWait('schedule', new Date())).resolves.toBeNull();
    lock.grant();
    await expect(first).resolves.toMatchObject({ trigger: 'manual', status: 'succeeded' });
    expect(lock.held).toBe(0);
    await service.stop();
  });
});
