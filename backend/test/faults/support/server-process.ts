import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The production build these tests run: `npm run test:faults` builds it first when stale. */
export const MAIN_JS = resolve(__dirname, '../../../dist/main.js');
const CREATE_ADMIN_JS = resolve(__dirname, '../../../dist/accounts/cli/create-admin.js');

let nextPort = Number(process.env.FAULTS_PORT_BASE ?? 0);

function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const s = createServer()
      .once('error', () => done(false))
      .listen(port, '127.0.0.1', () => s.close(() => done(true)));
  });
}

/** A free loopback port: from FAULTS_PORT_BASE upwards when set (shared machines), else any. */
export async function freePort(): Promise<number> {
  if (nextPort > 0) {
    while (!(await isFree(nextPort))) nextPort++;
    return nextPort++;
  }
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

export interface ServerOptions {
  /** DATABASE_URL; omitted means the embedded database in dataDir. */
  databaseUrl?: string;
  /** Reused across restarts; a fresh temp folder when omitted. */
  dataDir?: string;
  env?: Record<string, string>;
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stderr (start-up errors, crashes). */
  stderr(): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed by us. */
  kill9(): Promise<void>;
  /** SIGINT, the clean stop; resolves with the exit code. */
  stop(): Promise<number | null>;
}

function env(options: ServerOptions, dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Blank means the embedded database.
    DATABASE_URL: options.databaseUrl ?? '',
    PRICE_SYNC_CRON: 'off',
    PRICE_SYNC_ON_START: 'false',
    // The fault tests place orders as fast as they can; a test about limits sets its own.
    RATE_LIMIT_SCALE: '1000',
    ...options.env,
  };
}

/** Starts backend/dist/main.js as a child process and waits until /api/health answers 200. */
export async function startServer(options: ServerOptions = {}): Promise<ServerProcess> {
  if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: run npm run build -w backend`);
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'agrosense-faults-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN_JS], {
    env: env(options, dataDir, port),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      // A folder we made for this process alone goes with it; a given one is kept for restarts.
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      done(code);
    }),
  );
  const server: ServerProcess = {
    url,
    dataDir,
    child,
    stderr: () => stderr,
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGINT');
      return exited;
    },
  };
  await waitFor(
    async () => {
      if (child.exitCode !== null) {
        throw new Error(`server exited with ${child.exitCode} before it was healthy:\n${stderr}`);
      }
      const res = await fetch(`${url}/api/health`).catch(() => null);
      return res?.status === 200;
    },
    60_000,
    'server healthy',
  ).catch(async (e: unknown) => {
    await server.kill9();
    throw e;
  });
  return server;
}

/** Polls `check` until it returns true; throws after `timeoutMs`. */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  what: string,
  everyMs = 50,
): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (await check()) return;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** `npm run create-admin` against a stopped embedded database or a PostgreSQL. */
export function createAdmin(options: ServerOptions & { dataDir: string }, mobile: string): void {
  const r = spawnSync(
    process.execPath,
    [CREATE_ADMIN_JS, '--mobile', mobile, '--email', `admin${mobile}@example.com`],
    {
      env: { ...env(options, options.dataDir, 0), ADMIN_PASSWORD: ADMIN_PASSWORD },
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`create-admin failed: ${r.stderr}${r.stdout}`);
}

export const ADMIN_PASSWORD = 'faults-admin-password-2026';
