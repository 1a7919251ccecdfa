import {
  postgresBinaries,
  skipWithout,
  startPrivateCluster,
  type PrivateCluster,
} from './support/databases';
import { call, listCrop, signUpAndLogIn } from './support/http';
import { freePort, startServer, waitFor, type ServerProcess } from './support/server-process';

const bin = postgresBinaries();
// Skipped (loudly) only where PostgreSQL's server binaries are not installed: the test starts and
// restarts a private cluster of its own, never the shared server.
const run = skipWithout('PostgreSQL binaries (/usr/lib/postgresql/*/bin/initdb)', bin)
  ? describe.skip
  : describe;

run('PostgreSQL restarted under load', () => {
  let cluster: PrivateCluster | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.kill9();
    cluster?.destroy();
  });

  it('reports down then up on /api/health and serves again without a restart', async () => {
    // Our own throwaway cluster: stopping it touches no one else's database.
    cluster = startPrivateCluster(bin!, Number(process.env.FAULTS_PG_PORT ?? (await freePort())));
    server = await startServer({ databaseUrl: cluster.url });
    const base = server.url;
    const seller = await signUpAndLogIn(base, 'Seller Savita');
    const buyer = await signUpAndLogIn(base, 'Buyer Bina');
    const listingId = await listCrop(base, seller, 100);

    // Load: readers of the crop list and a health poller, recording what they get.
    const health: number[] = [];
    const statuses = new Map<number, number>();
    let stop = false;
    const reader = async () => {
      while (!stop) {
        const r = await call(base, 'GET', '/api/crops?limit=10', {
          token: buyer.token,
          timeoutMs: 5000,
        }).catch(() => null);
        const status = r?.status ?? 0; // 0: no answer at all
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        // While the database is away: 503 with a JSON message, never a 500.
        if (r && r.status !== 200) {
          expect(r.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
        }
      }
    };
    const poller = async () => {
      while (!stop) {
        const r = await call(base, 'GET', '/api/health', { timeoutMs: 5000 }).catch(() => null);
        health.push(r?.status ?? 0);
        await new Promise((res) => setTimeout(res, 100));
      }
    };
    const load = [reader(), reader(), reader(), poller()];
    try {
      await new Promise((r) => setTimeout(r, 1000));
      cluster.stop();
      await waitFor(() => health.includes(503), 15_000, '/api/health says 503');
      // While the database is down, the process stays up and answers.
      expect(server.child.exitCode).toBeNull();
      cluster.start();
      const downAt = health.lastIndexOf(503);
      await waitFor(() => health.slice(downAt).includes(200), 30_000, '/api/health says 200 again');
    } finally {
      stop = true;
      await Promise.all(load);
    }
    expect(health[0]).toBe(200);
    expect(health).not.toContain(0);
    expect(statuses.get(0) ?? 0).toBe(0);
    expect(server.child.exitCode).toBeNull();

    // Reads, logins and transactions work again on the same process.
    for (let i = 0; i < 5; i++) {
      expect((await call(base, 'GET', '/api/crops?limit=10', { token: buyer.token })).status).toBe(
        200,
      );
    }
    const again = await signUpAndLogIn(base, 'Buyer Chetan');
    expect(again.token).toBeTruthy();
    const order = await call(base, 'POST', '/api/orders', {
      token: buyer.token,
      json: { cropId: listingId, quantity: 2 },
    });
    expect(order.status).toBe(201);
    expect(await server.stop()).toBe(0);
    server = undefined;
  }, 120_000);
});
