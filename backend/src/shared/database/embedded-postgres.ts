import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** A postgres:// URL any ordinary driver can use. */
  readonly url: string;
  /** Closes the socket server, then the database (flushing it to disk). Safe to call twice. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder holding the database files; omitted means in memory (tests). */
  dataDir?: string;
  /**
   * Connections the socket server accepts. All of them share ONE Postgres session, so this must be
   * at least the ORM's pool size plus 2 (DESIGN.md section 3).
   */
  maxConnections: number;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process at a time may open a PGlite data folder; two would corrupt it. A pid file says who
 * holds it, and a stale one (its process is gone) is taken over.
 */
function acquireLock(dataDir: string): () => void {
  const lockFile = join(dataDir, 'agrosense.pid');
  try {
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder}. ` +
          'Stop that AgroSense first, or set DATA_DIR to another folder.',
      );
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

/**
 * Starts PGlite (Postgres compiled to WebAssembly) in this process and serves it on a loopback
 * port, so the normal PostgreSQL driver and MikroORM use it like any server.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  let release = () => {};
  let pgDataDir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = acquireLock(options.dataDir);
    pgDataDir = join(options.dataDir, 'pgdata');
  }
  let db: PGlite | undefined;
  try {
    db = await PGlite.create(pgDataDir ? { dataDir: pgDataDir } : {});
    const server = new PGLiteSocketServer({
      db,
      host: '127.0.0.1',
      port: 0,
      maxConnections: options.maxConnections,
    });
    await server.start();
    const url = `postgres://postgres@${server.getServerConn()}/postgres`;
    let stopped: Promise<void> | undefined;
    const openDb = db;
    return {
      url,
      stop: () =>
        (stopped ??= (async () => {
          await server.stop();
          await openDb.close();
          release();
        })()),
    };
  } catch (e) {
    await db?.close().catch(() => undefined);
    release();
    throw e;
  }
}
