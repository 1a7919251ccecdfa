import { Logger } from '@nestjs/common';
import { PriceSyncOpsService } from '../../src/market-prices/application/price-sync-ops.service';
import { PriceSyncScheduler } from '../../src/market-prices/application/price-sync.scheduler';
import { PriceSyncRun } from '../../src/market-prices/domain/sync-run';
import { ConflictError } from '../../src/shared/domain/domain-error';
import { ManualSchedule, marketPricesWithFakes, rawRecord } from '../fakes/market-prices';

beforeAll(() => Logger.overrideLogger(false));

const NEXT_TICK = new Date('2026-11-26T12:00:00Z');

async function setup(cron: string | null) {
  const fakes = marketPricesWithFakes({ records: [rawRecord()], settings: { cron } });
  const schedule = new ManualSchedule(NEXT_TICK);
  const scheduler = new PriceSyncScheduler(
    fakes.context,
    fakes.sync,
    fakes.prices,
    fakes.runs,
    fakes.metrics,
    fakes.settings,
    schedule,
  );
  await scheduler.onApplicationBootstrap();
  const ops = new PriceSyncOpsService(
    fakes.runs,
    fakes.sync,
    scheduler,
    fakes.settings,
    fakes.source,
  );
  return { ...fakes, ops, scheduler };
}

function finishedRun(id: string, startedAt: string, status: 'succeeded' | 'failed') {
  const run = new PriceSyncRun(id, 'schedule', new Date(startedAt));
  const end = new Date(Date.parse(startedAt) + 60_000);
  if (status === 'succeeded') run.succeed(end);
  else run.fail(end, 'down');
  return run;
}

describe('PriceSyncOpsService', () => {
  it('shows the recent runs, the schedule, the next run and the last success', async () => {
    const { ops, runs } = await setup('0 */6 * * *');
    await runs.save(finishedRun('a', '2026-11-25T06:00:00Z', 'succeeded'));
    await runs.save(finishedRun('b', '2026-11-25T12:00:00Z', 'succeeded'));
    await runs.save(finishedRun('c', '2026-11-25T18:00:00Z', 'failed'));

    const overview = await ops.overview();
    expect(overview.runs.map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(overview).toMatchObject({
      schedule: '0 */6 * * *',
      nextRunAt: NEXT_TICK,
      // The failed run after it does not hide the last success.
      lastSuccessAt: new Date('2026-11-25T12:01:00Z'),
      source: { kind: 'sample', label: 'Sample prices' },
    });
    await expect(ops.lastSuccessAt()).resolves.toEqual(new Date('2026-11-25T12:01:00Z'));
  });

  it('shows the last 20 runs at most', async () => {
    const { ops, runs } = await setup(null);
    for (let i = 0; i < 25; i++) {
      await runs.save(
        finishedRun(`r${i}`, new Date(Date.UTC(2026, 10, 1, i)).toISOString(), 'failed'),
      );
    }
    const overview = await ops.overview();
    expect(overview.runs).toHaveLength(20);
    expect(overview.runs[0]!.id).toBe('r24');
    expect(runs.recentLimits).toEqual([20]);
  });

  it('shows no schedule, no next run and no success before there is any', async () => {
    const { ops } = await setup(null);
    await expect(ops.overview()).resolves.toMatchObject({
      runs: [],
      schedule: null,
      nextRunAt: null,
      lastSuccessAt: null,
    });
    await expect(ops.lastSuccessAt()).resolves.toBeNull();
  });

  it('starts a manual run, and refuses a second one while it runs', async () => {
    const { ops, source, sync } = await setup(null);
    const release = source.holdAt(1);
    const run = await ops.startNow();
    expect(run).toMatchObject({ trigger: 'manual', status: 'running' });

    const second = ops.startNow();
    await expect(second).rejects.toBeInstanceOf(ConflictError);
    await expect(second).rejects.toMatchObject({ code: 'PRICES.SYNC_RUNNING' });

    const finished = new Promise<void>((resolve) => sync.onFinished(resolve));
    release();
    await finished;
    await expect(ops.lastSuccessAt()).resolves.toEqual(run.finishedAt);
    expect(run.status).toBe('succeeded');
  });
});
