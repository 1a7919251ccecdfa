// The hot paths under load, each against the no-op route GET /api/health/live in the same run:
// crop list, product page (one listing by id), market price query, login, place order; at 50
// and 200 connections. Reports requests/s, p50, p99 and error rate, with requests/s and
// latencies as ratios to the no-op route (a shared 2-core box is noisy; ratios travel better).
// Login runs last at each level, and its argon2 backlog drains before the next level.
// Seeds BENCH_LOAD_LISTINGS listings through the API and BENCH_LOAD_PRICE_ROWS mandi prices
// through the sync's own repository. Login is argon2 and rate-limited: the server runs with
// AUTH_RATE_LIMIT=10000 (bench/server.cjs) so the limiter does not answer 429 for it.
// On embedded PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL
// (BENCH_TARGETS=pglite,postgres chooses). BENCH_LOAD_PATHS and BENCH_LOAD_CONNECTIONS narrow a run.
const { postJson } = require('./http.cjs');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { startServer } = require('./server.cjs');
const { record } = require('./market-prices.cjs');

const dist = join(__dirname, '../backend/dist');
const LISTINGS = Number(process.env.BENCH_LOAD_LISTINGS ?? 500);
const PRICE_ROWS = Number(process.env.BENCH_LOAD_PRICE_ROWS ?? 36_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 2;
const CONNECTIONS = (process.env.BENCH_LOAD_CONNECTIONS ?? '50,200').split(',').map(Number);
/** Accounts the login load rotates through (at 200 connections, two attempts at once each). */
const LOGIN_ACCOUNTS = 100;
const PASSWORD = 'bench-password-2026';
/** Targets at 50 connections (issue #10). */
const TARGET_LIST_RATIO = 0.5;
const TARGET_P99_MS = 50;

async function user(url, name) {
  const mobile = `9${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-9)}`;
  await postJson(`${url}/api/auth/signup`, {
    name,
    mobile,
    email: `bench${mobile}@example.com`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    state: 'Gujarat',
    address: 'Anand',
    language: 'English',
  });
  const { token, userId } = await postJson(`${url}/api/auth/login`, { mobile, password: PASSWORD });
  return { mobile, token, userId };
}

/** Listings through the API, with plenty of stock so orders never run out. */
async function seedListings(url, token, count = LISTINGS) {
  const ids = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const form = new FormData();
      form.set('cropName', `Crop ${i}`);
      form.set('cropCategory', ['vegetables', 'fruits', 'herbs', 'grains', 'other'][i % 5]);
      form.set('cropSellingPrice', String(10 + (i % 500)));
      form.set('cropUnit', 'kg');
      form.set('cropQuantity', '1000000');
      const res = await fetch(`${url}/api/crops/add`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (!res.ok) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
      ids.push((await res.json())._id);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return ids;
}

/** Mandi prices through the sync's own repository, before the server opens the database. */
async function seedPrices(databaseUrl, rows = PRICE_ROWS) {
  const { MikroORM } = require('@mikro-orm/postgresql');
  const { buildOrmOptions } = require(join(dist, 'shared/database/mikro-orm.options.js'));
  const { migrateDatabase } = require(join(dist, 'shared/database/migrate-database.js'));
  const { SqlMarketPriceRepository } = require(
    join(dist, 'market-prices/infrastructure/sql-market-price.repository.js'),
  );
  await migrateDatabase(databaseUrl);
  const orm = await MikroORM.init(buildOrmOptions({ clientUrl: databaseUrl, poolSize: 2 }));
  try {
    const repo = new SqlMarketPriceRepository(orm.em.fork());
    for (let i = 0; i < rows; i += 1000) {
      const batch = [];
      for (let j = i; j < Math.min(i + 1000, rows); j++) batch.push(record(j));
      await repo.upsert(batch);
    }
    await orm.em.getConnection().execute('analyze');
  } finally {
    await orm.close(true);
  }
}

async function seedPricesEmbedded(dataDir, rows = PRICE_ROWS) {
  const { startEmbeddedPostgres } = require(join(dist, 'shared/database/embedded-postgres.js'));
  const db = await startEmbeddedPostgres({ dataDir, maxConnections: 4 });
  try {
    await seedPrices(db.url, rows);
  } finally {
    await db.stop();
  }
}

function load(url, connections, options = {}, duration = DURATION) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, ...options }, (err, r) => {
      if (err) return reject(err);
      const total = r.requests.total + r.errors;
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errorRate: total ? (r.errors + r.non2xx) / total : 1,
      });
    });
  });
}

/** Waits until requests left over from the last path (argon2 logins queue up) are answered. */
async function settle(base) {
  for (let i = 0; i < 600; i++) {
    const t = performance.now();
    await fetch(`${base}/api/health/live`);
    if (performance.now() - t < 20) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function timeLogin(base, mobile) {
  const t = performance.now();
  await postJson(`${base}/api/auth/login`, { mobile, password: PASSWORD });
  return performance.now() - t;
}

async function drainLogins(base, mobile, idleMs) {
  for (let i = 0; i < 120; i++) {
    if ((await timeLogin(base, mobile)) < idleMs * 2 + 100) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The same request with a different listing each time (spreads row locks, like real traffic). */
function rotating(ids, build) {
  let n = 0;
  return [{ setupRequest: (req) => build(req, ids[n++ % ids.length]) }];
}

async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'agrosense-bench-load-'));
  let server;
  try {
    if (databaseUrl) await seedPrices(databaseUrl);
    else await seedPricesEmbedded(dataDir);
    server = await startServer({ databaseUrl, dataDir });
    const started = Date.now();
    const seller = await user(server.url, 'Bench Seller');
    const buyer = await user(server.url, 'Bench Buyer');
    // Logins come from many farmers, as real traffic does: one account's parallel attempts past
    // the first five are held back as guesses (backend/src/accounts/domain/login-throttle.ts),
    // so the load from one account measured the throttle, not the login.
    const loginMobiles = [];
    while (loginMobiles.length < LOGIN_ACCOUNTS) {
      const batch = Array.from({ length: 8 }, (_, i) =>
        user(server.url, `Bench Login ${loginMobiles.length + i}`),
      );
      loginMobiles.push(...(await Promise.all(batch)).map((u) => u.mobile));
    }
    const ids = await seedListings(server.url, seller.token);
    const seedSeconds = (Date.now() - started) / 1000;
    // Steady state: a restart makes the app analyze the embedded database.
    await server.stop();
    if (databaseUrl) await analyze(databaseUrl);
    server = await startServer({ databaseUrl, dataDir });
    const base = server.url;
    const loginMs = await timeLogin(base, buyer.mobile);
    const auth = { authorization: `Bearer ${buyer.token}` };
    const json = { 'content-type': 'application/json' };
    const paths = {
      'no-op GET /api/health/live': (c, d) => load(`${base}/api/health/live`, c, {}, d),
      'crop list GET /api/crops?limit=40': (c, d) =>
        load(`${base}/api/crops?limit=40`, c, { headers: auth }, d),
      'product page GET /api/crops/:id': (c, d) =>
        load(
          base,
          c,
          {
            headers: auth,
            requests: rotating(ids, (req, id) => ({ ...req, path: `/api/crops/${id}` })),
          },
          d,
        ),
      'price query GET /api/market-prices': (c, d) =>
        load(
          `${base}/api/market-prices?state=State%207&commodity=Commodity%2011&limit=40`,
          c,
          {},
          d,
        ),
      'place order POST /api/orders': (c, d) =>
        load(
          base,
          c,
          {
            headers: { ...auth, ...json },
            requests: rotating(ids, (req, id) => ({
              ...req,
              method: 'POST',
              path: '/api/orders',
              body: JSON.stringify({ cropId: id, quantity: 1 }),
            })),
          },
          d,
        ),
      'login POST /api/auth/login': (c) =>
        load(base, c, {
          requests: rotating(loginMobiles, (req, mobile) => ({
            ...req,
            method: 'POST',
            path: '/api/auth/login',
            headers: json,
            body: JSON.stringify({ mobile, password: PASSWORD }),
          })),
        }),
    };
    // BENCH_LOAD_PATHS=list,product (words of the names) limits the run; the no-op always runs.
    const only = process.env.BENCH_LOAD_PATHS?.split(',').map((w) => w.trim().toLowerCase());
    const chosen = Object.entries(paths).filter(
      ([name], i) => i === 0 || !only || only.some((w) => name.toLowerCase().includes(w)),
    );
    // Warm-up, not measured: each path (but login) for a moment, so the JIT has compiled the
    // code every path runs before any of them is timed. Without it the first path measured (the
    // no-op route) ran cold and its figures swung by 2x between runs.
    for (const [name] of chosen) {
      if (name.startsWith('login')) continue;
      await settle(base);
      await paths[name](CONNECTIONS[0], WARMUP_SECONDS);
    }
    const runs = [];
    for (const connections of CONNECTIONS) {
      const results = {};
      for (const [name, run] of chosen) {
        await settle(base);
        results[name] = await run(connections);
      }
      // Logins left in flight keep the CPU hashing for a while; the next level waits for them.
      await drainLogins(base, buyer.mobile, loginMs);
      runs.push({ connections, results });
    }
    return { label, seedSeconds, runs };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function analyze(url) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('analyze');
  await client.end();
}

function report(r) {
  console.log(
    `${r.label}: ${LISTINGS} listings and ${PRICE_ROWS.toLocaleString('en')} price rows (listings seeded in ${r.seedSeconds.toFixed(1)} s), ${DURATION} s per path; login with AUTH_RATE_LIMIT raised to 10000`,
  );
  for (const { connections, results } of r.runs) {
    const noop = Object.values(results)[0];
    console.log(`  ${connections} connections`);
    for (const [name, m] of Object.entries(results)) {
      const misses = [];
      if (
        connections === 50 &&
        name.startsWith('crop list') &&
        m.rps / noop.rps < TARGET_LIST_RATIO
      )
        misses.push('< 50% of no-op');
      if (connections === 50 && !name.startsWith('login') && m.p99 >= TARGET_P99_MS)
        misses.push('p99 >= 50 ms');
      if (m.errorRate > 0) misses.push('errors');
      console.log(
        `    ${name.padEnd(38)} ${m.rps.toFixed(0).padStart(6)} req/s = ${(m.rps / noop.rps).toFixed(2)} x no-op  p50 ${m.p50} ms (${(m.p50 / Math.max(noop.p50, 1)).toFixed(1)} x)  p99 ${m.p99} ms (${(m.p99 / Math.max(noop.p99, 1)).toFixed(1)} x)  errors ${(m.errorRate * 100).toFixed(2)}%${misses.length ? `  MISSED: ${misses.join(', ')}` : ''}`,
      );
    }
  }
}

async function main() {
  const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
  const results = [];
  if (targets.includes('pglite')) results.push(await measure('embedded PGlite', undefined));
  const pg = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pg && targets.includes('postgres')) results.push(await onPostgres(pg));
  return results;
}

/** A throwaway database next to the given one (named after it), dropped afterwards. */
async function onPostgres(baseUrl) {
  const { Client } = require('pg');
  const name = `${new URL(baseUrl).pathname.slice(1) || 'agrosense'}_load_${process.pid}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return await measure('PostgreSQL', url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

module.exports = { main, report, user, seedListings, seedPrices, seedPricesEmbedded, analyze };

if (require.main === module) {
  require('../scripts/build-if-needed.cjs').buildIfNeeded(['backend']);
  main().then(
    (results) => results.forEach(report),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
