import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres } from '../../src/shared/database/embedded-postgres';
import { buildOrmOptions } from '../../src/shared/database/mikro-orm.options';
import { migrateDatabase } from '../../src/shared/database/migrate-database';

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
