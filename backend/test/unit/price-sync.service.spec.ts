import { Logger } from '@nestjs/common';
import { PriceSyncMetrics } from '../../src/market-prices/application/price-sync-metrics';
import type { PriceSyncSettings } from '../../src/market-prices/application/price-sync-settings';
import { PriceSyncService } from '../../src/market-prices/application/price-sync.service';
import { PriceSourceError } from '../../src/market-prices/application/ports/market-price-source';
import { PriceSyncRun } from '../../src/market-prices/domain/sync-run';
import { ConflictError } from '../../src/shared/domain/domain-error';
import { MetricsService } from '../../src/shared/observability/metrics.service';
import { FakeClock } from '../fakes/accounts';
import {
  FixedPriceSyncSettings,
  ImmediateDatabaseContext,
  InMemoryMarketPriceRepository,
  InMemoryPriceSyncRunRepository,
  InMemorySyncLock,
  ListPriceSource,
  price,
  rawRecord,
} from '../fakes/market-prices';

const START = new Date('2026-11-26T06:00:00Z');

/** Five valid reports from five markets of Gujarat. */
const fiveMarkets = [1, 2, 3, 4, 5].map((i) => rawRecord({ market: `Market ${i}` }));

function setup(
  options: {
    records?: Record<string, unknown>[];
    pageSize?: number;
    total?: 'count' | null | number;
    settings?: Partial<PriceSyncSettings>;
  } = {},
) {
  const source = new ListPriceSource(
    options.records ?? fiveMarkets,
    options.pageSize ?? 2,
    options.total === undefined ? 'count' : options.total,
  );
  const prices = new InMemoryMarketPriceRepository();
  const runs = new InMemoryPriceSyncRunRepository();
  const lock = new InMemorySyncLock();
  const metrics = new PriceSyncMetrics(new MetricsService());
  const clock = new FakeClock(START);
  const service = new PriceSyncService(
    new ImmediateDatabaseContext(),
    source,
    prices,
    runs,
    lock,
    new FixedPriceSyncSettings(options.settings),
    metrics,
    clock,
  );
  return { service, source, prices, runs, lock, metrics, clock };
}

async function expectSyncRunning(promise: Promise<unknown>) {
  await expect(promise).rejects.toBeInstanceOf(ConflictError);
  await expect(promise).rejects.toMatchObject({ code: 'PRICES.SYNC_RUNNING' });
}

beforeAll(() => Logger.overrideLogger(false));

describe('PriceSyncService: copying the pages', () => {
  it('copies every page, then records the run as succeeded and gives the lock back', async () => {
    const { service, source, prices, runs, lock } = setup();
    const run = await service.runAndWait('manual');

    expect(source.requests.map((r) => [r.offset, r.limit])).toEqual([
      [0, 2],
      [2, 2],
      [4, 2],
    ]);
    expect(run).toMatchObject({
      trigger: 'manual',
      status: 'succeeded',
      pages: 3,
      fetched: 5,
      upserted: 5,
      error: null,
      startedAt: START,
      finishedAt: START,
    });
    expect(prices.rows.size).toBe(5);
    expect(runs.rows.get(run!.id)).toBe(run);
    expect(lock.held).toBe(false);
    expect(service.running).toBe(false);
  });

  it('stops when it has read as many records as the source says there are', async () => {
    const { service, source } = setup({ records: fiveMarkets.slice(0, 4) });
    await service.runAndWait('manual');
    expect(source.requests).toHaveLength(2);
  });

  it('asks for one more page when the source does not say how many there are', async () => {
    const { service, source } = setup({ records: fiveMarkets.slice(0, 4), total: null });
    const run = await service.runAndWait('manual');
    expect(source.requests).toHaveLength(3);
    expect(run).toMatchObject({ status: 'succeeded', pages: 3, fetched: 4 });
  });

  it('skips the records that cannot be price reports, and counts what it fetched', async () => {
    const records = [
      rawRecord({ market: 'Good' }),
      rawRecord({ market: 'Bad date', arrival_date: '31/02/2026' }),
      rawRecord({ market: 'Min above max', min_price: '3000', max_price: '2000' }),
      rawRecord({ market: '' }),
    ];
    const { service, prices } = setup({ records, pageSize: 10 });
    const run = await service.runAndWait('manual');
    expect(run).toMatchObject({ status: 'succeeded', fetched: 4, upserted: 1 });
    expect([...prices.rows.values()].map((p) => p.market)).toEqual(['Good']);
  });

  it('writes nothing the second time it reads the same reports', async () => {
    const { service } = setup();
    await service.runAndWait('manual');
    const again = await service.runAndWait('schedule', new Date('2026-11-26T12:00:00Z'));
    expect(again).toMatchObject({ status: 'succeeded', fetched: 5, upserted: 0 });
  });

  it('copies only the configured states, each from its first page', async () => {
    const records = [
      ...fiveMarkets.slice(0, 3),
      rawRecord({ state: 'Punjab', market: 'Khanna' }),
      rawRecord({ state: 'Kerala', market: 'Kochi' }),
    ];
    const { service, source, prices } = setup({
      records,
      settings: { states: ['Gujarat', 'Punjab'] },
    });
    const run = await service.runAndWait('manual');
    expect(source.requests.map((r) => [r.state, r.offset])).toEqual([
      ['Gujarat', 0],
      ['Gujarat', 2],
      ['Punjab', 0],
    ]);
    expect(run).toMatchObject({ status: 'succeeded', pages: 3, fetched: 4 });
    expect([...prices.rows.values()].some((p) => p.state === 'Kerala')).toBe(false);
  });

  it('stops after PRICE_SYNC_MAX_PAGES pages, keeping what it stored, as a partial run', async () => {
    const { service, source, prices, lock } = setup({ settings: { maxPages: 2 } });
    const run = await service.runAndWait('manual');
    expect(source.requests).toHaveLength(2);
    expect(run).toMatchObject({ status: 'partial', pages: 2, upserted: 4 });
    expect(run!.error).toMatch(/PRICE_SYNC_MAX_PAGES/);
    expect(prices.rows.size).toBe(4);
    expect(lock.held).toBe(false);
  });

  it('records a failed run when the source refuses the first page', async () => {
    const { service, source, prices, runs } = setup();
    source.failAt(1, new PriceSourceError('Invalid API key', false));
    const run = await service.runAndWait('manual');
    expect(run).toMatchObject({ status: 'failed', pages: 0, error: 'Invalid API key' });
    expect(prices.rows.size).toBe(0);
    expect(runs.rows.get(run!.id)!.status).toBe('failed');
  });

  it('records a partial run, keeping the pages it stored, when the source fails later', async () => {
    const { service, source, prices } = setup();
    source.failAt(2, new Error('socket hang up'));
    const run = await service.runAndWait('manual');
    expect(run).toMatchObject({ status: 'partial', pages: 1, error: 'socket hang up' });
    expect(prices.rows.size).toBe(2);
  });

  it('after a good run, deletes reports older than the retention before the newest report', async () => {
    const { service, prices } = setup({ settings: { retentionDays: 30 } });
    await prices.upsert([
      price({ market: 'Old', arrivalDate: '2026-10-20' }),
      price({ market: 'Kept', arrivalDate: '2026-10-21' }),
    ]);
    await service.runAndWait('manual');
    // The newest report is of 2026-11-20: 30 days before is 2026-10-21.
    expect(prices.deletedBefore).toEqual(['2026-10-21']);
    expect([...prices.rows.values()].map((p) => p.market)).not.toContain('Old');
    expect([...prices.rows.values()].map((p) => p.market)).toContain('Kept');
  });

  it('deletes nothing without a retention, nor after a failed run', async () => {
    const none = setup({ settings: { retentionDays: 0 } });
    await none.service.runAndWait('manual');
    expect(none.prices.deletedBefore).toEqual([]);

    const failed = setup({ settings: { retentionDays: 30 } });
    failed.source.failAt(2, new Error('down'));
    await failed.service.runAndWait('manual');
    expect(failed.prices.deletedBefore).toEqual([]);
  });

  it('tells its listeners after every run, good or bad', async () => {
    const { service, source } = setup();
    const heard: string[] = [];
    service.onFinished(() => heard.push('finished'));
    await service.runAndWait('manual');
    source.failAt(4, new Error('down'));
    await service.runAndWait('manual');
    expect(heard).toEqual(['finished', 'finished']);
  });

  it('times the run by the clock and marks the last success for the metrics', async () => {
    const { service, source, clock, metrics } = setup();
    const release = source.holdAt(2);
    const done = service.runAndWait('manual');
    await source.requested(2);
    clock.advance(90_000);
    release();
    const run = (await done)!;
    expect(run.startedAt).toEqual(START);
    expect(run.finishedAt).toEqual(new Date(START.getTime() + 90_000));
    expect((await metrics.lastSuccess.get()).values[0]!.value).toBe(
      Math.floor((START.getTime() + 90_000) / 1000),
    );
    const byStatus = (await metrics.runs.get()).values;
    expect(byStatus.find((v) => v.labels.status === 'succeeded')!.value).toBe(1);
  });
});

describe('PriceSyncService: one run at a time', () => {
  it('answers "Run now" at once with the running run; a second one is PRICES.SYNC_RUNNING', async () => {
    const { service, source, runs } = setup();
    const release = source.holdAt(1);
    const run = await service.startManual();
    expect(run.status).toBe('running');
    expect(runs.rows.get(run.id)!.status).toBe('running');
    expect(service.running).toBe(true);

    await expectSyncRunning(service.startManual());
    await expect(service.runAndWait('schedule', new Date())).resolves.toBeNull();

    const finished = new Promise<void>((resolve) => service.onFinished(resolve));
    release();
    await finished;
    expect(run.status).toBe('succeeded');
    expect(runs.rows.size).toBe(1);
  });

  it('runs nothing while another replica holds the lock', async () => {
    const { service, lock, runs, source } = setup();
    lock.heldElsewhere = true;
    await expectSyncRunning(service.startManual());
    await expect(service.runAndWait('startup')).resolves.toBeNull();
    expect(runs.rows.size).toBe(0);
    expect(source.requests).toHaveLength(0);
  });

  it('does not run a scheduled tick another replica already ran, and gives the lock back', async () => {
    const { service, runs, lock, source } = setup();
    const tick = new Date('2026-11-26T06:00:00Z');
    runs.ranTicks.push(tick);
    await expect(service.runAndWait('schedule', tick)).resolves.toBeNull();
    expect(runs.rows.size).toBe(0);
    expect(source.requests).toHaveLength(0);
    expect(lock.held).toBe(false);
  });

  it('runs a tick once even when it fires twice', async () => {
    const { service, runs } = setup();
    const tick = new Date('2026-11-26T06:00:00Z');
    await expect(service.runAndWait('schedule', tick)).resolves.toMatchObject({
      status: 'succeeded',
    });
    await expect(service.runAndWait('schedule', tick)).resolves.toBeNull();
    expect(runs.rows.size).toBe(1);
  });

  it('gives the lock back and fails the start when the run cannot be recorded', async () => {
    const { service, runs, lock, source } = setup();
    runs.failSavesAfter = 0;
    await expect(service.startManual()).rejects.toThrow('the database went away');
    expect(lock.held).toBe(false);
    expect(source.requests).toHaveLength(0);
    expect(service.running).toBe(false);
  });
});

describe('PriceSyncService: runs that died with their process', () => {
  function staleRun(id: string) {
    return new PriceSyncRun(id, 'schedule', new Date('2026-11-25T06:00:00Z'));
  }

  it('marks runs still "running" as failed at start, when it holds the lock', async () => {
    const { service, runs, lock, clock } = setup();
    await runs.save(staleRun('a'));
    await runs.save(staleRun('b'));
    clock.advance(1000);
    await expect(service.recoverInterruptedRuns()).resolves.toBe(2);
    expect(runs.rows.get('a')).toMatchObject({
      status: 'failed',
      finishedAt: new Date(START.getTime() + 1000),
    });
    expect(runs.rows.get('a')!.error).toMatch(/^Interrupted/);
    expect(lock.held).toBe(false);
    await expect(service.recoverInterruptedRuns()).resolves.toBe(0);
  });

  it('leaves them alone while another replica holds the lock: they may be its runs', async () => {
    const { service, runs, lock } = setup();
    await runs.save(staleRun('a'));
    lock.heldElsewhere = true;
    await expect(service.recoverInterruptedRuns()).resolves.toBe(0);
    expect(runs.rows.get('a')!.status).toBe('running');
  });

  it('marks them failed before it starts a run of its own', async () => {
    const { service, runs } = setup();
    await runs.save(staleRun('a'));
    await service.runAndWait('manual');
    expect(runs.rows.get('a')!.status).toBe('failed');
  });
});

describe('PriceSyncService.stop', () => {
  it('ends the run between pages, keeping what it stored, and starts no other', async () => {
    const { service, source, prices, lock } = setup();
    const release = source.holdAt(2);
    const run = await service.startManual();
    await source.requested(2);
    const stopped = service.stop();
    release();
    await stopped;

    // The page it was reading is stored; it asks for no further page.
    expect(source.requests).toHaveLength(2);
    expect(run).toMatchObject({ status: 'partial', pages: 2 });
    expect(run.error).toMatch(/^Stopped/);
    expect(prices.rows.size).toBe(4);
    expect(lock.held).toBe(false);
    await expect(service.runAndWait('manual')).resolves.toBeNull();
  });
});
