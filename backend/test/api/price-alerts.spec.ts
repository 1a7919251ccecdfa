import request from 'supertest';
import type { PriceAlertFired } from '../../src/market-prices/index';
import { PriceSyncService } from '../../src/market-prices/application/price-sync.service';
import { DomainEvents } from '../../src/shared/events/domain-events';
import { apiDatabaseTargets } from '../support/database-targets';
import { createUsersFast } from '../support/fast-users';
import { startTestApp, type TestApp } from '../support/test-app';
import { mandiRecord, startFakeDataGovIn, type FakeDataGovIn } from '../fakes/data-gov-in-server';

type User = { id: string; token: string };
type Notice = { _id: string; kind: string; message: string; orderId: string | null };

/** Onion in two Nashik markets on one day (DD/MM/2026), modal prices in rupees per quintal. */
function day(
  dd: number,
  lasalgaon: number,
  pimpalgaon: number,
  mm = 11,
): Record<string, unknown>[] {
  const date = `${String(dd).padStart(2, '0')}/${mm}/2026`;
  return [
    mandiRecord({ arrival_date: date, market: 'Lasalgaon', modal_price: String(lasalgaon) }),
    mandiRecord({ arrival_date: date, market: 'Pimpalgaon', modal_price: String(pimpalgaon) }),
  ];
}

describe.each(apiDatabaseTargets)('price alerts API on %s', (target) => {
  let fake: FakeDataGovIn;
  let t: TestApp;
  let admin: User;
  let farmer: User;
  let other: User;
  /** Every report the source has now (a sync copies them all; stored ones are unchanged). */
  let records: Record<string, unknown>[] = [];
  const fired: PriceAlertFired[] = [];
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });

  async function syncAndWait(): Promise<void> {
    const started = await request(t.http)
      .post('/api/market-prices/sync')
      .set(auth(admin))
      .expect(202);
    const sync = t.app.get(PriceSyncService);
    for (let i = 0; i < 300; i++) {
      const runs = await request(t.http)
        .get('/api/market-prices/sync-runs')
        .set(auth(admin))
        .expect(200);
      const run = (runs.body.data as { _id: string; status: string }[]).find(
        (r) => r._id === started.body._id,
      );
      if (run && run.status !== 'running' && !sync.running) {
        expect(run.status).toBe('succeeded');
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('sync did not finish');
  }

  /** Adds a day of prices to the source, syncs, and answers the alerts that fired. */
  async function syncDay(dd: number, lasalgaon: number, pimpalgaon: number, mm = 11) {
    records = [...records, ...day(dd, lasalgaon, pimpalgaon, mm)];
    const before = fired.length;
    await syncAndWait();
    return fired.slice(before);
  }

  const noticesOf = async (u: User): Promise<Notice[]> =>
    (
      (await request(t.http).get(`/api/notifications/${u.id}`).set(auth(u)).expect(200))
        .body as Notice[]
    ).filter((n) => n.kind === 'price_alert');

  const watch = (u: User, body: Record<string, unknown>) =>
    request(t.http).post('/api/market-prices/watchlist').set(auth(u)).send(body);

  beforeAll(async () => {
    fake = await startFakeDataGovIn([]);
    fake.fallback = () => ({ status: 200, records, total: records.length });
    t = await startTestApp(target, {
      DATA_GOV_IN_API_KEY: 'test-key',
      DATA_GOV_IN_URL: fake.url,
      DATA_GOV_IN_RETRIES: '0',
      DATA_GOV_IN_TIMEOUT_MS: '2000',
      PRICE_SYNC_CRON: 'off',
    });
    [admin] = await createUsersFast(t, 1, 'admin');
    [farmer, other] = await createUsersFast(t, 2);
    t.app.get(DomainEvents).subscribe<PriceAlertFired>('price_alert.fired', (e) => {
      fired.push(e);
      return Promise.resolve();
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  describe('alert prices on the watchlist', () => {
    it('need a login for every endpoint (401)', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      await request(t.http).get('/api/market-prices/watchlist').expect(401);
      await request(t.http)
        .post('/api/market-prices/watchlist')
        .send({ commodity: 'Onion', state: 'Maharashtra', above: 2000 })
        .expect(401);
      await request(t.http)
        .patch(`/api/market-prices/watchlist/${id}`)
        .send({ above: 2000 })
        .expect(401);
      await request(t.http).delete(`/api/market-prices/watchlist/${id}`).expect(401);
    });

    it('are set when adding, changed and cleared by the owner only', async () => {
      const added = await watch(farmer, {
        commodity: 'Potato',
        state: 'Gujarat',
        district: 'Rajkot',
        above: 1500.5,
        below: 900,
      }).expect(201);
      expect(added.body).toMatchObject({
        commodity: 'Potato',
        district: 'Rajkot',
        market: null,
        above: { price: 1500.5, state: 'armed' },
        below: { price: 900, state: 'armed' },
        latest: null,
        change: null,
        history: [],
      });
      const id = added.body._id as string;
      // The same crop, state and place again, in another case: a conflict.
      await watch(farmer, { commodity: 'potato', state: 'Gujarat', district: 'rajkot' }).expect(
        409,
      );
      // Another user cannot see, change or remove it: not found.
      await request(t.http)
        .patch(`/api/market-prices/watchlist/${id}`)
        .set(auth(other))
        .send({ above: 1 })
        .expect(404);
      await request(t.http)
        .delete(`/api/market-prices/watchlist/${id}`)
        .set(auth(other))
        .expect(404);
      const theirs = await request(t.http)
        .get('/api/market-prices/watchlist')
        .set(auth(other))
        .expect(200);
      expect(theirs.body.data).toEqual([]);
      await request(t.http)
        .patch('/api/market-prices/watchlist/not-a-uuid')
        .set(auth(farmer))
        .send({ above: 1 })
        .expect(404);

      const changed = await request(t.http)
        .patch(`/api/market-prices/watchlist/${id}`)
        .set(auth(farmer))
        .send({ above: 1600 })
        .expect(200);
      expect(changed.body).toMatchObject({
        above: { price: 1600, state: 'armed' },
        below: { price: 900 },
      });
      const cleared = await request(t.http)
        .patch(`/api/market-prices/watchlist/${id}`)
        .set(auth(farmer))
        .send({ below: null })
        .expect(200);
      expect(cleared.body).toMatchObject({ above: { price: 1600 }, below: null });
      const mine = await request(t.http)
        .get('/api/market-prices/watchlist')
        .set(auth(farmer))
        .expect(200);
      expect(mine.body.data).toEqual([
        expect.objectContaining({ _id: id, above: { price: 1600, state: 'armed' }, below: null }),
      ]);
      await request(t.http)
        .delete(`/api/market-prices/watchlist/${id}`)
        .set(auth(farmer))
        .expect(204);
    });

    it.each([
      ['a negative price', { above: -5 }, 'PRICES.THRESHOLD_INVALID'],
      ['zero', { below: 0 }, 'PRICES.THRESHOLD_INVALID'],
      ['text', { above: 'lots' }, 'PRICES.THRESHOLD_INVALID'],
      ['three decimals', { above: 1000.123 }, 'PRICES.THRESHOLD_INVALID'],
      ['a price too large', { above: 10_000_001 }, 'PRICES.THRESHOLD_INVALID'],
      ['below not under above', { above: 2000, below: 2000 }, 'PRICES.THRESHOLDS_ORDER'],
      [
        'a market and a district',
        { market: 'Rajkot', district: 'Rajkot' },
        'PRICES.MARKET_OR_DISTRICT',
      ],
    ])('refuse %s with a 400 and its code', async (_what, extra, code) => {
      const res = await watch(farmer, { commodity: 'Garlic', state: 'Gujarat', ...extra }).expect(
        400,
      );
      if (code === 'PRICES.THRESHOLD_INVALID') {
        // Refused by the request's validation: one sentence per field.
        const field = Object.keys(extra)[0];
        expect(res.body).toMatchObject({ statusCode: 400, errors: [{ field }] });
        expect(res.body.errors).toHaveLength(1);
        expect(res.body.message).toMatch(
          /alert price must be more than ₹0 and at most ₹1,00,00,000/,
        );
      } else {
        expect(res.body).toMatchObject({ statusCode: 400, code, message: expect.any(String) });
      }
    });

    it('say what is wrong in the reader’s language', async () => {
      const res = await watch(farmer, { commodity: 'Garlic', state: 'Gujarat', above: 1, below: 5 })
        .set('Accept-Language', 'hi')
        .expect(400);
      expect(res.body.message).toBe('"इससे नीचे" वाला भाव "इससे ऊपर" वाले भाव से कम होना चाहिए');
    });

    it('refuse a change that puts below over the kept above', async () => {
      const added = await watch(farmer, { commodity: 'Garlic', state: 'Gujarat', above: 3000 });
      expect(added.status).toBe(201);
      const res = await request(t.http)
        .patch(`/api/market-prices/watchlist/${added.body._id}`)
        .set(auth(farmer))
        .send({ below: 3500 })
        .expect(400);
      expect(res.body.code).toBe('PRICES.THRESHOLDS_ORDER');
      await request(t.http)
        .delete(`/api/market-prices/watchlist/${added.body._id}`)
        .set(auth(farmer))
        .expect(204);
    });
  });

  describe('evaluation after each sync', () => {
    let aboveId: string;
    let belowId: string;

    it('fires nothing while no price has reached an alert price', async () => {
      aboveId = (
        await watch(farmer, { commodity: 'Onion', state: 'Maharashtra', above: 2000 }).expect(201)
      ).body._id;
      belowId = (
        await watch(other, {
          commodity: 'Onion',
          state: 'Maharashtra',
          district: 'Nashik',
          below: 1800,
        }).expect(201)
      ).body._id;
      // A watch without alert prices is never evaluated.
      await watch(other, { commodity: 'Onion', state: 'Maharashtra', market: 'Lasalgaon' }).expect(
        201,
      );
      expect(await syncDay(19, 1900, 2000)).toEqual([]);
    });

    it('fires once when the price crosses above, with the price, change and date', async () => {
      const now = await syncDay(20, 2000, 2100);
      expect(now).toEqual([
        {
          type: 'price_alert.fired',
          watchId: aboveId,
          userId: farmer.id,
          commodity: 'Onion',
          state: 'Maharashtra',
          market: null,
          district: null,
          direction: 'above',
          threshold: '2000.00',
          price: '2050.00',
          change: '100.00',
          priceDate: '2026-11-20',
        },
      ]);
      const notices = await noticesOf(farmer);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ kind: 'price_alert', orderId: null });
      expect(notices[0]!.message).toBe(
        'Price alert: Onion in Maharashtra is at ₹2,050 per quintal on 20/11/2026, at or above your ₹2,000',
      );
      const list = await request(t.http)
        .get('/api/market-prices/watchlist')
        .set(auth(farmer))
        .expect(200);
      expect(list.body.data[0]).toMatchObject({
        latest: { date: '2026-11-20', modal_price: 2050, markets: 2 },
        previous: { date: '2026-11-19', modal_price: 1950 },
        change: 100,
        history: [
          { date: '2026-11-19', modal_price: 1950 },
          { date: '2026-11-20', modal_price: 2050 },
        ],
        above: { price: 2000, state: 'fired' },
      });
    });

    it('does not fire again when the same sync runs again, nor while the price stays above', async () => {
      expect(await syncDay(20, 2000, 2100)).toEqual([]);
      expect(await syncDay(21, 2200, 2300)).toEqual([]);
      // 1,985 is under 2,000 but within the 2% band (1,960): still fired, not re-armed.
      expect(await syncDay(22, 1980, 1990)).toEqual([]);
      expect(await syncDay(23, 2050, 2050)).toEqual([]);
      expect(await noticesOf(farmer)).toHaveLength(1);
    });

    it('re-arms once the price is back below the band, and fires on the next crossing', async () => {
      expect(await syncDay(24, 1900, 1950)).toEqual([]);
      const list = await request(t.http)
        .get('/api/market-prices/watchlist')
        .set(auth(farmer))
        .expect(200);
      expect(list.body.data[0].above).toEqual({ price: 2000, state: 'armed' });
      const again = await syncDay(25, 2010, 2030);
      expect(again).toEqual([
        expect.objectContaining({
          watchId: aboveId,
          direction: 'above',
          price: '2020.00',
          change: '95.00',
          priceDate: '2026-11-25',
        }),
      ]);
      expect(await noticesOf(farmer)).toHaveLength(2);
    });

    it('fires a below alert likewise, once, and again only after re-arming', async () => {
      const down = await syncDay(26, 1780, 1790);
      expect(down).toEqual([
        expect.objectContaining({
          watchId: belowId,
          userId: other.id,
          direction: 'below',
          district: 'Nashik',
          threshold: '1800.00',
          price: '1785.00',
          priceDate: '2026-11-26',
        }),
      ]);
      expect(await syncDay(27, 1700, 1700)).toEqual([]);
      // 1,830 is above 1,800 but not past the band (1,836): no re-arm, so no alert at 1,790.
      expect(await syncDay(28, 1830, 1830)).toEqual([]);
      expect(await syncDay(29, 1790, 1790)).toEqual([]);
      // A report of an older day changes nothing: the latest date decides.
      expect(await syncDay(1, 1500, 1500)).toEqual([]);
      // 1,900 is past the band: re-armed; then 1,795 fires again.
      expect(await syncDay(30, 1900, 1900)).toEqual([]);
      const again = await syncDay(1, 1795, 1795, 12);
      expect(again).toEqual([
        expect.objectContaining({
          watchId: belowId,
          direction: 'below',
          price: '1795.00',
          change: '-105.00',
          priceDate: '2026-12-01',
        }),
      ]);
      const notices = await noticesOf(other);
      expect(notices).toHaveLength(2);
      notices.reverse();
      expect(notices[0]!.message).toBe(
        'Price alert: Onion in Nashik (Maharashtra) is at ₹1,785 per quintal on 26/11/2026, at or below your ₹1,800',
      );
      const hindi = (
        await request(t.http)
          .get(`/api/notifications/${other.id}`)
          .set(auth(other))
          .set('Accept-Language', 'hi')
          .expect(200)
      ).body as Notice[];
      expect(hindi.find((n) => n.kind === 'price_alert')!.message).toContain('भाव अलर्ट');
      // The farmer's watch (above 2,000) was re-armed by these low prices but not fired.
      expect(await noticesOf(farmer)).toHaveLength(2);
      expect(fired.filter((e) => e.userId === other.id)).toHaveLength(2);
    });
  });
});
