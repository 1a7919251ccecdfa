// The public lists (schemes, states, machinery categories, crop catalogue) under load, each
// against the no-op route GET /api/health/live: requests/s, p50, p99, bytes per answer, and the
// ratio of requests/s to the no-op's. Every request asks the way a Hindi reader's phone does
// (Accept-Language: hi, Accept-Encoding: gzip, br) and none sends If-None-Match, so each answer
// is a full 200 body: the figure is the cost of serving the list, not of a 304.
// The no-op runs right before each list and the ratio is to that run: on a shared 2-core box
// the machine's speed drifts within a minute, and adjacent runs see the same machine.
// Target at 50 connections: at least half the no-op's requests/s. Embedded PGlite, fresh
// DATA_DIR (the shipped reference content); loopback only, bounded duration.
// BENCH_PUBLIC_PATHS=schemes,states narrows a run (words of the names).
const autocannon = require('autocannon');
const { startServer } = require('./server.cjs');

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 2;
const CONNECTIONS = Number(process.env.BENCH_PUBLIC_CONNECTIONS ?? 50);
const TARGET_RATIO = 0.5;
const HEADERS = { 'accept-language': 'hi', 'accept-encoding': 'gzip, br' };

const PATHS = {
  'no-op GET /api/health/live': '/api/health/live',
  'schemes GET /api/schemes/all': '/api/schemes/all',
  'one state schemes GET /api/schemes/all?state=gujarat': '/api/schemes/all?state=gujarat',
  'states GET /api/states': '/api/states',
  'resources GET /api/resources/all': '/api/resources/all',
  'crop catalogue GET /api/advisory/crops': '/api/advisory/crops',
};

function load(url, duration = DURATION) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers: HEADERS }, (err, r) => {
      if (err) return reject(err);
      const total = r.requests.total + r.errors;
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        bytesPerAnswer: r.requests.total ? r.throughput.total / r.requests.total : 0,
        errorRate: total ? (r.errors + r.non2xx) / total : 1,
      });
    });
  });
}

/** What one request gets: status, encoding and size on the wire (a quick sanity check). */
async function probe(url) {
  const res = await fetch(url, { headers: HEADERS });
  await res.arrayBuffer();
  return { status: res.status, encoding: res.headers.get('content-encoding') ?? 'identity' };
}

async function measure() {
  const server = await startServer();
  try {
    const base = server.url;
    const only = process.env.BENCH_PUBLIC_PATHS?.split(',').map((w) => w.trim().toLowerCase());
    const [[noopName, noopPath], ...lists] = Object.entries(PATHS);
    const chosen = lists.filter(
      ([name]) => !only || only.some((w) => name.toLowerCase().includes(w)),
    );
    const probes = {};
    for (const [name, path] of [[noopName, noopPath], ...chosen]) {
      probes[name] = await probe(`${base}${path}`);
    }
    // Warm-up, not measured, so the JIT has compiled what every path runs before any is timed.
    for (const [, path] of [[noopName, noopPath], ...chosen]) {
      await load(`${base}${path}`, WARMUP_SECONDS);
    }
    const noops = [];
    const results = {};
    for (const [name, path] of chosen) {
      const noop = await load(`${base}${noopPath}`);
      noops.push(noop);
      results[name] = { ...(await load(`${base}${path}`)), noopRps: noop.rps };
    }
    const mean = (f) => noops.reduce((sum, m) => sum + f(m), 0) / noops.length;
    const noop = {
      rps: mean((m) => m.rps),
      p50: Math.max(...noops.map((m) => m.p50)),
      p99: Math.max(...noops.map((m) => m.p99)),
      bytesPerAnswer: mean((m) => m.bytesPerAnswer),
      errorRate: Math.max(...noops.map((m) => m.errorRate)),
      noopRps: mean((m) => m.rps),
    };
    return { label: 'embedded PGlite', results: { [noopName]: noop, ...results }, probes };
  } finally {
    await server.stop();
  }
}

function report(r) {
  console.log(
    `Public lists, ${r.label}: ${CONNECTIONS} connections, ${DURATION} s per path, Accept-Language hi, Accept-Encoding gzip, br; target >= ${TARGET_RATIO} x the no-op's requests/s (the no-op runs before each list; its line: mean requests/s, worst p50/p99)`,
  );
  const [noopName] = Object.keys(r.results);
  for (const [name, m] of Object.entries(r.results)) {
    const ratio = m.rps / m.noopRps;
    const verdict =
      name === noopName ? '' : ratio >= TARGET_RATIO && m.errorRate === 0 ? '  met' : '  MISSED';
    const against = name === noopName ? '' : ` (no-op just before: ${m.noopRps.toFixed(0)})`;
    console.log(
      `  ${name.padEnd(54)} ${m.rps.toFixed(0).padStart(6)} req/s = ${ratio.toFixed(2)} x no-op${against}  p50 ${m.p50} ms  p99 ${m.p99} ms  ${(m.bytesPerAnswer / 1024).toFixed(1)} KB/answer (${r.probes[name].encoding})  errors ${(m.errorRate * 100).toFixed(2)}%${verdict}`,
    );
  }
}

/** The lists that missed the target in a result (empty: all met). */
function misses(r) {
  return Object.entries(r.results)
    .slice(1)
    .filter(([, m]) => m.rps / m.noopRps < TARGET_RATIO || m.errorRate > 0)
    .map(([name]) => name);
}

async function main() {
  return [await measure()];
}

module.exports = { main, report, misses };

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
