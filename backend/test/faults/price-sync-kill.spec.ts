import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mandiRecord, startFakeDataGovIn, type FakeDataGovIn } from '../fakes/data-gov-in-server';
import { createDatabase, postgresServerUrl, skipWithout } from './support/databases';
import { call, expectStatus, logIn, uniqueMobile } from './support/http';
import {
  ADMIN_PASSWORD,
  createAdmin,
  startServer,
  waitFor,
  type ServerOptions,
  type ServerProcess,
} from './support/server-process';

type Run = { _id: string; status: string; pages: number; upserted: number; error: string | null };

const targets = [
  'pglite',
  ...(skipWithout('FAULTS_DATABASE_URL or TEST_DATABASE_URL', postgresServerUrl)
    ? []
    : ['postgres']),
];

describe.each(targets)('kill -9 during a price sync, on %s', (target) => {
  let fake: FakeDataGovIn;
  let options: ServerOptions & { dataDir: string };
  let drop = async () => {};
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    // Three pages of 1,000 reports; each page answered slowly, so the run is caught mid-way.
    fake = await startFakeDataGovIn(
      Array.from({ length: 3000 }, (_, i) =>
        mandiRecord({ market: `Market ${Math.floor(i / 10)}`, variety: `V${i % 10}` }),
      ),
    );
    options = {
      dataDir: mkdtempSync(join(tmpdir(), 'agrosense-faults-sync-')),
      env: {
        DATA_GOV_IN_API_KEY: 'test-key',
        DATA_GOV_IN_URL: fake.url,
        DATA_GOV_IN_RETRIES: '0',
        DATA_GOV_IN_TIMEOUT_MS: '10000',
      },
    };
    if (target === 'postgres') {
      const db = await createDatabase('sync');
      options.databaseUrl = db.url;
      drop = db.drop;
    }
  });
  afterAll(async () => {
    await server?.kill9();
    await fake.close();
    await drop();
    rmSync(options.dataDir, { recursive: true, force: true });
  });

  it('marks the killed run failed at restart, and the next run succeeds', async () => {
    const mobile = uniqueMobile();
    createAdmin(options, mobile);
    server = await startServer(options);
    const admin = await logIn(server.url, mobile, ADMIN_PASSWORD);
    const runs = async (s: ServerProcess) =>
      (
        await expectStatus<{ data: Run[] }>(
          call(s.url, 'GET', '/api/market-prices/sync-runs', { token: admin.token }),
          200,
        )
      ).data;

    fake.delayMs = 1500;
    const started = await expectStatus<Run>(
      call(server.url, 'POST', '/api/market-prices/sync', { token: admin.token }),
      202,
    );
    // Kill it once the first page is stored and the next is on its way.
    const live = server;
    await waitFor(
      async () => (await runs(live)).some((r) => r._id === started._id && r.pages >= 1),
      20_000,
      'first page stored',
    );
    await server.kill9();
    fake.delayMs = 0;

    server = await startServer(options);
    const afterCrash = (await runs(server)).find((r) => r._id === started._id);
    expect(afterCrash).toMatchObject({
      status: 'failed',
      pages: 1,
      upserted: 1000,
      error: expect.stringMatching(/Interrupted/),
    });

    const next = await expectStatus<Run>(
      call(server.url, 'POST', '/api/market-prices/sync', { token: admin.token }),
      202,
    );
    const restarted = server;
    let finished: Run | undefined;
    await waitFor(
      async () => {
        finished = (await runs(restarted)).find((r) => r._id === next._id);
        return finished !== undefined && finished.status !== 'running';
      },
      30_000,
      'second run finished',
    );
    // The killed run's page was kept; the rest arrive now.
    expect(finished).toMatchObject({ status: 'succeeded', pages: 3, upserted: 2000 });
    expect(await server.stop()).toBe(0);
    server = undefined;
  }, 120_000);
});
