// Member pages under load (ADR 0006, "Load and memory" of security round 2): many connections on a
// server-rendered member page, while a separate thread probes the health endpoints every 100 ms
// and samples the server's resident memory (RSS).
//
// Starts the production build (embedded database; PostgreSQL, in a throwaway database, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set), seeds BENCH_MEMBER_PRICE_ROWS mandi prices and
// BENCH_MEMBER_LISTINGS listings, signs up a member, logs in and makes the page cookie
// (`agrosense_page` = language~userId~token) the app would write. It renders the page a few
// times (the server bundle is loaded, the JIT warm), measures RSS and health latency idle, then for
// each level of BENCH_MEMBER_CONNECTIONS (default 100,200): BENCH_MEMBER_SECONDS (default 20) of
// load on BENCH_MEMBER_PAGE (default /LiveCropPricing), then AFTER_SECONDS of health probes with
// no load, RSS read at their end.
//
// Reports the page's requests/s, p50/p99, how many answers were rendered (data-prerendered), the
// plain app page, or 503 (with Retry-After), health p99 during the load and after it, the time
// until health answered under 50 ms again, and RSS before / peak / after.
// Targets: >= 150 rendered pages/s and health p99 <= 250 ms during 100 connections, <= 50 ms
// from 5 s after the load, and RSS after the load <= 1.3 x the warm RSS before it.
const { isMainThread, parentPort, workerData, Worker } = require('node:worker_threads');
const { readFileSync } = require('node:fs');

const rssMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return NaN;
  }
};

if (!isMainThread) {
  // The probe: its own thread and event loop, so the load generator's work does not delay it.
  const { url, pid, intervalMs } = workerData;
  const samples = [];
  const rss = [];
  let running = true;
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const loop = async (path) => {
    while (running) {
      const at = Date.now();
      const t = performance.now();
      let status;
      try {
        const res = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = -1;
      }
      const ms = performance.now() - t;
      samples.push({ path, at, ms, status });
      await sleep(Math.max(0, intervalMs - ms));
    }
  };
  const loops = [loop('/api/health'), loop('/api/health/live')];
  const memory = setInterval(() => rss.push({ at: Date.now(), mb: rssMb(pid) }), 250);
  parentPort.on('message', async (message) => {
    if (message !== 'stop') return;
    running = false;
    clearInterval(memory);
    await Promise.all(loops);
    parentPort.postMessage({ samples, rss });
  });
  return;
}

const { mkdtempSync, rmSync } = require('node:fs');
const { availableParallelism, loadavg, tmpdir } = require('node:os');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { startServer } = require('./server.cjs');
const loadBench = require('./load.cjs');

const PAGE = process.env.BENCH_MEMBER_PAGE ?? '/LiveCropPricing';
const SECONDS = Number(process.env.BENCH_MEMBER_SECONDS ?? 20);
/** Pages really rendered (not the plain app page) per second at TARGET_DURING_AT connections. */
const TARGET_RENDERED_PER_S = 150;
const LEVELS = (process.env.BENCH_MEMBER_CONNECTIONS ?? '100,200').split(',').map(Number);
const PRICE_ROWS = Number(process.env.BENCH_MEMBER_PRICE_ROWS ?? 36_000);
const LISTINGS = Number(process.env.BENCH_MEMBER_LISTINGS ?? 40);
const IDLE_SECONDS = 5;
const AFTER_SECONDS = 10;
/** Targets (security round 2). */
const TARGET_DURING_P99_MS = 250;
const TARGET_DURING_AT = 100;
const TARGET_AFTER_P99_MS = 50;
const TARGET_RECOVERY_S = 5;
const TARGET_RSS_RATIO = 1.3;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Health probes started in [from, to). */
function health(samples, from, to) {
  const chosen = samples.filter((s) => s.at >= from && s.at < to);
  const ms = chosen.map((s) => s.ms);
  return {
    n: chosen.length,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.length ? Math.max(...ms) : NaN,
    failed: chosen.filter((s) => s.status !== 200).length,
  };
}

/** Seconds after `end` from which every probe answered under TARGET_AFTER_P99_MS. */
function recovery(samples, end, until) {
  const after = samples.filter((s) => s.at >= end && s.at < until);
  const slow = after.filter((s) => s.ms >= TARGET_AFTER_P99_MS || s.status !== 200);
  if (slow.length === 0) return 0;
  const last = slow.reduce((a, b) => (a.at + a.ms > b.at + b.ms ? a : b));
  return (last.at + last.ms - end) / 1000;
}

/** The server's agrosense_member_pages_total by outcome (what the renderer did and why). */
async function outcomes(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const counts = {};
  for (const [, outcome, n] of text.matchAll(
    /^agrosense_member_pages_total\{[^}]*outcome="(\w+)"[^}]*\} (\S+)$/gm,
  ))
    counts[outcome] = Number(n);
  return counts;
}

/** The V8 heap and memory outside it (MB), from the server's own /metrics (prom-client). */
async function heap(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name) =>
    Number(new RegExp(`^${name}(\\{[^}]*\\})? (\\S+)`, 'm').exec(text)?.[2] ?? NaN) / 2 ** 20;
  return {
    total: value('nodejs_heap_size_total_bytes'),
    used: value('nodejs_heap_size_used_bytes'),
    external: value('nodejs_external_memory_bytes'),
  };
}

function pageLoad(url, connections, cookie) {
  const counts = { rendered: 0, plain: 0, shed: 0, shedWithRetryAfter: 0, other: 0 };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: SECONDS,
        requests: [
          {
            method: 'GET',
            path: PAGE,
            headers: { cookie, 'sec-ch-ua-mobile': '?1', accept: 'text/html' },
            onResponse: (status, body, _context, headers) => {
              if (status === 503) {
                counts.shed++;
                if (headers['retry-after'] ?? headers['Retry-After']) counts.shedWithRetryAfter++;
              } else if (status !== 200) counts.other++;
              else if (body.includes('data-prerendered=')) counts.rendered++;
              else counts.plain++;
            },
          },
        ],
      },
      (err, r) => {
        if (err) return reject(err);
        resolve({
          rps: r.requests.average,
          total: r.requests.total,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors,
          timeouts: r.timeouts,
          counts,
        });
      },
    );
  });
}

async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'agrosense-bench-members-'));
  let server;
  let probe;
  try {
    if (databaseUrl) await loadBench.seedPrices(databaseUrl, PRICE_ROWS);
    else await loadBench.seedPricesEmbedded(dataDir, PRICE_ROWS);
    server = await startServer({ databaseUrl, dataDir });
    const seller = await loadBench.user(server.url, 'Bench Seller');
    await loadBench.seedListings(server.url, seller.token, LISTINGS);
    // Steady state: a restart makes the app analyze the embedded database.
    await server.stop();
    if (databaseUrl) await loadBench.analyze(databaseUrl);
    server = await startServer({ databaseUrl, dataDir });
    const base = server.url;
    const member = await loadBench.user(base, 'Bench Member');
    const cookie = `agrosense_page=${encodeURIComponent(`en~${member.userId}~${member.token}`)}`;
    // Warm: the server bundle is loaded on the first render; the JIT compiles the render path.
    let rendered = 0;
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${base}${PAGE}`, { headers: { cookie, 'sec-ch-ua-mobile': '?1' } });
      if ((await res.text()).includes('data-prerendered=')) rendered++;
    }
    if (rendered === 0 && process.env.MEMBER_PAGE_RENDER_CONCURRENCY !== '0')
      throw new Error(`${PAGE} was never rendered for the bench member`);

    probe = new Worker(__filename, { workerData: { url: base, pid: server.pid, intervalMs: 100 } });
    const idleFrom = Date.now();
    await sleep(IDLE_SECONDS * 1000);
    const rssBefore = rssMb(server.pid);
    const heapBefore = await heap(base);
    const idleTo = Date.now();
    const levels = [];
    for (const connections of LEVELS) {
      const before = rssMb(server.pid);
      const loadAvg = loadavg()[0];
      const counted = await outcomes(base);
      const start = Date.now();
      const page = await pageLoad(base, connections, cookie);
      const end = Date.now();
      const server_ = await outcomes(base);
      for (const key of Object.keys(server_)) server_[key] -= counted[key] ?? 0;
      await sleep(AFTER_SECONDS * 1000);
      levels.push({
        outcomes: server_,
        connections,
        page,
        start,
        end,
        rssBefore: before,
        rssAfter: rssMb(server.pid),
        heapAfter: await heap(base),
        loadAvg,
      });
    }
    const { samples, rss } = await new Promise((resolve) => {
      probe.once('message', resolve);
      probe.postMessage('stop');
    });
    const byPath = (path) => samples.filter((s) => s.path === path);
    const idle = {
      health: health(byPath('/api/health'), idleFrom, idleTo),
      live: health(byPath('/api/health/live'), idleFrom, idleTo),
    };
    for (const level of levels) {
      const { start, end } = level;
      const afterEnd = end + AFTER_SECONDS * 1000;
      level.during = {
        health: health(byPath('/api/health'), start, end),
        live: health(byPath('/api/health/live'), start, end),
      };
      level.after5 = health(byPath('/api/health'), end, end + 5000);
      level.after5to10 = health(byPath('/api/health'), end + 5000, afterEnd);
      level.liveAfter5to10 = health(byPath('/api/health/live'), end + 5000, afterEnd);
      level.recoverySeconds = recovery(samples, end, afterEnd);
      const during = rss.filter((s) => s.at >= start && s.at < afterEnd).map((s) => s.mb);
      level.rssPeak = Math.max(level.rssBefore, ...during.filter(Number.isFinite));
    }
    return {
      label,
      cores: availableParallelism(),
      rssBefore,
      heapBefore,
      rssAfter: levels.at(-1)?.rssAfter ?? rssBefore,
      idle,
      levels,
    };
  } finally {
    await probe?.terminate();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const f = (n) => (Number.isFinite(n) ? n.toFixed(0) : '-');

function report(r) {
  console.log(
    `member page ${PAGE} under load, ${r.label}: ${PRICE_ROWS.toLocaleString('en')} price rows, ${LISTINGS} listings, ${SECONDS} s per level, ${r.cores} cores`,
  );
  const heapText = (h) => `V8 heap ${f(h.used)} of ${f(h.total)} MB, external ${f(h.external)} MB`;
  console.log(
    `  idle: /api/health p50 ${f(r.idle.health.p50)} ms p99 ${f(r.idle.health.p99)} ms; /api/health/live p50 ${f(r.idle.live.p50)} ms p99 ${f(r.idle.live.p99)} ms; RSS ${f(r.rssBefore)} MB (warm; ${heapText(r.heapBefore)})`,
  );
  for (const l of r.levels) {
    const misses = [];
    if (l.connections === TARGET_DURING_AT && !(l.during.health.p99 <= TARGET_DURING_P99_MS))
      misses.push(`health p99 during > ${TARGET_DURING_P99_MS} ms`);
    if (!(l.after5to10.p99 <= TARGET_AFTER_P99_MS) || l.recoverySeconds > TARGET_RECOVERY_S)
      misses.push(`health not under ${TARGET_AFTER_P99_MS} ms within ${TARGET_RECOVERY_S} s`);
    if (l.during.health.failed + l.during.live.failed > 0) misses.push('health failed');
    const { counts: c } = l.page;
    const renderedPerSecond = c.rendered / SECONDS;
    if (l.connections === TARGET_DURING_AT && !(renderedPerSecond >= TARGET_RENDERED_PER_S))
      misses.push(`under ${TARGET_RENDERED_PER_S} rendered pages/s`);
    console.log(
      `  ${l.connections} connections (load average ${l.loadAvg.toFixed(1)} before): ${f(l.page.rps)} req/s (${f(renderedPerSecond)} rendered pages/s), p50 ${f(l.page.p50)} ms, p99 ${f(l.page.p99)} ms; ${c.rendered} rendered, ${c.plain} plain, ${c.shed} 503 (${c.shedWithRetryAfter} with Retry-After), ${c.other} other, ${l.page.errors} errors (${l.page.timeouts} timeouts)`,
    );
    const why = Object.entries(l.outcomes)
      .filter(([, n]) => n > 0)
      .map(([outcome, n]) => `${outcome} ${n}`)
      .join(', ');
    if (why) console.log(`    the server's count (agrosense_member_pages_total): ${why}`);
    console.log(
      `    health during: /api/health p50 ${f(l.during.health.p50)} p99 ${f(l.during.health.p99)} max ${f(l.during.health.max)} ms (${l.during.health.n} probes, ${l.during.health.failed} failed); /api/health/live p50 ${f(l.during.live.p50)} p99 ${f(l.during.live.p99)} max ${f(l.during.live.max)} ms`,
    );
    console.log(
      `    health after: 0-5 s p99 ${f(l.after5.p99)} max ${f(l.after5.max)} ms; 5-${AFTER_SECONDS} s p99 ${f(l.after5to10.p99)} ms (live ${f(l.liveAfter5to10.p99)} ms); every probe < ${TARGET_AFTER_P99_MS} ms from ${l.recoverySeconds.toFixed(1)} s after the load`,
    );
    console.log(
      `    RSS: ${f(l.rssBefore)} MB before, ${f(l.rssPeak)} MB peak, ${f(l.rssAfter)} MB ${AFTER_SECONDS} s after (${heapText(l.heapAfter)})${misses.length ? `  MISSED: ${misses.join(', ')}` : ''}`,
    );
  }
  const ratio = r.rssAfter / r.rssBefore;
  console.log(
    `  RSS after all levels ${f(r.rssAfter)} MB = ${ratio.toFixed(2)} x the warm RSS before${ratio > TARGET_RSS_RATIO ? `  MISSED: > ${TARGET_RSS_RATIO} x` : ''}`,
  );
}

async function main() {
  const pg = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!pg) return [await measure('embedded PGlite', undefined)];
  const { Client } = require('pg');
  const name = `${new URL(pg).pathname.slice(1) || 'agrosense'}_members_${process.pid}`;
  const admin = new Client({ connectionString: pg });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(pg);
    url.pathname = `/${name}`;
    return [await measure('PostgreSQL', url.toString())];
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

module.exports = { main, report };

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
