import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, postgresServerUrl, skipWithout, withSql } from './support/databases';
import { listCrop, signUpAndLogIn, type User } from './support/http';
import {
  startServer,
  waitFor,
  type ServerOptions,
  type ServerProcess,
} from './support/server-process';

/**
 * Accepted orders handed over more than 72 hours ago: thirty of the job's batches of 100, so a
 * loaded CI machine, whose every poll of the count is slow, still sees the job halfway (with ten
 * batches the job was done before the first poll came back).
 */
const ORDERS = 3000;
/** The job's first run this soon after start (30 s in production). */
const JOB_ENV = { ORDER_AUTO_COMPLETION_FIRST_RUN_MS: '200' };

const targets = [
  'pglite',
  ...(skipWithout('FAULTS_DATABASE_URL or TEST_DATABASE_URL', postgresServerUrl)
    ? []
    : ['postgres']),
];

/** How many of the seller's orders are Completed, through the API (X-Total-Count). */
async function completedCount(base: string, seller: User): Promise<number | null> {
  const res = await fetch(`${base}/api/orders?status=Completed&limit=1`, {
    headers: { authorization: `Bearer ${seller.token}` },
    signal: AbortSignal.timeout(5_000),
  }).catch(() => null);
  if (!res || res.status !== 200) return null;
  await res.arrayBuffer();
  return Number(res.headers.get('X-Total-Count'));
}

describe.each(targets)('kill -9 during the automatic completion of orders, on %s', (target) => {
  let options: ServerOptions & { dataDir: string };
  let drop = async () => {};
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    options = { dataDir: mkdtempSync(join(tmpdir(), 'agrosense-faults-autocomplete-')) };
    if (target === 'postgres') {
      const db = await createDatabase('autocomplete');
      options.databaseUrl = db.url;
      drop = db.drop;
    }
  });
  afterAll(async () => {
    await server?.kill9();
    await drop();
    rmSync(options.dataDir, { recursive: true, force: true });
  });

  it('completes every order handed over 72 hours ago exactly once, with one step and one notice each', async () => {
    // The people and the listing through the API; the job's first run is 30 s away.
    server = await startServer(options);
    const seller = await signUpAndLogIn(server.url, 'Seller Savita');
    const buyer = await signUpAndLogIn(server.url, 'Buyer Arjun');
    const listingId = await listCrop(server.url, seller, 5000);
    expect(await server.stop()).toBe(0);

    // ORDERS accepted orders handed over 73 hours ago and more, written straight to the database.
    await withSql(options, async (sql) => {
      await sql(
        `insert into orders (id, listing_id, seller_id, buyer_id, quantity, unit_price,
                             total_price, status, created_at, decided_at, handed_over_at)
         select gen_random_uuid(), $1, $2, $3, 1, 20, 20, 'Accepted',
                now() - interval '80 hours', now() - interval '79 hours',
                now() - interval '73 hours' - g * interval '1 second'
           from generate_series(1, $4::int) g`,
        [listingId, seller.id, buyer.id, ORDERS],
      );
      const [row] = await sql<{ n: string }>(
        `select count(*) as n from orders where listing_id = $1 and status = 'Accepted'`,
        [listingId],
      );
      expect(Number(row!.n)).toBe(ORDERS);
    });

    // The job starts 200 ms after start; kill -9 once some batches committed and others not.
    server = await startServer({ ...options, env: JOB_ENV });
    let atKill = 0;
    await waitFor(
      async () => {
        const done = await completedCount(server!.url, seller);
        if (done === null || done === 0) return false;
        if (done >= ORDERS) {
          throw new Error(`the job completed all ${ORDERS} orders before it could be killed`);
        }
        atKill = done;
        return true;
      },
      60_000,
      'the job to complete its first batch',
      5,
    );
    await server.kill9();
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(ORDERS);
    // What the dead process left: whole batches only, and work for the next run.
    await withSql(options, async (sql) => {
      const [row] = await sql<{ done: string; steps: string }>(
        `select count(*) filter (where o.status = 'Completed') as done,
                (select count(*) from order_steps s join orders x on x.id = s.order_id
                  where x.listing_id = $1 and s.type = 'completed') as steps
           from orders o where o.listing_id = $1`,
        [listingId],
      );
      expect(Number(row!.done)).toBeGreaterThanOrEqual(atKill);
      expect(Number(row!.done)).toBeLessThan(ORDERS);
      expect(Number(row!.steps)).toBe(Number(row!.done));
    });

    // Started again: the next run picks up what is left.
    server = await startServer({ ...options, env: JOB_ENV });
    await waitFor(
      async () => (await completedCount(server!.url, seller)) === ORDERS,
      120_000,
      'every order completed after the restart',
      100,
    );
    expect(await server.stop()).toBe(0);
    server = undefined;

    await withSql(options, async (sql) => {
      const statuses = await sql<{ status: string; n: string }>(
        'select status, count(*) as n from orders where listing_id = $1 group by status',
        [listingId],
      );
      expect(statuses.map((s) => [s.status, Number(s.n)])).toEqual([['Completed', ORDERS]]);
      // One `completed` step per order: none lost, none twice (a batch commits whole or not at all).
      const steps = await sql<{ orders: string; min: number; max: number }>(
        `select count(*) as orders, min(n) as min, max(n) as max from (
           select o.id, count(s.id)::int as n from orders o
             left join order_steps s on s.order_id = o.id and s.type = 'completed'
            where o.listing_id = $1 group by o.id) per_order`,
        [listingId],
      );
      expect(steps[0]).toEqual({ orders: String(ORDERS), min: 1, max: 1 });
      const automatic = await sql<{ n: string }>(
        `select count(*) as n from order_steps s join orders o on o.id = s.order_id
          where o.listing_id = $1 and s.type = 'completed' and s.actor_id is null`,
        [listingId],
      );
      expect(Number(automatic[0]!.n)).toBe(ORDERS);
      // One "order complete" notice to the seller per order.
      const notices = await sql<{ orders: string; min: number; max: number }>(
        `select count(*) as orders, min(n) as min, max(n) as max from (
           select o.id, count(n.id)::int as n from orders o
             left join notifications n on n.order_id = o.id and n.kind = 'order_completed'
                                      and n.recipient_id = o.seller_id
            where o.listing_id = $1 group by o.id) per_order`,
        [listingId],
      );
      expect(notices[0]).toEqual({ orders: String(ORDERS), min: 1, max: 1 });
      const stray = await sql<{ n: string }>(
        `select count(*) as n from notifications n join orders o on o.id = n.order_id
          where o.listing_id = $1 and n.kind = 'order_completed' and n.recipient_id <> o.seller_id`,
        [listingId],
      );
      expect(Number(stray[0]!.n)).toBe(0);
    });
  }, 300_000);
});
