import { MikroORM } from '@mikro-orm/postgresql';
import { MikroOrmIndianStateRepository } from '../../src/content/infrastructure/mikro-orm-indian-state.repository';
import { ENTITIES } from '../../src/entities';
import { buildOrmOptions } from '../../src/shared/database/mikro-orm.options';
import { migrateDatabase } from '../../src/shared/database/migrate-database';
import { databaseTargets, startTestDatabase, type TestDatabase } from '../support/database-targets';

describe.each(databaseTargets)('MikroOrmIndianStateRepository on %s', (target) => {
  let db: TestDatabase;
  let orm: MikroORM;
  const repo = () => new MikroOrmIndianStateRepository(orm.em.fork());

  beforeAll(async () => {
    db = await startTestDatabase(target);
    const { applied } = await migrateDatabase(db.url);
    expect(applied.length).toBeGreaterThan(0);
    orm = await MikroORM.init(
      buildOrmOptions({ clientUrl: db.url, poolSize: db.poolSize, entities: ENTITIES }),
    );
  });
  afterAll(async () => {
    await orm.close(true);
    await db.stop();
  });

  it('applies migrations once: a second run finds nothing to do', async () => {
    await expect(migrateDatabase(db.url)).resolves.toEqual({ applied: [] });
  });

  it('inserts, then rewrites only rows that changed', async () => {
    const records = [
      { code: 'GJ', name: 'Gujarat', kind: 'state' as const },
      { code: 'DL', name: 'Delhi', kind: 'union_territory' as const },
    ];
    await expect(repo().upsertMany(records)).resolves.toBe(2);
    await expect(repo().upsertMany(records)).resolves.toBe(0);
    await expect(
      repo().upsertMany([{ code: 'DL', name: 'NCT of Delhi', kind: 'union_territory' }]),
    ).resolves.toBe(1);
    const delhi = await repo().findBySlug('nct-of-delhi');
    expect(delhi).toMatchObject({ code: 'DL', name: 'NCT of Delhi', kind: 'union_territory' });
    expect(await repo().findBySlug('delhi')).toBeNull();
  });

  it('lists states first, then union territories, each by name', async () => {
    await repo().upsertMany([{ code: 'AS', name: 'Assam', kind: 'state' }]);
    expect((await repo().listAll()).map((s) => s.code)).toEqual(['AS', 'GJ', 'DL']);
  });

  it('refuses a kind the schema does not know, writing nothing', async () => {
    await expect(
      repo().upsertMany([
        { code: 'KA', name: 'Karnataka', kind: 'state' },
        { code: 'XX', name: 'Nowhere', kind: 'province' as never },
      ]),
    ).rejects.toThrow();
    expect(await repo().findBySlug('karnataka')).toBeNull();
  });
});
