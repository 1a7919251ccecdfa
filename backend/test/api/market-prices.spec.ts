import request from 'supertest';
import { PriceSyncService } from '../../src/market-prices/application/price-sync.service';
import { apiDatabaseTargets } from '../support/database-targets';
import { createUsersFast } from '../support/fast-users';
import { startTestApp, type TestApp } from '../support/test-app';

type Run = { _id: string; status: string; trigger: string; fetched: number; upserted: number };
type Price = { state: string; commodity: string; modal_price: number; arrival_date: string };

describe.each(apiDatabaseTargets)('market prices API on %s (sample source)', (target) => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let farmer: { id: string; token: string };
  let other: { id: string; token: string };
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });

  async function syncAndWait(): Promise<Run> {
    const started = await request(t.http)
      .post('/api/market-prices/sync')
      .set(auth(admin))
      .expect(202);
    expect(started.body).toMatchObject({ status: 'running', trigger: 'manual' });
    for (let i = 0; i < 200; i++) {
      const runs = await request(t.http)
        .get('/api/market-prices/sync-runs')
        .set(auth(admin))
        .expect(200);
      const run = (runs.body.data as Run[]).find((r) => r._id === started.body._id);
      // Recorded as ended, and the process has also let go of the lock (a next run may start).
      if (run && run.status !== 'running' && !t.app.get(PriceSyncService).running) return run;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('sync did not finish');
  }

  beforeAll(async () => {
    t = await startTestApp(target, { PRICE_SYNC_CRON: 'off' });
    [admin] = await createUsersFast(t, 1, 'admin');
    [farmer, other] = await createUsersFast(t, 2);
  });
  afterAll(() => t.close());

  describe('ops endpoints', () => {
    it('are for administrators only', async () => {
      await request(t.http).get('/api/market-prices/sync-runs').expect(401);
      await request(t.http).post('/api/market-prices/sync').expect(401);
      const forbidden = await request(t.http)
        .get('/api/market-prices/sync-runs')
        .set(auth(farmer))
        .expect(403);
      expect(forbidden.body.message).toEqual(expect.any(String));
      await request(t.http).post('/api/market-prices/sync').set(auth(farmer)).expect(403);
    });

    it('show an empty history, the schedule (off here) and the sample source', async () => {
      const res = await request(t.http)
        .get('/api/market-prices/sync-runs')
        .set(auth(admin))
        .expect(200);
      expect(res.body).toMatchObject({
        data: [],
        schedule: null,
        nextRunAt: null,
        lastSuccessAt: null,
        source: { kind: 'sample' },
      });
    });

    it('syncs the whole sample dataset, and a second run changes nothing', async () => {
      const first = await syncAndWait();
      expect(first).toMatchObject({ status: 'succeeded', fetched: 1850, upserted: 1850 });
      const second = await syncAndWait();
      expect(second).toMatchObject({ status: 'succeeded', fetched: 1850, upserted: 0 });
      const res = await request(t.http)
        .get('/api/market-prices/sync-runs')
        .set(auth(admin))
        .expect(200);
      expect(res.body.data).toHaveLength(2);
      expect(res.body.lastSuccessAt).toEqual(expect.any(String));
    });

    it('reports the last success in /api/health and /metrics', async () => {
      const health = await request(t.http).get('/api/health').expect(200);
      expect(health.body.priceSync.lastSuccessAt).toEqual(expect.any(String));
      expect(health.body.priceSync.ageSeconds).toBeGreaterThanOrEqual(0);
      const metrics = await request(t.http).get('/metrics').expect(200);
      const line = /agrosense_price_sync_last_success_timestamp\{[^}]*\} (\d+)/.exec(metrics.text);
      expect(Number(line?.[1])).toBeGreaterThan(0);
      expect(metrics.text).toMatch(
        /agrosense_price_sync_runs_total\{[^}]*status="succeeded"[^}]*\} 2/,
      );
    });
  });

  describe('price list', () => {
    it("shows the latest day's reports, 40 a page, with their source", async () => {
      const res = await request(t.http).get('/api/market-prices').expect(200);
      expect(res.body).toMatchObject({ page: 1, limit: 40, date: '2026-11-21' });
      expect(res.body.source).toMatchObject({
        kind: 'sample',
        label: expect.stringMatching(/sample/i),
      });
      expect(res.body.data).toHaveLength(40);
      for (const p of res.body.data as Price[]) expect(p.arrival_date).toBe('2026-11-21');
    });

    it('filters by state and crop and sorts by modal price over the whole result', async () => {
      const asc = await request(t.http)
        .get('/api/market-prices')
        .query({ state: 'Gujarat', commodity: 'Onion', sort: 'modal_asc' })
        .expect(200);
      const prices = (asc.body.data as Price[]).map((p) => p.modal_price);
      expect(prices.length).toBeGreaterThanOrEqual(2);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
      for (const p of asc.body.data as Price[]) {
        expect(p).toMatchObject({ state: 'Gujarat', commodity: 'Onion' });
      }
      const desc = await request(t.http)
        .get('/api/market-prices')
        .query({ sort: 'modal_desc' })
        .expect(200);
      const all = await request(t.http).get('/api/market-prices').query({ limit: 100, page: 1 });
      const highest = Math.max(...(all.body.data as Price[]).map((p) => p.modal_price));
      expect(desc.body.data[0].modal_price).toBeGreaterThanOrEqual(highest);
    });

    it('pages through the day, the last page shorter than 40', async () => {
      const seen = new Set<string>();
      let page = 1;
      for (;;) {
        const res = await request(t.http).get('/api/market-prices').query({ page }).expect(200);
        for (const p of res.body.data as (Price & { market: string; variety: string })[]) {
          seen.add(`${p.market}|${p.commodity}|${p.variety}`);
        }
        if (res.body.data.length < 40) break;
        page += 1;
      }
      expect(page).toBeGreaterThan(1);
      expect(seen.size).toBeGreaterThan(40);
    });

    it('takes an explicit date', async () => {
      const res = await request(t.http)
        .get('/api/market-prices')
        .query({ date: '2026-11-10', state: 'Maharashtra' })
        .expect(200);
      expect(res.body.date).toBe('2026-11-10');
      expect(res.body.data.length).toBeGreaterThan(0);
    });

    it('lists every state and commodity of the cache, not just one page', async () => {
      const res = await request(t.http).get('/api/market-prices/filters').expect(200);
      expect(res.body.states).toEqual(
        expect.arrayContaining(['Gujarat', 'Himachal Pradesh', 'Kerala']),
      );
      expect(res.body.commodities).toEqual(expect.arrayContaining(['Onion', 'Apple', 'Cotton']));
      const gujarat = await request(t.http)
        .get('/api/market-prices/filters')
        .query({ state: 'Gujarat' })
        .expect(200);
      expect(gujarat.body.commodities).toContain('Groundnut');
      expect(gujarat.body.commodities).not.toContain('Apple');
    });

    it("names states, markets and crops in the reader's language, and finds crops by the words farmers type", async () => {
      const hi = await request(t.http)
        .get('/api/market-prices')
        .query({ state: 'Gujarat', commodity: 'Onion' })
        .set('Accept-Language', 'hi')
        .expect(200);
      expect(hi.headers.vary).toMatch(/Accept-Language/i);
      const row = hi.body.data[0] as Price & { names: Record<string, string> };
      expect(row).toMatchObject({ state: 'Gujarat', commodity: 'Onion' });
      expect(row.names).toMatchObject({ state: 'गुजरात', commodity: 'प्याज' });
      for (const name of Object.values(row.names)) expect(name).toMatch(/[\u0900-\u097f]/);

      const gu = await request(t.http)
        .get('/api/market-prices/filters')
        .set('Accept-Language', 'gu')
        .expect(200);
      expect(gu.body.labels).toMatchObject({ Gujarat: 'ગુજરાત', Onion: 'ડુંગળી' });
      expect(gu.body.searchWords.Wheat).toEqual(expect.arrayContaining(['wheat', 'gehu', 'ઘઉં']));
      const en = await request(t.http).get('/api/market-prices/filters').expect(200);
      expect(en.body.labels.Onion).toBe('Onion');

      const hint = await request(t.http)
        .get('/api/market-prices/hint')
        .query({ commodity: 'onion', state: 'Gujarat' })
        .set('Accept-Language', 'gu')
        .expect(200);
      expect(hint.body).toMatchObject({ commodityName: 'ડુંગળી', stateName: 'ગુજરાત' });
    });

    it('answers hostile or malformed filters with 400 or nothing, never a 500', async () => {
      const injected = await request(t.http)
        .get('/api/market-prices')
        .query({ state: "Gujarat' OR '1'='1", commodity: "x'; drop table market_prices; --" })
        .expect(200);
      expect(injected.body.data).toEqual([]);
      const long = await request(t.http)
        .get('/api/market-prices')
        .query({ state: 'x'.repeat(121) })
        .expect(400);
      expect(long.body.message).toEqual(expect.anything());
      await request(t.http).get('/api/market-prices').query({ sort: 'price; drop' }).expect(400);
      await request(t.http).get('/api/market-prices').query({ page: 0 }).expect(400);
      await request(t.http).get('/api/market-prices').query({ page: 'two' }).expect(400);
      await request(t.http).get('/api/market-prices').query({ date: '21/11/2026' }).expect(400);
      await request(t.http).get('/api/market-prices').query({ limit: 1000 }).expect(400);
      const still = await request(t.http).get('/api/market-prices').expect(200);
      expect(still.body.data).toHaveLength(40);
    });
  });

  describe("the reader's own state first", () => {
    type Row = Price & { district: string; market: string; variety: string; grade: string };
    const keyOf = (p: Row) => `${p.state}|${p.market}|${p.commodity}|${p.variety}|${p.grade}`;

    /** Every row of the day, page by page, as the list answers with `query`. */
    async function wholeDay(query: Record<string, string> = {}): Promise<Row[]> {
      const rows: Row[] = [];
      for (let page = 1; ; page++) {
        const res = await request(t.http)
          .get('/api/market-prices')
          .query({ ...query, limit: 100, page })
          .expect(200);
        rows.push(...(res.body.data as Row[]));
        if (res.body.data.length < 100) return rows;
      }
    }

    it("puts the state's rows first, then the rest in the usual order, filtering nothing", async () => {
      const usual = await wholeDay();
      const near = await wholeDay({ nearState: 'Maharashtra' });
      // The usual order starts elsewhere (Andhra Pradesh), so the test can fail.
      expect(usual[0]!.state).not.toBe('Maharashtra');
      const mine = usual.filter((p) => p.state === 'Maharashtra');
      expect(mine.length).toBeGreaterThan(5);
      expect(near.map(keyOf)).toEqual([
        ...mine.map(keyOf),
        ...usual.filter((p) => p.state !== 'Maharashtra').map(keyOf),
      ]);
      // The first page of 40 the app asks for, and the state written as a member's profile may.
      const page = await request(t.http)
        .get('/api/market-prices')
        .query({ nearState: 'maharashtra' })
        .expect(200);
      expect(page.body.data).toHaveLength(40);
      expect((page.body.data as Row[]).slice(0, mine.length).map((p) => p.state)).toEqual(
        mine.map(() => 'Maharashtra'),
      );
      expect(page.body.data[mine.length].state).not.toBe('Maharashtra');
    });

    it('puts the district first within the state', async () => {
      const usual = await wholeDay();
      const near = await wholeDay({ nearState: 'Maharashtra', nearDistrict: 'Nashik' });
      const mine = usual.filter((p) => p.state === 'Maharashtra');
      const district = mine.filter((p) => p.district === 'Nashik');
      expect(district.length).toBeGreaterThan(1);
      expect(mine[0]!.district).not.toBe('Nashik');
      expect(near.slice(0, mine.length).map(keyOf)).toEqual([
        ...district.map(keyOf),
        ...mine.filter((p) => p.district !== 'Nashik').map(keyOf),
      ]);
      expect(near).toHaveLength(usual.length);
    });

    it('sorts by price within each group with `sort`', async () => {
      const byPrice = (rows: Row[]) => rows.map((p) => p.modal_price);
      const descending = (values: number[]) => [...values].sort((a, b) => b - a);
      const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

      const near = await wholeDay({ nearState: 'Maharashtra', sort: 'modal_desc' });
      const mine = near.filter((p) => p.state === 'Maharashtra');
      expect(near.slice(0, mine.length)).toEqual(mine);
      expect(byPrice(mine)).toEqual(descending(byPrice(mine)));
      const rest = near.slice(mine.length);
      expect(byPrice(rest)).toEqual(descending(byPrice(rest)));
      // Not just the whole day by price: a dearer row of another state comes after the state's.
      expect(Math.max(...byPrice(rest))).toBeGreaterThan(mine[0]!.modal_price);

      const district = await wholeDay({
        nearState: 'Maharashtra',
        nearDistrict: 'Nashik',
        sort: 'modal_asc',
      });
      const nashik = district.filter((p) => p.district === 'Nashik');
      const others = district.slice(nashik.length, mine.length);
      expect(district.slice(0, nashik.length)).toEqual(nashik);
      expect(byPrice(nashik)).toEqual(ascending(byPrice(nashik)));
      expect(others.every((p) => p.state === 'Maharashtra' && p.district !== 'Nashik')).toBe(true);
      expect(byPrice(others)).toEqual(ascending(byPrice(others)));
      expect(byPrice(district.slice(mine.length))).toEqual(
        ascending(byPrice(district.slice(mine.length))),
      );
    });

    it('changes nothing for a state without reports, and keeps a state filter', async () => {
      const usual = await request(t.http).get('/api/market-prices').expect(200);
      const nowhere = await request(t.http)
        .get('/api/market-prices')
        .query({ nearState: 'Goa' })
        .expect(200);
      expect(nowhere.body.data).toEqual(usual.body.data);
      const filtered = await request(t.http)
        .get('/api/market-prices')
        .query({ state: 'Gujarat', nearState: 'Maharashtra' })
        .expect(200);
      expect(filtered.body.data.length).toBeGreaterThan(0);
      for (const p of filtered.body.data as Row[]) expect(p.state).toBe('Gujarat');
    });

    it('answers a bad value with 400 and its text in the reader language, never a 500', async () => {
      const long = await request(t.http)
        .get('/api/market-prices')
        .query({ nearState: 'x'.repeat(121) })
        .expect(400);
      expect(long.body.errors).toEqual([
        {
          field: 'nearState',
          message: 'nearState must be shorter than or equal to 120 characters',
        },
      ]);
      const hindi = await request(t.http)
        .get('/api/market-prices')
        .query({ nearState: 'Maharashtra', nearDistrict: 'x'.repeat(121) })
        .set('Accept-Language', 'hi')
        .expect(400);
      expect(hindi.body.errors).toEqual([
        {
          field: 'nearDistrict',
          message: 'पहले दिखाया जाने वाला ज़िला (nearDistrict) में ज़्यादा से ज़्यादा 120 अक्षर हो सकते हैं',
        },
      ]);
      // A district's name alone says too little (Aurangabad is in two states): it is left unused.
      const alone = await request(t.http)
        .get('/api/market-prices')
        .query({ nearDistrict: 'Nashik' })
        .expect(200);
      const plain = await request(t.http).get('/api/market-prices').expect(200);
      expect(alone.body.data).toEqual(plain.body.data);
      await request(t.http)
        .get('/api/market-prices')
        .query('nearState=Gujarat&nearState=Maharashtra')
        .expect(400);
    });
  });

  describe('trend and hint', () => {
    it('gives the modal price per day, oldest first', async () => {
      const res = await request(t.http)
        .get('/api/market-prices/trend')
        .query({ commodity: 'Onion', state: 'Gujarat' })
        .expect(200);
      const dates = (res.body.points as { date: string }[]).map((p) => p.date);
      expect(dates.length).toBeGreaterThan(5);
      expect([...dates].sort()).toEqual(dates);
      await request(t.http).get('/api/market-prices/trend').expect(400);
    });

    it('gives a seller the latest median price of their crop in their state, any case', async () => {
      const res = await request(t.http)
        .get('/api/market-prices/hint')
        .query({ commodity: 'onion', state: 'Gujarat' })
        .expect(200);
      expect(res.body).toMatchObject({
        commodity: 'Onion',
        state: 'Gujarat',
        markets: expect.any(Number),
        modal_price: expect.any(Number),
        source: { kind: 'sample' },
      });
      const paddy = await request(t.http)
        .get('/api/market-prices/hint')
        .query({ commodity: 'Paddy', state: 'Punjab' })
        .expect(200);
      expect(paddy.body.commodity).toBe('Paddy(Common)');
      const none = await request(t.http)
        .get('/api/market-prices/hint')
        .query({ commodity: 'Saffron%', state: 'Gujarat' })
        .expect(404);
      expect(none.body.message).toEqual(expect.any(String));
      await request(t.http)
        .get('/api/market-prices/hint')
        .query({ commodity: 'Onion' })
        .expect(400);
    });
  });

  describe('watchlist', () => {
    it('needs a login', async () => {
      await request(t.http).get('/api/market-prices/watchlist').expect(401);
      await request(t.http)
        .post('/api/market-prices/watchlist')
        .send({ commodity: 'Onion', state: 'Gujarat' })
        .expect(401);
    });

    it("is each user's own: add, no duplicates, others cannot see or remove it", async () => {
      const added = await request(t.http)
        .post('/api/market-prices/watchlist')
        .set(auth(farmer))
        .send({ commodity: 'Onion', state: 'Gujarat' })
        .expect(201);
      expect(added.body).toMatchObject({
        commodity: 'Onion',
        state: 'Gujarat',
        latest: { date: '2026-11-21', modal_price: expect.any(Number) },
        previous: { date: '2026-11-20' },
      });
      await request(t.http)
        .post('/api/market-prices/watchlist')
        .set(auth(farmer))
        .send({ commodity: 'onion', state: 'gujarat' })
        .expect(409);
      await request(t.http)
        .post('/api/market-prices/watchlist')
        .set(auth(farmer))
        .send({ commodity: '  ', state: 'Gujarat' })
        .expect(400);
      const mine = await request(t.http)
        .get('/api/market-prices/watchlist')
        .set(auth(farmer))
        .expect(200);
      expect(mine.body.data).toHaveLength(1);
      const theirs = await request(t.http)
        .get('/api/market-prices/watchlist')
        .set(auth(other))
        .expect(200);
      expect(theirs.body.data).toEqual([]);
      await request(t.http)
        .delete(`/api/market-prices/watchlist/${added.body._id}`)
        .set(auth(other))
        .expect(404);
      await request(t.http)
        .delete('/api/market-prices/watchlist/not-a-uuid')
        .set(auth(farmer))
        .expect(404);
      await request(t.http)
        .delete(`/api/market-prices/watchlist/${added.body._id}`)
        .set(auth(farmer))
        .expect(204);
      const after = await request(t.http)
        .get('/api/market-prices/watchlist')
        .set(auth(farmer))
        .expect(200);
      expect(after.body.data).toEqual([]);
    });

    it('holds at most 20 items', async () => {
      for (let i = 0; i < 20; i++) {
        await request(t.http)
          .post('/api/market-prices/watchlist')
          .set(auth(other))
          .send({ commodity: `Crop ${i}`, state: 'Gujarat' })
          .expect(201);
      }
      const full = await request(t.http)
        .post('/api/market-prices/watchlist')
        .set(auth(other))
        .send({ commodity: 'One more', state: 'Gujarat' })
        .expect(400);
      expect(full.body.message).toMatch(/20/);
    });
  });
});
