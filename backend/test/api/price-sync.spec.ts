import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { createApp } from '../../src/create-app';
import { PriceSyncService } from '../../src/market-prices/application/price-sync.service';
import { loadConfig } from '../../src/shared/config/app-config';
import { DatabaseContext } from '../../src/shared/database/database-context';
import { DatabaseUrl } from '../../src/shared/database/database-url';
import { apiDatabaseTargets, testDatabaseUrl } from '../support/database-targets';
import { createUsersFast } from '../support/fast-users';
import { startTestApp, type TestApp } from '../support/test-app';
import { mandiRecord, startFakeDataGovIn, type FakeDataGovIn } from '../fakes/data-gov-in-server';

type Run = {
  _id: string;
  status: string;
  pages: number;
  fetched: number;
  upserted: number;
  error: string | null;
};

/** 2,500 valid reports (three pages of 1,000) and two the sync must skip. */
function dataset(): Record<string, unknown>[] {
  const records = Array.from({ length: 2500 }, (_, i) =>
    mandiRecord({
      market: `Market ${Math.floor(i / 10)}`,
      commodity: ['Onion', 'Potato', 'Tomato', 'Wheat', 'Rice'][i % 5],
      variety: `V${i % 10}`,
      modal_price: String(1000 + i),
      min_price: '900',
      max_price: String(5000 + i),
    }),
  );
  records.push(mandiRecord({ modal_price: 'NR' }), mandiRecord({ market: '' }));
  return records;
}

describe.each(apiDatabaseTargets)('price sync from data.gov.in on %s', (target) => {
  let fake: FakeDataGovIn;
  let t: TestApp;
  let admin: { token: string };
  const auth = { Authorization: '' };

  async function runs(): Promise<Run[]> {
    return (await request(t.http).get('/api/market-prices/sync-runs').set(auth).expect(200)).body
      .data as Run[];
  }
  async function syncAndWait(): Promise<Run> {
    const started = await request(t.http).post('/api/market-prices/sync').set(auth).expect(202);
    const sync = t.app.get(PriceSyncService);
    for (let i = 0; i < 300; i++) {
      const run = (await runs()).find((r) => r._id === started.body._id);
      // Recorded as ended, and the process has also let go of the lock (a next run may start).
      if (run && run.status !== 'running' && !sync.running) return run;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('sync did not finish');
  }

  beforeAll(async () => {
    fake = await startFakeDataGovIn(dataset());
    t = await startTestApp(target, {
      DATA_GOV_IN_API_KEY: 'test-key',
      DATA_GOV_IN_URL: fake.url,
      DATA_GOV_IN_RETRIES: '0',
      DATA_GOV_IN_TIMEOUT_MS: '2000',
      PRICE_SYNC_CRON: 'off',
    });
    [admin] = await createUsersFast(t, 1, 'admin');
    auth.Authorization = `Bearer ${admin!.token}`;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('copies every page, skips records it cannot read, and says the source is live', async () => {
    const run = await syncAndWait();
    expect(run).toMatchObject({ status: 'succeeded', pages: 3, fetched: 2502, upserted: 2500 });
    const list = await request(t.http).get('/api/market-prices').query({ limit: 5 }).expect(200);
    expect(list.body.source.kind).toBe('data.gov.in');
    expect(list.body.date).toBe('2026-11-22');
    expect(list.body.data[0]).toMatchObject({ min_price: 900, arrival_date: '2026-11-22' });
  });

  it('changes nothing when the same data is synced again', async () => {
    const run = await syncAndWait();
    expect(run).toMatchObject({ status: 'succeeded', fetched: 2502, upserted: 0 });
  });

  it("fails cleanly on 403, recording the gateway's words", async () => {
    fake.queue.push({ status: 403, body: { error: 'Key not authorised' } });
    const run = await syncAndWait();
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/403.*Key not authorised/);
  });

  it('keeps the pages it stored when the source fails mid-way (partial)', async () => {
    const changed = dataset().map((r) => ({ ...r, arrival_date: '23/11/2026' }));
    fake.queue.push({ status: 200, records: changed.slice(0, 1000), total: changed.length });
    fake.queue.push({ status: 500, body: { error: 'Internal server error' } });
    const run = await syncAndWait();
    expect(run).toMatchObject({ status: 'partial', pages: 1, upserted: 1000 });
    expect(run.error).toMatch(/HTTP 500/);
    const list = await request(t.http).get('/api/market-prices').expect(200);
    expect(list.body.date).toBe('2026-11-23');
  });

  it('marks a run left "running" by a dead process as failed, and the next one succeeds', async () => {
    const orm = t.app.get(MikroORM);
    await orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into price_sync_runs (id, trigger, status, started_at, pages, fetched, upserted)
         values ('00000000-0000-4000-8000-000000000001', 'schedule', 'running', now() - interval '1 hour', 1, 1000, 1000)`,
      );
    const recovered = await t.app
      .get(DatabaseContext)
      .run(() => t.app.get(PriceSyncService).recoverInterruptedRuns());
    expect(recovered).toBe(1);
    const dead = (await runs()).find((r) => r._id === '00000000-0000-4000-8000-000000000001');
    expect(dead).toMatchObject({ status: 'failed', error: expect.stringMatching(/Interrupted/) });
    expect((await syncAndWait()).status).toBe('succeeded');
  });

  it('refuses a second manual run while one is running (409)', async () => {
    fake.delayMs = 300;
    try {
      await request(t.http).post('/api/market-prices/sync').set(auth).expect(202);
      const second = await request(t.http).post('/api/market-prices/sync').set(auth).expect(409);
      expect(second.body.message).toMatch(/already running/);
      // Until the run has also given back its lock, not only recorded its end.
      const sync = t.app.get(PriceSyncService);
      for (let i = 0; i < 100 && sync.running; i++) await new Promise((r) => setTimeout(r, 100));
      expect(sync.running).toBe(false);
    } finally {
      fake.delayMs = 0;
    }
  });

  it('runs a schedule tick once even when a replica fires it after the first run ended', async () => {
    const sync = t.app.get(PriceSyncService);
    const tick = new Date();
    const first = await sync.runAndWait('schedule', tick);
    expect(first?.status).toBe('succeeded');
    // A replica whose cron fired late (busy event loop) gets the lock now that it is free.
    const before = (await runs()).length;
    expect(await sync.runAndWait('schedule', tick)).toBeNull();
    expect((await runs()).length).toBe(before);
    // The next tick runs.
    const next = await sync.runAndWait('schedule', new Date(Date.now() + 1));
    expect(next?.status).toBe('succeeded');
  });

  if (target === 'postgres') {
    it('lets exactly one of two replicas on one database run a schedule tick', async () => {
      const url = await testDatabaseUrl();
      const dataDir = mkdtempSync(join(tmpdir(), 'agrosense-replica-'));
      const replica = await createApp(
        loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          DATA_GOV_IN_API_KEY: 'test-key',
          DATA_GOV_IN_URL: fake.url,
          PRICE_SYNC_CRON: 'off',
        }),
        new DatabaseUrl(url, 3),
      );
      fake.delayMs = 200;
      try {
        const before = (await runs()).length;
        const tick = new Date();
        const [a, b] = await Promise.all([
          t.app.get(PriceSyncService).runAndWait('schedule', tick),
          replica.get(PriceSyncService).runAndWait('schedule', tick),
        ]);
        expect([a, b].filter((r) => r !== null)).toHaveLength(1);
        // And the replica that lost, firing the same tick again later, does not run it.
        expect(await replica.get(PriceSyncService).runAndWait('schedule', tick)).toBeNull();
        expect((await runs()).length).toBe(before + 1);
      } finally {
        fake.delayMs = 0;
        await replica.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
});
