import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase, postgresServerUrl, skipWithout, withSql } from './support/databases';
import { call, listCrop, signUpAndLogIn, type User } from './support/http';
import { startServer, type ServerOptions, type ServerProcess } from './support/server-process';

const INITIAL_STOCK = 400;
/** Kill once this many orders were acknowledged, with more in flight. */
const KILL_AFTER_ACKS = 40;

const targets = [
  'pglite',
  ...(skipWithout('FAULTS_DATABASE_URL or TEST_DATABASE_URL', postgresServerUrl)
    ? []
    : ['postgres']),
];

describe.each(targets)('kill -9 during a burst of orders, on %s', (target) => {
  let options: ServerOptions & { dataDir: string };
  let drop = async () => {};
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    options = { dataDir: mkdtempSync(join(tmpdir(), 'agrosense-faults-orders-')) };
    if (target === 'postgres') {
      const db = await createDatabase('orders');
      options.databaseUrl = db.url;
      drop = db.drop;
    }
  });
  afterAll(async () => {
    await server?.kill9();
    await drop();
    rmSync(options.dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged order exactly once, whole, with consistent stock', async () => {
    server = await startServer(options);
    const base = server.url;
    const seller = await signUpAndLogIn(base, 'Seller Savita');
    const buyers: User[] = [];
    for (const name of ['Buyer Arjun', 'Buyer Bina', 'Buyer Chetan']) {
      buyers.push(await signUpAndLogIn(base, name));
    }
    const listingId = await listCrop(base, seller, INITIAL_STOCK);

    // The burst: buyers place orders while the seller accepts the acknowledged ones.
    const placed = new Map<string, number>();
    const accepted = new Set<string>();
    const toAccept: string[] = [];
    let down = false;
    let killed: Promise<void> | undefined;
    const placer = async (w: number) => {
      for (let i = 0; !down; i++) {
        const quantity = 1 + ((w + i) % 4);
        const r = await call<{ _id: string }>(base, 'POST', '/api/orders', {
          token: buyers[(w + i) % buyers.length]!.token,
          json: { cropId: listingId, quantity },
        }).catch(() => null);
        if (!r) break; // connection refused or reset: the server is gone
        if (r.status !== 201)
          throw new Error(`order refused: ${r.status} ${JSON.stringify(r.body)}`);
        placed.set(r.body._id, quantity);
        toAccept.push(r.body._id);
        if (placed.size >= KILL_AFTER_ACKS && !killed) killed = server!.kill9();
      }
    };
    const acceptor = async () => {
      while (!down) {
        const id = toAccept.shift();
        if (!id) {
          await new Promise((r) => setTimeout(r, 5));
          continue;
        }
        const r = await call(base, 'PUT', `/api/orders/${id}/status`, {
          token: seller.token,
          json: { status: 'Accepted' },
        }).catch(() => null);
        if (!r) break;
        if (r.status === 200) accepted.add(id);
        else if (r.status !== 409) throw new Error(`accept failed: ${r.status}`);
      }
    };
    const workers = [0, 1, 2, 3, 4, 5].map(placer).concat([acceptor(), acceptor()]);
    // Each worker stops on its first failed connection; `down` stops the idle acceptors.
    await Promise.race([
      Promise.all(workers.slice(0, 6)),
      new Promise((r) => setTimeout(r, 60_000)),
    ]);
    down = true;
    await Promise.all(workers);
    await killed;
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(placed.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    if (target === 'pglite') {
      // The dead process's pid file is still there; it must not block the restart.
      const pidFile = join(options.dataDir, 'agrosense.pid');
      expect(existsSync(pidFile)).toBe(true);
      expect(Number(readFileSync(pidFile, 'utf8'))).toBe(server.child.pid);
    }
    server = await startServer(options);

    // Through the API of the restarted server: every acknowledged order, once.
    const seen = new Map<string, number>();
    for (const buyer of buyers) {
      const r = await call<{ _id: string }[]>(server.url, 'GET', '/api/orders', {
        token: buyer.token,
      });
      expect(r.status).toBe(200);
      for (const o of r.body) seen.set(o._id, (seen.get(o._id) ?? 0) + 1);
    }
    for (const id of placed.keys()) expect(seen.get(id)).toBe(1);
    // And it still takes orders.
    const after = await call(server.url, 'POST', '/api/orders', {
      token: buyers[0]!.token,
      json: { cropId: listingId, quantity: 1 },
    });
    expect(after.status).toBe(201);
    expect(await server.stop()).toBe(0);
    server = undefined;

    await withSql(options, async (sql) => {
      const orders = await sql<{ id: string; status: string; quantity: string }>(
        'select id, status, quantity from orders where listing_id = $1',
        [listingId],
      );
      const byId = new Map(orders.map((o) => [o.id, o]));
      expect(byId.size).toBe(orders.length);
      for (const [id, quantity] of placed) expect(Number(byId.get(id)?.quantity)).toBe(quantity);
      for (const id of accepted) expect(byId.get(id)?.status).toBe('Accepted');
      // No half-written order: each has its seller notification, each accept its buyer's.
      const incomplete = await sql<{ id: string }>(
        `select o.id from orders o
          where o.listing_id = $1
            and (not exists (select 1 from notifications n where n.order_id = o.id and n.kind = 'order_placed')
              or (o.status = 'Accepted') <> exists (select 1 from notifications n where n.order_id = o.id and n.kind = 'order_accepted'))`,
        [listingId],
      );
      expect(incomplete).toEqual([]);
      // And none twice: notifications subscribe to order events in the order's transaction.
      const twice = await sql<{ order_id: string; kind: string }>(
        `select n.order_id, n.kind from notifications n join orders o on o.id = n.order_id
          where o.listing_id = $1 group by n.order_id, n.kind having count(*) > 1`,
        [listingId],
      );
      expect(twice).toEqual([]);
      const [listing] = await sql<{ quantity: string; status: string }>(
        'select quantity, status from crop_listings where id = $1',
        [listingId],
      );
      const sold = orders
        .filter((o) => o.status === 'Accepted')
        .reduce((sum, o) => sum + Number(o.quantity), 0);
      expect(Number(listing!.quantity) + sold).toBe(INITIAL_STOCK);
      expect(listing!.status).toBe(Number(listing!.quantity) === 0 ? 'Not Available' : 'Available');
    });
  }, 180_000);
});
