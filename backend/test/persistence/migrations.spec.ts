import { MikroORM } from '@mikro-orm/postgresql';
import { ENTITIES } from '../../src/entities';
import { buildOrmOptions } from '../../src/shared/database/mikro-orm.options';
import { migrateDatabase } from '../../src/shared/database/migrate-database';
import { MIGRATIONS } from '../../src/shared/database/migrations';
import { databaseTargets, startTestDatabase, type TestDatabase } from '../support/database-targets';

describe.each(databaseTargets)('committed migrations on %s', (target) => {
  let db: TestDatabase;
  let orm: MikroORM;
  beforeAll(async () => {
    db = await startTestDatabase(target);
    await migrateDatabase(db.url);
    orm = await MikroORM.init(
      buildOrmOptions({ clientUrl: db.url, poolSize: 1, entities: ENTITIES }),
    );
  });
  afterAll(async () => {
    await orm.close(true);
    await db.stop();
  });

  it('create exactly the schema the entity mappings describe (no drift, nothing missing)', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('are all recorded as applied, in order', async () => {
    const executed = await orm.migrator.getExecuted();
    expect(executed.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name));
  });
});
