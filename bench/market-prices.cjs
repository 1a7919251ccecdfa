// The price cache at scale, in one run: upsert 100,000 reports through the sync's own repository
// (target < 30 s), grow the table to 1,000,000 rows, then time the Live Crop Pricing page query
// (latest day for the filters + one sorted page of 40) over mixed filters (target p95 < 30 ms).
// On embedded PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL
// (in a throwaway database next to the given one). Uses the production build (backend/dist).
const { join } = require('node:path');

const dist = join(__dirname, '../backend/dist');
const UPSERT_ROWS = Number(process.env.BENCH_PRICE_UPSERTS ?? 100_000);
const TOTAL_ROWS = Number(process.env.BENCH_PRICE_ROWS ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_PRICE_QUERIES ?? 400);
const STATES = 30;
const COMMODITIES = 60;
const MARKETS_PER_STATE = 20;

/** Report i of a synthetic dataset: states x markets x commodities x days. */
function record(i) {
  const state = i % STATES;
  const market = Math.floor(i / STATES) % MARKETS_PER_STATE;
  const commodity = Math.floor(i / (STATES * MARKETS_PER_STATE)) % COMMODITIES;
  const day = Math.floor(i / (STATES * MARKETS_PER_STATE * COMMODITIES));
  const date = new Date(Date.UTC(2026, 10, 22) - day * 86_400_000).toISOString().slice(0, 10);
  const modal = 1000 + ((i * 7919) % 9000);
  return {
    state: `State ${state}`,
    district: `District ${state}-${market % 5}`,
    market: `Market ${state}-${market}`,
    commodity: `Commodity ${commodity}`,
    variety: 'Local',
    grade: 'FAQ',
    arrivalDate: date,
    minPrice: modal - 200,
    maxPrice: modal + 300,
    modalPrice: modal,
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(label, url) {
  const { MikroORM } = require('@mikro-orm/postgresql');
  const { buildOrmOptions } = require(join(dist, 'shared/database/mikro-orm.options.js'));
  const { migrateDatabase } = require(join(dist, 'shared/database/migrate-database.js'));
  const { SqlMarketPriceRepository } = require(
    join(dist, 'market-prices/infrastructure/sql-market-price.repository.js'),
  );
  await migrateDatabase(url);
  const orm = await MikroORM.init(buildOrmOptions({ clientUrl: url, poolSize: 2 }));
  try {
    const em = orm.em.fork();
    const repo = new SqlMarketPriceRepository(em);
    const started = performance.now();
    for (let i = 0; i < UPSERT_ROWS; i += 1000) {
      const batch = [];
      for (let j = i; j < Math.min(i + 1000, UPSERT_ROWS); j++) batch.push(record(j));
      await repo.upsert(batch);
    }
    const upsertSeconds = (performance.now() - started) / 1000;
    // Grow to TOTAL_ROWS with set-based SQL (the same shape of data), then analyze.
    const grown = performance.now();
    await em.getConnection().execute(
      `insert into market_prices (state, district, market, commodity, variety, grade,
         arrival_date, min_price, max_price, modal_price, updated_at)
       select 'State ' || (i % ${STATES}), 'District ' || (i % ${STATES}) || '-' || ((i / ${STATES}) % ${MARKETS_PER_STATE} % 5),
         'Market ' || (i % ${STATES}) || '-' || ((i / ${STATES}) % ${MARKETS_PER_STATE}),
         'Commodity ' || ((i / ${STATES * MARKETS_PER_STATE}) % ${COMMODITIES}), 'Local', 'FAQ',
         date '2026-11-22' - (i / ${STATES * MARKETS_PER_STATE * COMMODITIES})::int,
         m - 200, m + 300, m, now()
       from (select i, 1000 + ((i::bigint * 7919) % 9000) as m
             from generate_series(${UPSERT_ROWS}, ${TOTAL_ROWS - 1}) as i) s
       on conflict do nothing`,
    );
    await em.getConnection().execute('analyze market_prices');
    const growSeconds = (performance.now() - grown) / 1000;
    const [{ n }] = await em
      .getConnection()
      .execute('select count(*)::int as n from market_prices');

    const times = [];
    const byKind = new Map();
    for (let q = 0; q < QUERIES; q++) {
      const filter = {};
      if (q % 4 === 1 || q % 4 === 3) filter.state = `State ${q % STATES}`;
      if (q % 4 === 2 || q % 4 === 3) filter.commodity = `Commodity ${q % COMMODITIES}`;
      const sort = ['modal_asc', 'modal_desc', undefined][q % 3];
      const page = 1 + (q % 5);
      const t0 = performance.now();
      const date = await repo.latestDate(filter);
      await repo.find({ ...filter, date, sort, offset: (page - 1) * 40, limit: 40 });
      const ms = performance.now() - t0;
      times.push(ms);
      const kind = `${filter.state ? 'state' : ''}${filter.commodity ? '+crop' : ''}${!filter.state && !filter.commodity ? 'all' : ''}/${sort ?? 'unsorted'}`;
      byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    }
    const slowest = [...byKind.entries()]
      .map(([kind, list]) => [kind, list.sort((a, b) => a - b)])
      .map(([kind, list]) => `${kind} ${percentile(list, 95).toFixed(1)}`)
      .join(', ');
    times.sort((a, b) => a - b);
    return {
      label,
      rows: n,
      upsertSeconds,
      growSeconds,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times[times.length - 1],
      slowest,
    };
  } finally {
    await orm.close(true);
  }
}

async function onPglite() {
  const { startEmbeddedPostgres } = require(join(dist, 'shared/database/embedded-postgres.js'));
  const db = await startEmbeddedPostgres({ maxConnections: 4 });
  try {
    return await measure('embedded PGlite', db.url);
  } finally {
    await db.stop();
  }
}

async function onPostgres(baseUrl) {
  const { Client } = require('pg');
  const name = `agrosense_bench_prices_${process.pid}`;
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

function report(r) {
  console.log(
    `${r.label}: upsert ${UPSERT_ROWS.toLocaleString('en')} reports in ${r.upsertSeconds.toFixed(1)} s (${((r.upsertSeconds / 30) * 100).toFixed(0)}% of the 30 s budget); grown to ${r.rows.toLocaleString('en')} rows in ${r.growSeconds.toFixed(1)} s`,
  );
  console.log(
    `  page query (latest day + 40 sorted rows), ${QUERIES} mixed filters: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (${((r.p95 / 30) * 100).toFixed(0)}% of the 30 ms budget), max ${r.max.toFixed(1)} ms`,
  );
  console.log(`  p95 ms by filter/sort: ${r.slowest}`);
}

async function main() {
  const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
  const results = [];
  if (targets.includes('pglite')) results.push(await onPglite());
  const pg = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pg && targets.includes('postgres')) results.push(await onPostgres(pg));
  return results;
}

module.exports = { main, report, record };

if (require.main === module) {
  require('../scripts/build-if-needed.cjs').buildIfNeeded();
  main().then(
    (results) => results.forEach(report),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
