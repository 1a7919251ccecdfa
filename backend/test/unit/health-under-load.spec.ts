import type { MikroORM } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import {
  DEPENDENCY_CHECK_REUSE_MS,
  DEPENDENCY_CHECK_STALE_MS,
  HealthController,
} from '../../src/ops/http/health.controller';
import { HealthReports } from '../../src/shared/observability/health-reports';

// Readiness under load (security round 2): probes every 100 ms from several balancers share one
// check of the database and the price sync per second, and a probe never waits behind a slow
// check while a recent answer exists. test/api/health.spec.ts covers the endpoint on a real
// database, test/faults/postgres-restart.spec.ts a database that goes away and comes back.

describe('/api/health under many probes', () => {
  let queries: number;
  let reports: number;
  /** The answer of the database to the next query: settled by the test. */
  let answer: { resolve: () => void; reject: (e: Error) => void } | undefined;
  let controller: HealthController;
  const response = () => ({ status: jest.fn() }) as unknown as Response;
  /** Lets the promises that can settle do so (setImmediate is left real). */
  const settle = () => new Promise((r) => setImmediate(r));

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    queries = 0;
    reports = 0;
    const orm = {
      em: {
        getConnection: () => ({
          execute: () => {
            queries++;
            return new Promise<void>((resolve, reject) => (answer = { resolve, reject }));
          },
        }),
      },
    } as unknown as MikroORM;
    const health = new HealthReports();
    health.reportPriceSyncWith(async () => {
      reports++;
      return { lastSuccessAt: null, ageSeconds: null };
    });
    controller = new HealthController(orm, health);
  });
  afterEach(() => jest.useRealTimers());

  it('answers the probes of a second from one check', async () => {
    const first = [1, 2, 3].map(() => controller.health(response()));
    await settle();
    answer!.resolve();
    for (const probe of await Promise.all(first)) {
      expect(probe).toMatchObject({ status: 'ok', checks: { database: { status: 'up' } } });
    }
    jest.advanceTimersByTime(DEPENDENCY_CHECK_REUSE_MS / 2);
    const res = response();
    expect(await controller.health(res)).toMatchObject({ status: 'ok' });
    expect(res.status).toHaveBeenCalledWith(200);
    expect([queries, reports]).toEqual([1, 1]);
  });

  it('does not make a probe wait for a slow check while the last answer is recent', async () => {
    const first = controller.health(response());
    await settle();
    answer!.resolve();
    await first;
    jest.advanceTimersByTime(DEPENDENCY_CHECK_REUSE_MS);
    // The database is slow now: the check runs, the probes get the last answer at once.
    const during = await Promise.all([1, 2].map(() => controller.health(response())));
    expect(during.map((probe) => probe.status)).toEqual(['ok', 'ok']);
    expect(queries).toBe(2);
    // It does not answer at all: after the timeout the check says so, and the probes too.
    jest.advanceTimersByTime(2000);
    await settle();
    const down = response();
    expect(await controller.health(down)).toMatchObject({
      status: 'unavailable',
      checks: { database: { status: 'down' } },
    });
    expect(down.status).toHaveBeenCalledWith(503);
    expect(queries).toBe(2);
  });

  it('waits for the check when the last answer is too old to stand in', async () => {
    const first = controller.health(response());
    await settle();
    answer!.resolve();
    await first;
    jest.advanceTimersByTime(DEPENDENCY_CHECK_STALE_MS);
    const late = controller.health(response());
    await settle();
    expect(queries).toBe(2);
    answer!.reject(new Error('connection refused'));
    expect(await late).toMatchObject({ status: 'unavailable' });
  });
});
