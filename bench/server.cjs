// Starts the production build on a free port with a fresh embedded database, for benchmarks.
const { spawn } = require('node:child_process');
const { mkdtempSync, openSync, rmSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitHealthy(url, child, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return Date.now() - started;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not become healthy in time');
}

async function startServer({ dataDir, databaseUrl, env = {} } = {}) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'agrosense-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(__dirname, '../backend/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT: '10000',
      RATE_LIMIT_SCALE: '100000',
      // Blank means the embedded database, whatever the calling shell has set.
      DATABASE_URL: databaseUrl ?? '',
      ...env,
    },
    // BENCH_SERVER_LOG=/tmp/server.log keeps the servers' logs (BENCH_LOG_LEVEL=debug for more).
    stdio: [
      'ignore',
      process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore',
      'inherit',
    ],
  });
  const startMs = await waitHealthy(url, child);
  return {
    url,
    pid: child.pid,
    startMs,
    dataDir: dir,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      const t = Date.now();
      child.kill('SIGINT');
      const code = await exited;
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
      return { stopMs: Date.now() - t, code };
    },
  };
}

module.exports = { startServer };
