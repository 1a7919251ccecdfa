import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../../src/shared/database/embedded-postgres';

/**
 * The PostgreSQL server the fault tests may create throwaway databases on (never its own
 * database): FAULTS_DATABASE_URL, else TEST_DATABASE_URL. Unset: those tests are skipped, loudly.
 */
export const postgresServerUrl = process.env.FAULTS_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** Redis for the multi-replica test (a DB number of its own, e.g. redis://127.0.0.1:6379/6). */
export const redisUrl = process.env.FAULTS_REDIS_URL;

export function skipWithout(what: string, value: unknown): boolean {
  if (!value) console.warn(`SKIPPED: ${what} is not set, so this fault test does not run.`);
  return !value;
}

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database named agrosense_faults_<label>_<pid> next to the given server's database. */
export async function createDatabase(
  label: string,
  serverUrl = postgresServerUrl!,
): Promise<ThrowawayDatabase> {
  const name = `agrosense_faults_${label}_${process.pid}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).finally(() => c.end());
    },
  };
}

/** Runs queries on a PostgreSQL URL, or on a stopped embedded database's DATA_DIR. */
export async function withSql<T>(
  target: { databaseUrl?: string; dataDir: string },
  work: (sql: <R>(text: string, params?: unknown[]) => Promise<R[]>) => Promise<T>,
): Promise<T> {
  const embedded = target.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: target.dataDir, maxConnections: 2 });
  const client = new Client({ connectionString: target.databaseUrl ?? embedded!.url });
  await client.connect();
  try {
    return await work(
      async <R>(text: string, params: unknown[] = []) =>
        (await client.query(text, params)).rows as R[],
    );
  } finally {
    await client.end();
    await embedded?.stop();
  }
}

/** Debian's PostgreSQL binaries (initdb, pg_ctl), newest version first; undefined if absent. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

export interface PrivateCluster {
  url: string;
  stop(): void;
  start(): void;
  /** Stops the server and deletes its folder. */
  destroy(): void;
}

/**
 * A throwaway PostgreSQL cluster of our own (initdb + pg_ctl in a temp folder), so a test can
 * stop and start it without touching anyone else's server. initdb refuses root, so as root the
 * commands run as the `postgres` user.
 */
export function startPrivateCluster(bin: string, port: number): PrivateCluster {
  const dir = mkdtempSync(join(tmpdir(), 'agrosense-faults-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres', dir]);
  }
  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    const r = spawnSync(cmd, argv, { encoding: 'utf8', cwd: dir, timeout: 60_000 });
    if (r.status !== 0) throw new Error(`${tool} failed: ${r.stderr}${r.stdout}`);
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  // -l: the server's output goes to a file, not to our pipes (spawnSync would wait for them).
  const log = join(dir, 'postgres.log');
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', '-t', '30', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => {
      start();
      running = true;
    },
    stop: () => {
      stop();
      running = false;
    },
    destroy: () => {
      if (running) stop();
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
