// What checking a session costs (issue #18: tokens are checked against server-side sessions).
// Against the no-op route in the same run: an authenticated read whose own answer is cached
// (GET /api/crops?limit=1, the market page cache), so the session check is most of its work,
// with the session row remembered (SESSION_CACHE_MS default) and read from the database on every
// request (SESSION_CACHE_MS=0). Embedded PGlite unless BENCH_DATABASE_URL is set.
const { postJson } = require('./http.cjs');
const autocannon = require('autocannon');
const { startServer } = require('./server.cjs');

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const PASSWORD = 'bench-password-2026';

function run(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options }, (err, r) => {
      if (err) return reject(err);
      const total = r.requests.total + r.errors;
      resolve({
        rps: r.requests.average,
        p99: r.latency.p99,
        errorRate: total ? (r.errors + r.non2xx) / total : 1,
      });
    });
  });
}

async function member(url) {
  const mobile = `9${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-9)}`;
  await postJson(`${url}/api/auth/signup`, {
    name: 'Bench Member',
    mobile,
    email: `session${mobile}@example.com`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    state: 'Gujarat',
    address: 'Anand',
    language: 'English',
  });
  return { mobile, ...(await postJson(`${url}/api/auth/login`, { mobile, password: PASSWORD })) };
}

async function measureWith(sessionCacheMs) {
  const server = await startServer({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    env: { SESSION_CACHE_MS: String(sessionCacheMs) },
  });
  try {
    const { token } = await member(server.url);
    const warm = { duration: 2 };
    await run(`${server.url}/api/health/live`, warm);
    const headers = { authorization: `Bearer ${token}` };
    await run(`${server.url}/api/crops?limit=1`, { ...warm, headers });
    const noop = await run(`${server.url}/api/health/live`);
    const read = await run(`${server.url}/api/crops?limit=1`, { headers });
    return { sessionCacheMs, noop, read };
  } finally {
    await server.stop();
  }
}

async function main() {
  return [await measureWith(5000), await measureWith(0)];
}

function report(r) {
  const ratio = (r.read.rps / r.noop.rps).toFixed(2);
  console.log(
    `- authenticated read, session ${r.sessionCacheMs ? `remembered ${r.sessionCacheMs} ms` : 'read from the database every time'}: ` +
      `${r.read.rps.toFixed(0)} req/s = ${ratio} x no-op (${r.noop.rps.toFixed(0)}/s), p99 ${r.read.p99} ms, errors ${(r.read.errorRate * 100).toFixed(1)}%`,
  );
}

module.exports = { main, report };

if (require.main === module) {
  require('../scripts/build-if-needed.cjs').buildIfNeeded();
  main().then((results) => results.forEach(report));
}
