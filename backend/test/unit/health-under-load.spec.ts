import type { MikroORM } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { DEPENDENCY_CHECK_REUSE_MS, HealthController } from '../../src/ops/http/health.controller';
import { HealthReports } from '../../src/shared/observability/health-reports';

// Readiness under load (security round 2): probes every 100 ms from several balancers share one
// check of the database and the price sync per second instead of each queueing its own queries.
// The API test (test/api/health.spec.ts) covers the endpoint on a real database.

describe('/api/health under many probes', () => {
  let queries: number;
  let reports: number;
  let databaseUp: boolean;
  let controller: HealthController;
  const response = () => ({ status: jest.fn() }) as unknown as Response;

  beforeEach(() => {
    jest.useFakeTimers();
    queries = 0;
    reports = 0;
    databaseUp = true;
    const orm = {
      em: {
        getConnection: () => ({
          execute: async () => {
            queries++;
            if (!databaseUp) throw new Error('connection refused');
            return [];
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

  it('answers probes within a second from one check, and checks again after it', async () => {
    const first = await Promise.all([1, 2, 3].map(() => controller.health(response())));
    jest.advanceTimersByTime(DEPENDENCY_CHECK_REUSE_MS / 2);
    const res = response();
    const again = await controller.health(res);
    expect(queries).toBe(1);
    expect(reports).toBe(1);
    for (const answer of [...first, again]) {
      expect(answer).toMatchObject({ status: 'ok', checks: { database: { status: 'up' } } });
    }
    expect(res.status).toHaveBeenCalledWith(200);
    // A second later the database is down: the next probe checks again and says so.
    databaseUp = false;
    jest.advanceTimersByTime(DEPENDENCY_CHECK_REUSE_MS);
    const down = response();
    expect(await controller.health(down)).toMatchObject({
      status: 'unavailable',
      checks: { database: { status: 'down' } },
    });
    expect(down.status).toHaveBeenCalledWith(503);
    expect(queries).toBe(2);
    expect(reports).toBe(1);
  });
});
