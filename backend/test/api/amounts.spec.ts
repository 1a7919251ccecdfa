import request from 'supertest';
import { apiDatabaseTargets } from '../support/database-targets';
import { createUsersFast } from '../support/fast-users';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Issue "Security round 2", quantities and prices: "0.0001" used to round a listing to 0 and
 * leave it Available, "1e5" became 1 and "0x10" became 16. Every quantity and price is now read
 * as a plain decimal: digits, at most one dot between digits, at most the unit's decimals (kg and
 * lb 2; bunch, each and dozen whole; prices 2), more than 0 and at most a sane maximum; anything
 * else is a 400 with a message key. Refused on purpose, as ambiguous: "5." and ".5", surrounding
 * spaces, "+5", "5,000". Accepted: trailing zeros ("12.50"), leading zeros ("007") and, from
 * older clients, the listing's own unit after the number ("50 kg").
 */
describe.each(apiDatabaseTargets)('quantities and prices on %s', (target) => {
  let t: TestApp;
  let seller: { id: string; token: string };
  let buyer: { id: string; token: string };
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });

  const addCrop = (fields: Record<string, string>) => {
    let req = request(t.http).post('/api/crops/add').set(auth(seller));
    const all = {
      cropName: 'Okra',
      cropCategory: 'vegetables',
      cropSellingPrice: '30',
      cropUnit: 'kg',
      cropQuantity: '20',
      ...fields,
    };
    for (const [k, v] of Object.entries(all)) req = req.field(k, v);
    return req;
  };
  const listing = async (fields: Record<string, string> = {}) =>
    (await addCrop(fields).expect(201)).body as {
      _id: string;
      cropQuantity: number;
      cropStatus: string;
    };

  beforeAll(async () => {
    t = await startTestApp(target);
    [seller, buyer] = await createUsersFast(t, 2);
  });
  afterAll(() => t.close());

  const NOT_PLAIN = [
    '1e5',
    '1E1',
    '0x10',
    ' 5',
    '5 ',
    '5.',
    '.5',
    '+5',
    '5,000',
    'Infinity',
    'NaN',
    'abc',
  ];

  describe('listing a crop (multipart)', () => {
    it.each<[string, string]>([
      ...NOT_PLAIN.map((v): [string, string] => [
        v,
        'Quantity must be a plain number such as 50 or 12.5',
      ]),
      ['0.0001', 'Quantity can have at most 2 decimals for this unit (kg)'],
      ['0', 'Quantity must be more than 0'],
      ['-1', 'Quantity must be more than 0'],
      ['1000001', 'Quantity can be at most 1000000'],
      ['50 lb', 'Quantity must be a plain number such as 50 or 12.5'],
    ])('refuses the quantity %p with 400 CROP.INVALID_QUANTITY', async (value, message) => {
      const res = await addCrop({ cropQuantity: value }).expect(400);
      expect(res.body).toMatchObject({ code: 'CROP.INVALID_QUANTITY', message });
    });

    it.each<[string, string]>([
      ...NOT_PLAIN.map((v): [string, string] => [v, 'Price must be a plain number of rupees']),
      ['10.999', 'with at most 2 decimals'],
      ['0', 'Price must be more than 0'],
      ['-5', 'Price must be more than 0'],
      ['1000000.01', 'Price can be at most 10,00,000 rupees'],
    ])('refuses the price %p with 400 CROP.INVALID_PRICE', async (value, message) => {
      const res = await addCrop({ cropSellingPrice: value }).expect(400);
      expect(res.body.code).toBe('CROP.INVALID_PRICE');
      expect(res.body.message).toContain(message);
    });

    it("holds the quantity to the unit's decimals: whole for a dozen, 2 for kg", async () => {
      const dozen = await addCrop({ cropUnit: 'dozen', cropQuantity: '12.5' }).expect(400);
      expect(dozen.body.message).toBe('Quantity must be a whole number for this unit (dozen)');
      expect((await listing({ cropUnit: 'dozen', cropQuantity: '12' })).cropQuantity).toBe(12);
      expect((await listing({ cropQuantity: '12.25' })).cropQuantity).toBe(12.25);
      expect((await listing({ cropQuantity: '007.50' })).cropQuantity).toBe(7.5);
    });

    it('says it in Hindi and Gujarati', async () => {
      const hi = await addCrop({ cropQuantity: '0x10' }).set('Accept-Language', 'hi').expect(400);
      expect(hi.body.message).toBe('मात्रा 50 या 12.5 जैसी सीधी संख्या होनी चाहिए');
      const gu = await addCrop({ cropUnit: 'dozen', cropQuantity: '1.5' })
        .set('Accept-Language', 'gu')
        .expect(400);
      expect(gu.body.message).toBe('આ એકમ (ડઝન) માટે જથ્થો પૂર્ણ સંખ્યા હોવો જોઈએ');
    });
  });

  describe('changing a listing (JSON)', () => {
    it.each<[Record<string, unknown>, string]>([
      ...NOT_PLAIN.map((v): [Record<string, unknown>, string] => [
        { cropQuantity: v },
        'CROP.INVALID_QUANTITY',
      ]),
      ...NOT_PLAIN.map((v): [Record<string, unknown>, string] => [
        { cropSellingPrice: v },
        'CROP.INVALID_PRICE',
      ]),
      [{ cropQuantity: '0.0001' }, 'CROP.INVALID_QUANTITY'],
      [{ cropQuantity: '-1' }, 'CROP.INVALID_QUANTITY'],
      [{ cropQuantity: 1e21 }, 'CROP.INVALID_QUANTITY'],
      [{ cropSellingPrice: 0.001 }, 'CROP.INVALID_PRICE'],
    ])('refuses %p with 400 %s and changes nothing', async (change, code) => {
      const crop = await listing();
      const res = await request(t.http)
        .put(`/api/crops/${crop._id}`)
        .set(auth(seller))
        .send(change)
        .expect(400);
      expect(res.body.code).toBe(code);
      const now = await request(t.http).get(`/api/crops/${crop._id}`).set(auth(seller)).expect(200);
      expect(now.body).toMatchObject({ cropQuantity: 20, cropSellingPrice: 30 });
    });

    it('takes 0 as sold out: the listing becomes Not Available, and cannot be made Available', async () => {
      const crop = await listing();
      const sold = await request(t.http)
        .put(`/api/crops/${crop._id}`)
        .set(auth(seller))
        .send({ cropQuantity: '0' })
        .expect(200);
      expect(sold.body).toMatchObject({ cropQuantity: 0, cropStatus: 'Not Available' });
      const again = await request(t.http)
        .put(`/api/crops/${crop._id}`)
        .set(auth(seller))
        .send({ cropStatus: 'Available' })
        .expect(422);
      expect(again.body).toMatchObject({
        code: 'CROP.NOTHING_LEFT',
        message: 'A listing with nothing left cannot be Available: add some quantity first',
      });
      await request(t.http)
        .post('/api/orders')
        .set(auth(buyer))
        .send({ cropId: crop._id, quantity: 1 })
        .expect(409);
      const back = await request(t.http)
        .put(`/api/crops/${crop._id}`)
        .set(auth(seller))
        .send({ cropQuantity: 5, cropStatus: 'Available' })
        .expect(200);
      expect(back.body).toMatchObject({ cropQuantity: 5, cropStatus: 'Available' });
    });
  });

  describe('placing an order (JSON)', () => {
    it.each<[unknown, string]>([
      ...NOT_PLAIN.map((v): [unknown, string] => [
        v,
        'Quantity must be a plain number such as 2 or 2.5',
      ]),
      ['0.0001', 'Quantity can have at most 2 decimals for this unit (kg)'],
      ['0', 'Quantity must be more than 0'],
      [-1, 'Quantity must be more than 0'],
      ['1000001', 'Quantity can be at most 1000000'],
      [true, 'quantity must be a number'],
      [null, 'quantity must be a number'],
      [[2], 'quantity must be a number'],
    ])('refuses the quantity %p with 400', async (quantity, message) => {
      const crop = await listing();
      const res = await request(t.http)
        .post('/api/orders')
        .set(auth(buyer))
        .send({ cropId: crop._id, quantity })
        .expect(400);
      expect(res.body.message).toBe(message);
    });

    it('holds the quantity to the listing unit and reads the claimed total plainly', async () => {
      const dozen = await listing({ cropUnit: 'dozen', cropQuantity: '10' });
      const half = await request(t.http)
        .post('/api/orders')
        .set(auth(buyer))
        .send({ cropId: dozen._id, quantity: 1.5 })
        .expect(400);
      expect(half.body).toMatchObject({
        code: 'ORDER.INVALID_QUANTITY',
        message: 'Quantity must be a whole number for this unit (dozen)',
      });
      const kg = await listing();
      const hex = await request(t.http)
        .post('/api/orders')
        .set(auth(buyer))
        .send({ cropId: kg._id, quantity: '2', totalPrice: '0x3C' })
        .expect(400);
      expect(hex.body.code).toBe('ORDER.INVALID_TOTAL');
      const ok = await request(t.http)
        .post('/api/orders')
        .set(auth(buyer))
        .send({ cropId: kg._id, quantity: '2.5', totalPrice: '75.00' })
        .expect(201);
      expect(ok.body).toMatchObject({ quantity: 2.5, totalPrice: 75 });
    });

    it('refuses an order whose total would not fit (400 ORDER.TOO_LARGE), not a 500', async () => {
      const dear = await listing({ cropSellingPrice: '1000000', cropQuantity: '1000000' });
      const res = await request(t.http)
        .post('/api/orders')
        .set(auth(buyer))
        .send({ cropId: dear._id, quantity: 1_000_000 })
        .expect(400);
      expect(res.body.code).toBe('ORDER.TOO_LARGE');
    });

    it('never leaves an accepted-to-zero listing Available', async () => {
      const crop = await listing({ cropQuantity: '2' });
      const order = await request(t.http)
        .post('/api/orders')
        .set(auth(buyer))
        .send({ cropId: crop._id, quantity: 2 })
        .expect(201);
      await request(t.http)
        .put(`/api/orders/${order.body._id}/status`)
        .set(auth(seller))
        .send({ status: 'Accepted' })
        .expect(200);
      const now = await request(t.http).get(`/api/crops/${crop._id}`).set(auth(seller)).expect(200);
      expect(now.body).toMatchObject({ cropQuantity: 0, cropStatus: 'Not Available' });
    });
  });
});
