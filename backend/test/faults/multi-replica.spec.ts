import { Redis } from 'ioredis';
import {
  createDatabase,
  postgresServerUrl,
  redisUrl,
  skipWithout,
  withSql,
  type ThrowawayDatabase,
} from './support/databases';
import { call, listCrop, logIn, PASSWORD, signUp, uniqueMobile, type User } from './support/http';
import { startServer, waitFor, type ServerProcess } from './support/server-process';
import { latestCodeFor } from '../support/accounts';

const AUTH_RATE_LIMIT = 10;
const missing =
  skipWithout('FAULTS_DATABASE_URL or TEST_DATABASE_URL', postgresServerUrl) ||
  skipWithout('FAULTS_REDIS_URL (a Redis DB of its own; it is flushed)', redisUrl);

// Skipped (with a loud SKIPPED line from skipWithout) only where no PostgreSQL server or no
// Redis is configured: two replicas need both to share; CI-like machines have both.
(missing ? describe.skip : describe)('two replicas on one PostgreSQL and Redis', () => {
  let db: ThrowawayDatabase;
  let redis: Redis;
  let a: ServerProcess;
  let b: ServerProcess;
  let seller: User;
  let buyer: User;

  beforeAll(async () => {
    db = await createDatabase('replicas');
    redis = new Redis(redisUrl!);
    await redis.flushdb();
    const env = {
      REDIS_URL: redisUrl!,
      JWT_SECRET: 'faults-shared-secret-0123456789abcdef',
      AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
      // A tick every 2 seconds on both replicas, copying the (fast) shipped sample dataset.
      PRICE_SYNC_CRON: '*/2 * * * * *',
      // Long enough that only the cache events between replicas can explain a fresh answer.
      MARKET_CACHE_MS: '30000',
      SESSION_CACHE_MS: '30000',
    };
    // Started together: migrations run once under their advisory lock.
    [a, b] = await Promise.all([
      startServer({ databaseUrl: db.url, env }),
      startServer({ databaseUrl: db.url, env }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.kill9(), b?.kill9()]);
    await redis?.flushdb();
    redis?.disconnect();
    await db?.drop();
  });

  it('accepts a session made on one replica on the other', async () => {
    const sellerMobile = uniqueMobile();
    const buyerMobile = uniqueMobile();
    await signUp(a.url, 'Seller Savita', sellerMobile);
    await signUp(b.url, 'Buyer Bina', buyerMobile);
    seller = await logIn(a.url, sellerMobile);
    buyer = await logIn(b.url, buyerMobile);
    const onB = await call(b.url, 'GET', '/api/orders', { token: seller.token });
    expect(onB.status).toBe(200);
    const onA = await call(a.url, 'GET', '/api/orders', { token: buyer.token });
    expect(onA.status).toBe(200);
  });

  it('shows a notification made through replica A to the user polling replica B', async () => {
    const listingId = await listCrop(b.url, seller, 50);
    const order = await call<{ _id: string }>(a.url, 'POST', '/api/orders', {
      token: buyer.token,
      json: { cropId: listingId, quantity: 3 },
    });
    expect(order.status).toBe(201);
    const bell = await call<{ message: string }[]>(
      b.url,
      'GET',
      `/api/notifications/${seller.id}`,
      {
        token: seller.token,
      },
    );
    expect(bell.status).toBe(200);
    expect(bell.body.map((n) => n.message)).toContainEqual(
      expect.stringContaining('New order request for Onion'),
    );
    // And back: the seller accepts on B, the buyer's bell on A has it.
    const accept = await call(b.url, 'PUT', `/api/orders/${order.body._id}/status`, {
      token: seller.token,
      json: { status: 'Accepted' },
    });
    expect(accept.status).toBe(200);
    const buyerBell = await call<{ message: string }[]>(
      a.url,
      'GET',
      `/api/notifications/${buyer.id}`,
      { token: buyer.token },
    );
    expect(buyerBell.body).toHaveLength(1);
  });

  it('ends a session on both replicas at once when the password is reset on one', async () => {
    await redis.flushdb(); // a fresh auth rate-limit budget for the four calls below
    const mobile = uniqueMobile();
    await signUp(a.url, 'Reset Rekha', mobile);
    const user = await logIn(a.url, mobile);
    // Both replicas have seen (and remember) the session.
    for (const s of [a, b]) {
      expect((await call(s.url, 'GET', '/api/orders', { token: user.token })).status).toBe(200);
    }
    const email = `${mobile}@example.com`;
    expect((await call(a.url, 'POST', '/api/auth/send-otp', { json: { email } })).status).toBe(200);
    const reset = await call(a.url, 'POST', '/api/auth/reset-password', {
      json: {
        email,
        otp: await latestCodeFor(a.dataDir, email),
        newPassword: 'after-the-reset-2026',
      },
    });
    expect(reset.status).toBe(200);
    // Well inside SESSION_CACHE_MS (30 s here): the cache event, not the expiry, ended it on B.
    await waitFor(
      async () => (await call(b.url, 'GET', '/api/orders', { token: user.token })).status === 401,
      1000,
      'the old session refused on the other replica',
      50,
    );
    expect((await call(a.url, 'GET', '/api/orders', { token: user.token })).status).toBe(401);
  });

  it("shows stock taken on one replica in the other's market at once", async () => {
    const listingId = await listCrop(a.url, seller, 20);
    const market = async (s: ServerProcess) => {
      const r = await call<{ _id: string; cropQuantity: number }[]>(
        s.url,
        'GET',
        '/api/crops?limit=100',
        { token: buyer.token },
      );
      return r.body.find((c) => c._id === listingId)?.cropQuantity;
    };
    expect(await market(b)).toBe(20);
    const order = await call<{ _id: string }>(b.url, 'POST', '/api/orders', {
      token: buyer.token,
      json: { cropId: listingId, quantity: 5 },
    });
    expect(order.status).toBe(201);
    const accept = await call(a.url, 'PUT', `/api/orders/${order.body._id}/status`, {
      token: seller.token,
      json: { status: 'Accepted' },
    });
    expect(accept.status).toBe(200);
    // B had the page cached (MARKET_CACHE_MS 30 s here); the event from A empties it.
    await waitFor(async () => (await market(b)) === 15, 1000, "B's market shows 15 left", 50);
  });

  it('counts the auth rate limit across both replicas', async () => {
    await redis.flushdb();
    // A different (unknown) number each time: the per-account limit is the next test's.
    const attempt = (s: ServerProcess, i: number) =>
      call(s.url, 'POST', '/api/auth/login', {
        json: { mobile: `93${String(i).padStart(8, '0')}`, password: `${PASSWORD}-wrong` },
      });
    for (let i = 0; i < AUTH_RATE_LIMIT; i++) {
      expect((await attempt(i % 2 === 0 ? a : b, i)).status).toBe(401);
    }
    // Each replica has seen only half the limit; together they have used all of it.
    const refusedA = await attempt(a, 100);
    const refusedB = await attempt(b, 101);
    expect([refusedA.status, refusedB.status]).toEqual([429, 429]);
    expect(refusedB.body).toMatchObject({ statusCode: 429 });
  });

  it('counts wrong passwords per account across both replicas', async () => {
    await redis.flushdb();
    const attempt = (s: ServerProcess) =>
      call(s.url, 'POST', '/api/auth/login', {
        json: { mobile: seller.mobile, password: `${PASSWORD}-wrong` },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(401);
    const locked = await call(b.url, 'POST', '/api/auth/login', {
      json: { mobile: seller.mobile, password: PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'AUTH.LOGIN_LOCKED' });
    await redis.flushdb();
  });

  it('runs exactly one price sync per schedule tick', async () => {
    const scheduled = () =>
      withSql({ databaseUrl: db.url, dataDir: '' }, (sql) =>
        sql<{ started_at: Date; status: string }>(
          "select started_at, status from price_sync_runs where trigger = 'schedule' order by started_at",
        ),
      );
    await waitFor(async () => (await scheduled()).length >= 4, 30_000, 'four scheduled runs', 500);
    await Promise.all([a.stop(), b.stop()]);
    const runs = await scheduled();
    // The newest run may have been cut short by the stop; every earlier one ran to the end.
    expect(runs.slice(0, -1).every((r) => r.status === 'succeeded')).toBe(true);
    expect(runs.length).toBeGreaterThanOrEqual(4);
    // Ticks are 2 s apart; two runs of one tick would start within a few milliseconds.
    const ticks = runs.map((r) => Math.round(r.started_at.getTime() / 2000));
    expect(new Set(ticks).size).toBe(ticks.length);
  }, 60_000);
});
