import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../src/shared/database/embedded-postgres';
import { buildOrmOptions } from '../../src/shared/database/mikro-orm.options';
import { migrateDatabase } from '../../src/shared/database/migrate-database';
import {
  canSeeSockets,
  listeningTcpPorts,
  listeningUnixSockets,
} from '../support/listening-sockets';

describe('embedded PGlite database in DATA_DIR', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'agrosense-data-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps data across a stop and a second start on the same folder', async () => {
    const first = await startEmbeddedPostgres({ dataDir, maxConnections: 3 });
    await migrateDatabase(first.url);
    let orm = await MikroORM.init(buildOrmOptions({ clientUrl: first.url, poolSize: 1 }));
    await orm.em
      .getConnection()
      .execute(
        `insert into indian_states (id, code, name, slug, kind) values (gen_random_uuid(), 'GJ', 'Gujarat', 'gujarat', 'state')`,
      );
    await orm.close(true);
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, maxConnections: 3 });
    await expect(migrateDatabase(second.url)).resolves.toEqual({ applied: [] });
    orm = await MikroORM.init(buildOrmOptions({ clientUrl: second.url, poolSize: 1 }));
    const rows = await orm.em.getConnection().execute('select code from indian_states');
    expect(rows).toEqual([{ code: 'GJ' }]);
    await orm.close(true);
    await second.stop();
  });

  it('keeps its folder and files to its own user, whatever the umask', async () => {
    // Left readable by an earlier version; this process's umask lets files be read by all.
    chmodSync(dataDir, 0o755);
    const previous = process.umask(0o022);
    try {
      const db = await startEmbeddedPostgres({ dataDir, maxConnections: 3 });
      await db.stop();
    } finally {
      process.umask(previous);
    }
    const open = [
      dataDir,
      ...readdirSync(dataDir, { recursive: true }).map((p) => join(dataDir, String(p))),
    ]
      .map((path) => ({ path, mode: lstatSync(path).mode }))
      .filter(({ mode }) => mode & 0o077)
      .map(({ path, mode }) => `${path} ${(mode & 0o777).toString(8)}`);
    expect(open).toEqual([]);
    expect(existsSync(join(dataDir, 'pgdata/PG_VERSION'))).toBe(true);
  });

  it('refuses to open a folder another running process holds', async () => {
    writeFileSync(join(dataDir, 'agrosense.pid'), String(process.ppid));
    await expect(startEmbeddedPostgres({ dataDir, maxConnections: 3 })).rejects.toThrow(
      /in use by process/,
    );
  });

  it('takes over a folder whose previous holder is gone', async () => {
    writeFileSync(join(dataDir, 'agrosense.pid'), '999999');
    const db = await startEmbeddedPostgres({ dataDir, maxConnections: 3 });
    await db.stop();
  });
});

describe('embedded PGlite database: who can connect', () => {
  (canSeeSockets ? it : it.skip)(
    'listens on no TCP port, only on a Unix socket in a folder only this user may enter',
    async () => {
      const tcpBefore = listeningTcpPorts();
      const db = await startEmbeddedPostgres({ maxConnections: 3 });
      try {
        // No new TCP listener in this process: nothing on the machine can reach it over TCP.
        expect(listeningTcpPorts()).toEqual(tcpBefore);
        expect(db.url).not.toMatch(/127\.0\.0\.1|localhost/);
        const socket = join(db.socketDir, '.s.PGSQL.5432');
        expect(listeningUnixSockets()).toContain(socket);
        expect(statSync(db.socketDir).mode & 0o777).toBe(0o700);
        expect(statSync(db.socketDir).uid).toBe(process.getuid!());
        // The URL works for pg (and so MikroORM, migrations and maintenance, tested elsewhere).
        const client = new Client({ connectionString: db.url });
        await client.connect();
        const { rows } = await client.query<{ one: number }>('select 1 as one');
        expect(rows).toEqual([{ one: 1 }]);
        await client.end();
      } finally {
        await db.stop();
      }
      expect(existsSync(db.socketDir)).toBe(false);
    },
  );

  it('clears socket folders a killed process left behind, and only those', async () => {
    const live = await startEmbeddedPostgres({ maxConnections: 3 });
    // As after kill -9: nothing listens on the socket any more.
    const stale = mkdtempSync(join(tmpdir(), 'agrosense-db-'));
    writeFileSync(join(stale, '.s.PGSQL.5432'), '');
    const young = mkdtempSync(join(tmpdir(), 'agrosense-db-'));
    const longAgo = new Date(Date.now() - 5 * 60_000);
    utimesSync(stale, longAgo, longAgo);
    utimesSync(live.socketDir, longAgo, longAgo);
    const next = await startEmbeddedPostgres({ maxConnections: 3 });
    try {
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(young)).toBe(true); // perhaps another process about to listen
      const client = new Client({ connectionString: live.url });
      await client.connect();
      await client.end();
    } finally {
      await next.stop();
      await live.stop();
      rmSync(stale, { recursive: true, force: true });
      rmSync(young, { recursive: true, force: true });
    }
  });
});
