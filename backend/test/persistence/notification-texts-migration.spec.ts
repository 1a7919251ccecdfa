import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { buildOrmOptions } from '../../src/shared/database/mikro-orm.options';
import { databaseTargets, startTestDatabase, type TestDatabase } from '../support/database-targets';

const BEFORE = 'Migration20261126090000_contexts_own_their_tables';

describe.each(databaseTargets)('notifications said when read: the migration on %s', (target) => {
  let db: TestDatabase;
  let orm: MikroORM;
  beforeAll(async () => {
    db = await startTestDatabase(target);
    orm = await MikroORM.init(buildOrmOptions({ clientUrl: db.url, poolSize: 1 }));
  });
  afterAll(async () => {
    await orm.close(true);
    await db.stop();
  });

  it('reads old texts in any of the three languages back into key and values', async () => {
    await orm.migrator.up({ to: BEFORE });
    const sql = orm.em.getConnection();
    const rows: [string, string, string][] = [
      ['order_placed', 'New order request for Wheat: A buyer wants 12.5 kg for ₹312.50', 'en'],
      ['order_placed', 'गेहूँ के लिए नया ऑर्डर अनुरोध: अर्जुन ₹50.00 में 2 दर्जन खरीदना चाहते हैं', 'hi'],
      ['order_accepted', 'તમારો પાક માટેનો તમારો ઓર્ડર સ્વીકારાયો', 'gu'],
      ['order_cancelled', 'The order for Rice was cancelled by the buyer', 'en'],
      ['order_rejected', 'Something an older version wrote', 'en'],
      ['message', 'Your order for Wheat was accepted', 'en'],
    ];
    const ids: string[] = [];
    for (const [kind, message] of rows) {
      const id = randomUUID();
      ids.push(id);
      await sql.execute(
        `insert into notifications (id, recipient_id, kind, order_id, message, status, created_at)
         values (?, ?, ?, ?, ?, 'unread', now())`,
        [id, randomUUID(), kind, kind === 'message' ? null : randomUUID(), message],
      );
    }
    await orm.migrator.up();
    const texts = new Map(
      (
        await sql.execute<{ id: string; text: unknown; message: string }[]>(
          'select id, text, message from notifications',
        )
      ).map((r) => [r.id, typeof r.text === 'string' ? (JSON.parse(r.text) as unknown) : r.text]),
    );
    expect(texts.get(ids[0]!)).toEqual({
      key: 'NOTIFY.ORDER_PLACED',
      params: {
        crop: 'Wheat',
        buyer: { key: 'NOTIFY.A_BUYER' },
        quantity: '12.5',
        unit: 'kg',
        total: '312.50',
      },
    });
    expect(texts.get(ids[1]!)).toEqual({
      key: 'NOTIFY.ORDER_PLACED',
      params: { crop: 'गेहूँ', buyer: 'अर्जुन', quantity: '2', unit: 'dozen', total: '50.00' },
    });
    expect(texts.get(ids[2]!)).toEqual({
      key: 'NOTIFY.ORDER_ACCEPTED',
      params: { crop: { key: 'NOTIFY.YOUR_CROP' } },
    });
    expect(texts.get(ids[3]!)).toEqual({
      key: 'NOTIFY.ORDER_CANCELLED',
      params: { crop: 'Rice' },
    });
    // Not ours, or not recognised: kept as written.
    expect(texts.get(ids[4]!)).toBeNull();
    expect(texts.get(ids[5]!)).toBeNull();
  });
});
