import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { SqlListingStock } from '../../src/crops/infrastructure/sql-listing-stock';
import { ENTITIES } from '../../src/entities';
import { buildOrmOptions } from '../../src/shared/database/mikro-orm.options';
import { migrateDatabase } from '../../src/shared/database/migrate-database';
import { databaseTargets, startTestDatabase, type TestDatabase } from '../support/database-targets';

describe.each(databaseTargets)('SqlListingStock (the crops context’s stock) on %s', (target) => {
  let db: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    db = await startTestDatabase(target);
    await migrateDatabase(db.url);
    orm = await MikroORM.init(
      buildOrmOptions({ clientUrl: db.url, poolSize: db.poolSize, entities: ENTITIES }),
    );
  });
  afterAll(async () => {
    await orm.close(true);
    await db.stop();
  });

  async function listing(
    quantity: string,
    { status = 'Available', archived = false } = {},
  ): Promise<{ id: string; cropId: string }> {
    const id = randomUUID();
    const cropId = `CRP-${id.slice(0, 6).toUpperCase()}`;
    await orm.em.getConnection().execute(
      `insert into crop_listings (id, crop_id, seller_id, name, category, description, price, unit,
         quantity, organic, status, images, archived_at, created_at, updated_at)
       values (?, ?, ?, 'Wheat', 'grains', '', 25, 'kg', ?, false, ?, '[]', ?, now(), now())`,
      [id, cropId, randomUUID(), quantity, status, archived ? new Date() : null],
    );
    return { id, cropId };
  }

  const row = async (id: string) =>
    (
      await orm.em
        .getConnection()
        .execute<{ quantity: string; status: string }[]>(
          'select quantity, status from crop_listings where id = ?',
          [id],
        )
    )[0]!;

  it('holds a listing by cropId in any case and records it as ordered, once', async () => {
    const { id, cropId } = await listing('10');
    const stock = new SqlListingStock(orm.em.fork());
    const held = await stock.holdForOrder(cropId.toLowerCase());
    expect(held).toMatchObject({ id, name: 'Wheat', unit: 'kg', available: true });
    await stock.holdForOrder(id);
    const marks = await orm.em
      .getConnection()
      .execute('select * from ordered_listings where listing_id = ?', [id]);
    expect(marks).toHaveLength(1);
    expect(await stock.holdForOrder('CRP-ZZZZZZ')).toBeNull();
  });

  it('never takes more than there is, with 20 takers at once', async () => {
    const { id } = await listing('100');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        orm.em.fork().transactional((em) => new SqlListingStock(em).take(id, '10')),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await row(id)).toMatchObject({ status: 'Not Available' });
    expect(Number((await row(id)).quantity)).toBe(0);
  });

  it('gives stock back: a sold-out listing is on the market again', async () => {
    const { id } = await listing('5');
    const stock = new SqlListingStock(orm.em.fork());
    expect(await stock.take(id, '5')).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'Not Available' });
    expect(await stock.giveBack(id, '2')).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'Available' });
    expect(Number((await row(id)).quantity)).toBe(2);
    expect(await stock.giveBack(randomUUID(), '1')).toBe(false);
  });

  it('gives stock back without putting on the market what its seller took off', async () => {
    const paused = await listing('5', { status: 'Not Available' });
    const archived = await listing('0', { status: 'Not Available', archived: true });
    const stock = new SqlListingStock(orm.em.fork());
    await stock.giveBack(paused.id, '1');
    await stock.giveBack(archived.id, '1');
    expect(await row(paused.id)).toMatchObject({ status: 'Not Available' });
    expect(await row(archived.id)).toMatchObject({ status: 'Not Available' });
  });

  it('summarises listings by id, skipping unknown and malformed ids', async () => {
    const a = await listing('3');
    const stock = new SqlListingStock(orm.em.fork());
    const found = await stock.summaries([a.id, randomUUID(), 'not-a-uuid']);
    expect(found).toEqual([
      { id: a.id, name: 'Wheat', unit: 'kg', price: '25.00', quantity: '3.000' },
    ]);
  });
});
