// GET /api/crops (40 a page) over 10,000 listings, against the no-op route /api/health/live, in
// one run: requests/s ratio and p99, on embedded PGlite and (when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set) on PostgreSQL. Also what anyone may ask for since listings are public
// (ADR 0012): the list without a token, a product page drawn by the server (with the built web
// app) and /sitemap.xml with every listing. Loopback only, bounded duration.
const { postJson } = require('./http.cjs');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { startServer } = require('./server.cjs');

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CATEGORIES = ['vegetables', 'fruits', 'herbs', 'grains', 'other'];

async function seed(url) {
  const password = 'bench-password-2026';
  const mobile = `9${String(Date.now()).slice(-9)}`;
  await postJson(`${url}/api/auth/signup`, {
    name: 'Bench Seller',
    mobile,
    email: `bench${mobile}@example.com`,
    password,
    confirmPassword: password,
    state: 'Gujarat',
    address: 'Anand',
    language: 'English',
  });
  const { token } = await postJson(`${url}/api/auth/login`, { mobile, password });
  let next = 0;
  const worker = async () => {
    while (next < LISTINGS) {
      const i = next++;
      const form = new FormData();
      form.set('cropName', `Crop ${i}`);
      form.set('cropCategory', CATEGORIES[i % CATEGORIES.length]);
      form.set('cropSellingPrice', String(10 + (i % 500)));
      form.set('cropUnit', 'kg');
      form.set('cropQuantity', String(1 + (i % 90)));
      form.set('grownOrganically', i % 3 === 0 ? 'true' : 'false');
      const res = await fetch(`${url}/api/crops/add`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (!res.ok) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return token;
}

function load(url, token) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (err, r) =>
        err
          ? reject(err)
          : resolve({
              rps: r.requests.average,
              p50: r.latency.p50,
              p99: r.latency.p99,
              errors: r.errors + r.non2xx,
            }),
    );
  });
}

async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'agrosense-bench-crops-'));
  let server = await startServer({ databaseUrl, dataDir });
  try {
    const started = Date.now();
    const token = await seed(server.url);
    const seedSeconds = (Date.now() - started) / 1000;
    // Measure the steady state: a restart makes the app analyze the embedded database, and on
    // PostgreSQL we do what autovacuum would soon do after a bulk load.
    await server.stop();
    if (databaseUrl) await analyzePostgres(databaseUrl);
    server = await startServer({ databaseUrl, dataDir });
    const noop = await load(`${server.url}/api/health/live`);
    const list = await load(`${server.url}/api/crops?limit=40`, token);
    const filtered = await load(
      `${server.url}/api/crops?limit=40&category=grains&sort=price_asc&page=20`,
      token,
    );
    const anonymous = await load(`${server.url}/api/crops?limit=40`);
    const [first] = await (await fetch(`${server.url}/api/crops?limit=1`)).json();
    const page = await load(`${server.url}/features/MarketAccess/product/${first._id}`);
    const sitemap = await load(`${server.url}/sitemap.xml`);
    return { label, seedSeconds, noop, list, filtered, anonymous, page, sitemap };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function analyzePostgres(url) {
  // pg comes with @mikro-orm/postgresql; the benchmark only needs a one-off statement.
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('analyze');
  await client.end();
}

function report(r) {
  const line = (name, m) =>
    `  ${name.padEnd(34)} ${m.rps.toFixed(0).padStart(6)} req/s (${((m.rps / r.noop.rps) * 100).toFixed(0).padStart(3)}% of no-op)  p50 ${m.p50} ms  p99 ${m.p99} ms  errors ${m.errors}`;
  console.log(
    `${r.label}: ${LISTINGS} listings seeded in ${r.seedSeconds.toFixed(1)} s, ${CONNECTIONS} connections, ${DURATION} s each`,
  );
  console.log(line('GET /api/health/live (no-op)', r.noop));
  console.log(line('GET /api/crops?limit=40', r.list));
  console.log(line('GET /api/crops grains, price, page 20', r.filtered));
  console.log(line('GET /api/crops?limit=40, no token', r.anonymous));
  console.log(line('GET a product page (server-drawn)', r.page));
  console.log(line(`GET /sitemap.xml (${LISTINGS} listings)`, r.sitemap));
}

async function main() {
  const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
  const results = [];
  if (targets.includes('pglite')) results.push(await measure('embedded PGlite', undefined));
  const pg = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pg && targets.includes('postgres')) results.push(await measure('PostgreSQL', pg));
  return results;
}

module.exports = { main, report };
if (require.main === module) main().then((rs) => rs.forEach(report));
