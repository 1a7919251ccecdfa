import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { ensurePrivateDir, PRIVATE_FILE_MODE, tightenTree } from '../files/private-files';

export interface EmbeddedPostgres {
  /**
   * A postgres:// URL any ordinary driver can use. Its host is the folder of a Unix socket
   * (percent-encoded, e.g. `postgres://postgres@%2Ftmp%2Fagrosense-db-x1Y2z3:5432/postgres`): `pg`
   * opens `<folder>/.s.PGSQL.5432`. There is no TCP port.
   */
  readonly url: string;
  /** The socket's folder (mode 0700, removed by stop()). */
  readonly socketDir: string;
  /** Closes the socket server, then the database (flushing it to disk). Safe to call twice. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder holding the database files; omitted means in memory (tests). */
  dataDir?: string;
  /**
   * Connections the socket server accepts. All of them share ONE Postgres session, so this must be
   * at least the ORM's pool size plus 2 (docs/architecture.md, "Database").
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
  writeFileSync(lockFile, String(process.pid), { mode: PRIVATE_FILE_MODE });
  return () => rmSync(lockFile, { force: true });
}

/** The port number only names the socket file (`.s.PGSQL.<port>`), as PostgreSQL's own do. */
const SOCKET_PORT = 5432;
/** Socket folders are `<temp folder>/agrosense-db-XXXXXX`. */
const SOCKET_DIR_PREFIX = 'agrosense-db-';
/** sun_path holds 108 bytes on Linux (104 on macOS) including the final NUL. */
const MAX_SOCKET_PATH = 103;

/**
 * A new folder only this user may enter (mkdtemp makes it 0700; chmod says so explicitly), short
 * enough for a socket path: under os.tmpdir(), or /tmp when TMPDIR is too long a path.
 */
function makeSocketDir(): string {
  const socketFile = (dir: string) => join(dir, `.s.PGSQL.${SOCKET_PORT}`);
  for (const parent of [tmpdir(), '/tmp']) {
    // mkdtemp adds 6 characters to the prefix.
    if (
      Buffer.byteLength(socketFile(join(parent, `${SOCKET_DIR_PREFIX}XXXXXX`))) > MAX_SOCKET_PATH
    ) {
      continue;
    }
    const dir = mkdtempSync(join(parent, SOCKET_DIR_PREFIX));
    chmodSync(dir, 0o700);
    return dir;
  }
  throw new Error(
    `The temporary folder ${tmpdir()} is too long a path for the embedded database's socket; set TMPDIR to a shorter one.`,
  );
}

/** Whether nothing listens on the Unix socket at `path` any more (its process died). */
function isDeadSocket(path: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', (e: NodeJS.ErrnoException) =>
      done(e.code === 'ECONNREFUSED' || e.code === 'ENOENT'),
    );
  });
}

const STALE_AFTER_MS = 60_000;

/**
 * Removes this user's socket folders that a killed process (kill -9, power loss) left behind in
 * the temporary folder. A folder whose socket still answers belongs to a running process and is
 * kept, and so is one made in the last minute; failures are ignored (this is housekeeping).
 */
async function removeStaleSocketDirs(): Promise<void> {
  const uid = process.getuid?.();
  for (const parent of new Set([tmpdir(), '/tmp'])) {
    let names: string[];
    try {
      names = readdirSync(parent).filter((n) => n.startsWith(SOCKET_DIR_PREFIX));
    } catch {
      continue;
    }
    for (const name of names) {
      const dir = join(parent, name);
      try {
        const info = statSync(dir);
        // A young folder may be another process's that is about to listen.
        if (info.uid !== uid || Date.now() - info.mtimeMs < STALE_AFTER_MS) continue;
        if (await isDeadSocket(join(dir, `.s.PGSQL.${SOCKET_PORT}`))) {
          rmSync(dir, { recursive: true, force: true });
        }
      } catch {
        // gone already, or not ours to read
      }
    }
  }
}

/**
 * Starts PGlite (Postgres compiled to WebAssembly) in this process and serves it on a Unix socket
 * in a private folder, so the normal PostgreSQL driver and MikroORM use it like any server while
 * no other user of the machine can reach it (PGlite checks no password, and any session may
 * `SET ROLE` to its superuser). Nothing listens on TCP.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  let release = () => {};
  let pgDataDir: string | undefined;
  if (options.dataDir) {
    // Only this user may read the database files (password hashes, personal data).
    ensurePrivateDir(options.dataDir);
    release = acquireLock(options.dataDir);
    pgDataDir = join(options.dataDir, 'pgdata');
  }
  let db: PGlite | undefined;
  let socketDir: string | undefined;
  const removeSocketDir = () => {
    if (socketDir) rmSync(socketDir, { recursive: true, force: true });
  };
  try {
    db = await PGlite.create(pgDataDir ? { dataDir: pgDataDir } : {});
    if (pgDataDir) tightenTree(pgDataDir);
    await removeStaleSocketDirs();
    socketDir = makeSocketDir();
    const server = new PGLiteSocketServer({
      db,
      path: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
      maxConnections: options.maxConnections,
    });
    await server.start();
    const url = `postgres://postgres@${encodeURIComponent(socketDir)}:${SOCKET_PORT}/postgres`;
    let stopped: Promise<void> | undefined;
    const openDb = db;
    return {
      url,
      socketDir,
      stop: () =>
        (stopped ??= (async () => {
          try {
            await server.stop();
          } finally {
            removeSocketDir();
          }
          await openDb.close();
          release();
        })()),
    };
  } catch (e) {
    removeSocketDir();
    await db?.close().catch(() => undefined);
    release();
    throw e;
  }
}
