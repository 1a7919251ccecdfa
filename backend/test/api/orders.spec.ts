import { MikroORM } from '@mikro-orm/postgresql';
import { OrderAutoCompletion } from '../../src/orders/application/order-auto-completion';
import request from 'supertest';
import { signUpAndLogIn, type TestUser } from '../support/accounts';
import { apiDatabaseTargets } from '../support/database-targets';
import { createUsersFast } from '../support/fast-users';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(apiDatabaseTargets)('orders and notifications API on %s', (target) => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let third: TestUser;
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });

  async function listCrop(u: TestUser, quantity = '10', price = '25.50') {
    const res = await request(t.http)
      .post('/api/crops/add')
      .set(auth(u))
      .field('cropName', 'Tomato')
      .field('cropCategory', 'vegetables')
      .field('cropSellingPrice', price)
      .field('cropUnit', 'kg')
      .field('cropQuantity', quantity)
      .expect(201);
    return res.body as { _id: string; cropId: string };
  }
  /** The buyer orders 2 of the crop; the new order's id. */
  const buyTwoOf = async (crop: { _id: string }) =>
    (
      await request(t.http)
        .post('/api/orders')
        .set(auth(buyer))
        .send({ cropId: crop._id, quantity: 2 })
        .expect(201)
    ).body._id as string;
  const notificationsOf = async (u: TestUser) =>
    (await request(t.http).get(`/api/notifications/${u.id}`).set(auth(u)).expect(200)).body as {
      _id: string;
      message: string;
      status: string;
    }[];

  beforeAll(async () => {
    t = await startTestApp(target);
    seller = await signUpAndLogIn(t, { name: 'Seller Sita' });
    buyer = await signUpAndLogIn(t, { name: 'Buyer Bharat' });
    third = await signUpAndLogIn(t, { name: 'Third Tara' });
  });
  afterAll(() => t.close());

  describe('placing an order', () => {
    it('needs a login', async () => {
      await request(t.http).post('/api/orders').send({ cropId: 'x', quantity: 1 }).expect(401);
    });

    it('computes the total on the server, starts Pending and notifies the seller once', async () => {
      const crop = await listCrop(seller);
      const res = await request(t.http)
        .post('/api/orders')
        .set(auth(buyer))
        .send({
          cropId: crop._id,
          quantity: 2,
          buyerId: buyer.id,
          sellerId: seller.id,
          totalPrice: 51,
        })
        .expect(201);
      expect(res.body).toMatchObject({
        status: 'Pending',
        quantity: 2,
        cropQuantity: 2,
        unitPrice: 25.5,
        totalPrice: 51,
        // Populated as the original client reads it, with the listing's _id for its links.
        cropId: {
          _id: crop._id,
          cropName: 'Tomato',
          cropUnit: 'kg',
          cropSellingPrice: 25.5,
          cropQuantity: 10,
        },
        sellerId: { _id: seller.id, name: 'Seller Sita' },
        buyerId: { _id: buyer.id, name: 'Buyer Bharat' },
      });
      const bell = await notificationsOf(seller);
      expect(bell.filter((n) => n.message.startsWith('New order request for Tomato'))).toHaveLength(
        1,
      );
      expect(bell[0].message).toContain('Buyer Bharat wants 2 kg');
    });

    it.each([
      [
        'a totalPrice that disagrees (400, nothing stored)',
        (c: { _id: string }) => ({ cropId: c._id, quantity: 1, totalPrice: 1 }),
        400,
        'totalPrice does not match',
      ],
      [
        'buyerId of somebody else (403)',
        (c: { _id: string }) => ({ cropId: c._id, quantity: 1, buyerId: 'someone-else' }),
        403,
        'buyerId must be your own',
      ],
      [
        'a sellerId that is not the seller (400)',
        (c: { _id: string }) => ({ cropId: c._id, quantity: 1, sellerId: 'x' }),
        400,
        'sellerId is not the seller',
      ],
      [
        'more than is left (409)',
        (c: { _id: string }) => ({ cropId: c._id, quantity: 11 }),
        409,
        'Not enough quantity left',
      ],
      [
        'quantity 0 (400)',
        (c: { _id: string }) => ({ cropId: c._id, quantity: 0 }),
        400,
        'Quantity must be more than 0',
      ],
    ])('refuses %s', async (_, body, status, message) => {
      const crop = await listCrop(seller);
      const before = (await request(t.http).get('/api/orders').set(auth(buyer))).body.length;
      const res = await request(t.http)
        .post('/api/orders')
        .set(auth(buyer))
        .send(body(crop))
        .expect(status);
      expect(res.body.message).toContain(message);
      expect((await request(t.http).get('/api/orders').set(auth(buyer))).body.length).toBe(before);
    });

    it("refuses the seller's own crop with 422 'You cannot buy your own crop'", async () => {
      const crop = await listCrop(seller);
      const res = await request(t.http)
        .post('/api/orders')
        .set(auth(seller))
        .send({ cropId: crop.cropId, quantity: 1 })
        .expect(422);
      expect(res.body.message).toBe('You cannot buy your own crop');
    });

    it('refuses a crop marked Not Available (409)', async () => {
      const crop = await listCrop(seller);
      await request(t.http)
        .put(`/api/crops/${crop._id}`)
        .set(auth(seller))
        .send({ cropStatus: 'Not Available' })
        .expect(200);
      await request(t.http)
        .post('/api/orders')
        .set(auth(buyer))
        .send({ cropId: crop._id, quantity: 1 })
        .expect(409);
    });
  });

  describe('deciding an order', () => {
    let crop: { _id: string };
    let orderId: string;
    beforeEach(async () => {
      crop = await listCrop(seller, '5');
      orderId = await buyTwoOf(crop);
    });

    it('lets only the seller accept (anonymous 401, buyer 403, third user 404)', async () => {
      await request(t.http)
        .put(`/api/orders/${orderId}/status`)
        .send({ status: 'Accepted' })
        .expect(401);
      await request(t.http)
        .put(`/api/orders/${orderId}/status`)
        .set(auth(buyer))
        .send({ status: 'Accepted' })
        .expect(403);
      await request(t.http)
        .put(`/api/orders/${orderId}/status`)
        .set(auth(third))
        .send({ status: 'Accepted' })
        .expect(404);
    });

    it('accepting takes the stock and tells the buyer; a second decision is a 409', async () => {
      const res = await request(t.http)
        .put(`/api/orders/${orderId}/status`)
        .set(auth(seller))
        .send({ status: 'Accepted' })
        .expect(200);
      expect(res.body).toMatchObject({ status: 'Accepted', cropId: { cropQuantity: 3 } });
      expect(
        (await notificationsOf(buyer)).some(
          (n) => n.message === 'Your order for Tomato was accepted',
        ),
      ).toBe(true);
      // The seller's "new order" notification is settled by the server, whichever client decided.
      const request_ = (await notificationsOf(seller)).find((n) => n.message.includes('Tomato'));
      expect(request_?.status).toBe('accepted');
      const again = await request(t.http)
        .put(`/api/orders/${orderId}/status`)
        .set(auth(seller))
        .send({ status: 'Rejected' })
        .expect(409);
      expect(again.body.code).toBe('ORDER.ALREADY_DECIDED');
    });

    it('rejecting keeps the order as Rejected and the stock untouched', async () => {
      await request(t.http)
        .put(`/api/orders/${orderId}/status`)
        .set(auth(seller))
        .send({ status: 'Rejected' })
        .expect(200);
      const listing = (await request(t.http).get(`/api/crops/${crop._id}`).set(auth(buyer))).body;
      expect(listing.cropQuantity).toBe(5);
      const mine = (await request(t.http).get('/api/orders?status=Rejected').set(auth(buyer))).body;
      expect(mine.map((o: { _id: string }) => o._id)).toContain(orderId);
    });

    it('lets the buyer cancel their own Pending order, and nobody else', async () => {
      await request(t.http)
        .put(`/api/orders/${orderId}/status`)
        .set(auth(seller))
        .send({ status: 'Cancelled' })
        .expect(403);
      await request(t.http)
        .put(`/api/orders/${orderId}/status`)
        .set(auth(buyer))
        .send({ status: 'Cancelled' })
        .expect(200);
    });

    it('selling the last unit makes the crop Not Available', async () => {
      const other = (
        await request(t.http)
          .post('/api/orders')
          .set(auth(third))
          .send({ cropId: crop._id, quantity: 3 })
          .expect(201)
      ).body._id;
      await request(t.http)
        .put(`/api/orders/${other}/status`)
        .set(auth(seller))
        .send({ status: 'Accepted' })
        .expect(200);
      await request(t.http)
        .put(`/api/orders/${orderId}/status`)
        .set(auth(seller))
        .send({ status: 'Accepted' })
        .expect(200);
      const listing = (await request(t.http).get(`/api/crops/${crop._id}`).set(auth(seller))).body;
      expect(listing).toMatchObject({ cropQuantity: 0, cropStatus: 'Not Available' });
    });
  });

  describe('after acceptance: completing or calling off', () => {
    let crop: { _id: string };
    let orderId: string;
    const stockOf = async () =>
      (await request(t.http).get(`/api/crops/${crop._id}`).set(auth(seller)).expect(200)).body as {
        cropQuantity: number;
        cropStatus: string;
      };
    const move = (u: TestUser | null, body: object) => {
      const req = request(t.http).put(`/api/orders/${orderId}/status`);
      return (u ? req.set(auth(u)) : req).send(body);
    };
    beforeEach(async () => {
      crop = await listCrop(seller, '2');
      orderId = await buyTwoOf(crop);
      await move(seller, { status: 'Accepted' }).expect(200);
    });

    it('shows the order to its two parties only: timeline, next moves, and the contact', async () => {
      const path = `/api/orders/${orderId}/details`;
      await request(t.http).get(path).expect(401);
      await request(t.http).get(path).set(auth(third)).expect(404);
      const mine = await request(t.http).get(path).set(auth(buyer)).expect(200);
      expect(mine.body).toMatchObject({
        you: 'buyer',
        order: { _id: orderId, status: 'Accepted' },
        moves: ['Completed', 'Cancelled'],
        counterparty: { name: 'Seller Sita', mobile: expect.stringMatching(/^\d{10}$/) },
      });
      expect(mine.body.timeline.map((s: { type: string; by: string }) => [s.type, s.by])).toEqual([
        ['placed', 'buyer'],
        ['accepted', 'seller'],
      ]);
      const theirs = await request(t.http).get(path).set(auth(seller)).expect(200);
      expect(theirs.body).toMatchObject({ you: 'seller', moves: ['Cancelled'] });
      expect(theirs.body.counterparty.name).toBe('Buyer Bharat');
    });

    it('the buyer confirms receipt: Completed, and the seller is told', async () => {
      await move(null, { status: 'Completed' }).expect(401);
      await move(third, { status: 'Completed' }).expect(404);
      const wrong = await move(seller, { status: 'Completed' }).expect(403);
      expect(wrong.body.message).toBe('Only the buyer can confirm receiving the goods');
      await move(buyer, { status: 'Completed' }).expect(200);
      expect(
        (await notificationsOf(seller)).some(
          (n) => n.message === 'The buyer confirmed receiving Tomato: the trade is complete',
        ),
      ).toBe(true);
      await move(buyer, { status: 'Cancelled', reason: 'quality' }).expect(409);
      expect((await stockOf()).cropQuantity).toBe(0);
    });

    it('either side calls it off with a reason; the sold-out listing is back on the market', async () => {
      expect(await stockOf()).toMatchObject({ cropQuantity: 0, cropStatus: 'Not Available' });
      const noReason = await move(seller, { status: 'Cancelled' }).expect(400);
      expect(noReason.body.code).toBe('ORDER.REASON_REQUIRED');
      await move(seller, { status: 'Cancelled', reason: 'whatever' }).expect(400);
      const off = await move(seller, {
        status: 'Cancelled',
        reason: 'cannot_deliver',
        note: 'Truck broke down',
      }).expect(200);
      expect(off.body.status).toBe('Cancelled');
      expect(await stockOf()).toMatchObject({ cropQuantity: 2, cropStatus: 'Available' });
      const told = await request(t.http)
        .get(`/api/notifications/${buyer.id}`)
        .set(auth(buyer))
        .set('Accept-Language', 'hi')
        .expect(200);
      expect(
        (told.body as { message: string }[]).some(
          (n) =>
            n.message === 'विक्रेता ने Tomato का आपका मंज़ूर हुआ ऑर्डर रद्द कर दिया: माल पहुँचाया नहीं जा सकता',
        ),
      ).toBe(true);
      const details = await request(t.http)
        .get(`/api/orders/${orderId}/details`)
        .set(auth(buyer))
        .expect(200);
      expect(details.body.timeline.at(-1)).toMatchObject({
        type: 'cancelled',
        by: 'seller',
        reason: 'cannot_deliver',
        note: 'Truck broke down',
      });
      expect(details.body.moves).toEqual([]);
    });

    it('the seller marks it handed over; 72 hours on, the job completes it once and tells the seller', async () => {
      const path = `/api/orders/${orderId}/handed-over`;
      await request(t.http).post(path).expect(401);
      await request(t.http).post(path).set(auth(third)).expect(404);
      await request(t.http).post(path).set(auth(buyer)).expect(403);
      await request(t.http).post(path).set(auth(seller)).expect(200);
      const twice = await request(t.http).post(path).set(auth(seller)).expect(409);
      expect(twice.body.code).toBe('ORDER.ALREADY_HANDED_OVER');
      const seen = await request(t.http)
        .get(`/api/orders/${orderId}/details`)
        .set(auth(buyer))
        .expect(200);
      expect(seen.body).toMatchObject({ canHandOver: false, handedOverAt: expect.any(String) });
      expect(Date.parse(seen.body.autoCompleteAt) - Date.parse(seen.body.handedOverAt)).toBe(
        72 * 3600_000,
      );
      expect(
        (await notificationsOf(buyer)).some((n) =>
          n.message.startsWith('The seller says Tomato was handed over to you.'),
        ),
      ).toBe(true);

      const job = t.app.get(OrderAutoCompletion);
      expect(await job.tick()).toBe(0);
      // 73 hours later, as far as the database is concerned.
      await t.app
        .get(MikroORM)
        .em.fork()
        .execute(`update orders set handed_over_at = now() - interval '73 hours' where id = ?`, [
          orderId,
        ]);
      const [first, second] = await Promise.all([job.tick(), job.tick()]);
      expect(first + second).toBeGreaterThanOrEqual(1);
      expect(await job.tick()).toBe(0);
      const done = await request(t.http)
        .get(`/api/orders/${orderId}/details`)
        .set(auth(seller))
        .expect(200);
      expect(done.body.order.status).toBe('Completed');
      expect(done.body.timeline.at(-1)).toMatchObject({ type: 'completed', by: null });
      expect(
        (await notificationsOf(seller)).filter((n) =>
          n.message.startsWith('The order for Tomato is complete'),
        ),
      ).toHaveLength(1);
    });

    it('of a cancel and a completion racing, exactly one wins and the stock returns at most once', async () => {
      const results = await Promise.all([
        move(buyer, { status: 'Completed' }),
        move(seller, { status: 'Cancelled', reason: 'no_response' }),
        move(buyer, { status: 'Cancelled', reason: 'changed_mind' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      const won = results.find((r) => r.status === 200)!.body.status as string;
      expect((await stockOf()).cropQuantity).toBe(won === 'Cancelled' ? 2 : 0);
    });
  });

  describe('reading orders', () => {
    it('shows each user only their own orders', async () => {
      await request(t.http).get(`/api/orders/${buyer.id}`).expect(401);
      await request(t.http).get(`/api/orders/${buyer.id}`).set(auth(buyer)).expect(200);
      await request(t.http).get(`/api/orders/${buyer.id}`).set(auth(third)).expect(403);
      const sellerView = (await request(t.http).get('/api/orders?status=Pending').set(auth(seller)))
        .body as { sellerId: { _id: string }; status: string }[];
      expect(sellerView.every((o) => o.sellerId._id === seller.id && o.status === 'Pending')).toBe(
        true,
      );
    });

    it('keeps a listing with orders: deleting archives it', async () => {
      const crop = await listCrop(seller, '4');
      await request(t.http)
        .post('/api/orders')
        .set(auth(buyer))
        .send({ cropId: crop._id, quantity: 1 })
        .expect(201);
      const res = await request(t.http)
        .delete(`/api/crops/${crop._id}`)
        .set(auth(seller))
        .expect(200);
      expect(res.body.outcome).toBe('archived');
      await request(t.http).get(`/api/crops/${crop._id}`).set(auth(buyer)).expect(404);
      expect(
        (await request(t.http).get('/api/orders').set(auth(buyer))).body.length,
      ).toBeGreaterThan(0);
    });

    it('pages orders with page and limit, the total in X-Total-Count, past the old 500 cap', async () => {
      const [shopper] = await createUsersFast(t, 1);
      const crop = await listCrop(seller, '1000');
      // 520 orders straight into the table (the API limits how fast one account may order).
      const orm = t.app.get(MikroORM);
      const em = orm.em.fork();
      const [listing] = await em
        .getConnection()
        .execute<{ price: string }[]>('select price from crop_listings where id = ?', [crop._id]);
      const base = Date.now() - 1_000_000;
      for (let start = 0; start < 520; start += 130) {
        const batch = Array.from({ length: 130 }, (_, i) => start + i);
        await em.getConnection().execute(
          `insert into orders (id, listing_id, buyer_id, seller_id, quantity, unit_price, total_price, status, created_at)
           values ${batch.map(() => "(gen_random_uuid(), ?, ?, ?, 1, ?, ?, 'Pending', ?)").join(', ')}`,
          batch.flatMap((i) => [
            crop._id,
            shopper.id,
            seller.id,
            listing.price,
            listing.price,
            new Date(base + i * 1000),
          ]),
        );
      }
      const page = (query: string) =>
        request(t.http).get(`/api/orders${query}`).set(auth(shopper)).expect(200);
      const first = await page('');
      expect(first.body).toHaveLength(100);
      expect(first.headers['x-total-count']).toBe('520');
      expect(first.headers['x-limit']).toBe('100');
      const last = await page('?page=6&limit=100');
      expect(last.body).toHaveLength(20);
      expect(last.headers['x-page']).toBe('6');
      // Newest first, and the pages neither overlap nor skip.
      const all = [];
      for (let p = 1; p <= 6; p++) all.push(...(await page(`?page=${p}`)).body);
      expect(new Set(all.map((o: { _id: string }) => o._id)).size).toBe(520);
      const times = all.map((o: { createdAt: string }) => Date.parse(o.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const byPath = await request(t.http)
        .get(`/api/orders/${shopper.id}?limit=7&page=2`)
        .set(auth(shopper))
        .expect(200);
      expect(byPath.body).toHaveLength(7);
      expect(byPath.headers['x-total-count']).toBe('520');
      for (const bad of ['?limit=101', '?limit=0', '?page=0', '?page=x'])
        await request(t.http).get(`/api/orders${bad}`).set(auth(shopper)).expect(400);
    });
  });

  describe('notifications', () => {
    it('lets only the recipient read and update them', async () => {
      const [first] = await notificationsOf(seller);
      await request(t.http).get(`/api/notifications/${seller.id}`).expect(401);
      await request(t.http).get(`/api/notifications/${seller.id}`).set(auth(buyer)).expect(403);
      await request(t.http)
        .put(`/api/notifications/${first._id}/update`)
        .set(auth(buyer))
        .send({ status: 'accepted' })
        .expect(403);
      const res = await request(t.http)
        .put(`/api/notifications/${first._id}/update`)
        .set(auth(seller))
        .send({ status: 'accepted' })
        .expect(200);
      expect(res.body.status).toBe('accepted');
    });

    it('reports the unread count in X-Unread-Count', async () => {
      const res = await request(t.http)
        .get(`/api/notifications/${seller.id}`)
        .set(auth(seller))
        .expect(200);
      const unread = res.body.filter((n: { status: string }) => n.status === 'unread').length;
      expect(res.headers['x-unread-count']).toBe(String(unread));
    });

    it('the older POST never duplicates the notification an order already created', async () => {
      const crop = await listCrop(seller);
      await request(t.http)
        .post('/api/orders')
        .set(auth(buyer))
        .send({ cropId: crop._id, quantity: 1 })
        .expect(201);
      const before = (await notificationsOf(seller)).length;
      const body = {
        sellerId: seller.id,
        buyerId: buyer.id,
        cropId: crop._id,
        message: 'New order request for Tomato',
      };
      const res = await request(t.http)
        .post('/api/notifications')
        .set(auth(buyer))
        .send(body)
        .expect(200);
      expect(res.body.created).toBe(false);
      expect((await notificationsOf(seller)).length).toBe(before);
      await request(t.http).post('/api/notifications').set(auth(third)).send(body).expect(403);
      await request(t.http)
        .post('/api/notifications')
        .set(auth(buyer))
        .send({ ...body, sellerId: third.id })
        .expect(400);
      await request(t.http)
        .post('/api/notifications')
        .set(auth(buyer))
        .send({ ...body, message: 'x'.repeat(501) })
        .expect(400);
    });

    it("answers the original client's follow-up without a token only for an order just placed", async () => {
      const crop = await listCrop(seller);
      const orderId = await buyTwoOf(crop);
      const told = (await notificationsOf(seller)).find((n) =>
        n.message.startsWith('New order request for Tomato'),
      )!;
      const body = {
        sellerId: seller.id,
        buyerId: buyer.id,
        cropId: crop._id,
        message: 'New order request for Tomato',
      };
      const before = (await notificationsOf(seller)).length;
      // Exactly as that client sends it: JSON, no Authorization header.
      const res = await request(t.http).post('/api/notifications').send(body).expect(201);
      expect(res.body).toMatchObject({ _id: told._id, kind: 'order_placed', orderId });
      // By the listing's public cropId too, and again (a retry): still the one notification.
      await request(t.http)
        .post('/api/notifications')
        .send({ ...body, cropId: crop.cropId })
        .expect(201);
      expect((await notificationsOf(seller)).length).toBe(before);

      // Anything else without a token stays the 401 of any other route.
      const refusals: Record<string, unknown>[] = [
        { ...body, buyerId: third.id },
        { ...body, sellerId: third.id },
        { ...body, sellerId: buyer.id, buyerId: seller.id },
        { ...body, cropId: (await listCrop(seller))._id },
        { ...body, buyerId: 'not-a-uuid' },
        { ...body, cropId: "x' or 1=1 --" },
        { sellerId: seller.id },
        {},
      ];
      for (const refused of refusals) {
        const r = await request(t.http).post('/api/notifications').send(refused).expect(401);
        expect(r.body).toMatchObject({ statusCode: 401, code: 'AUTH.REQUIRED' });
      }
      expect((await notificationsOf(seller)).length).toBe(before);

      // Ten minutes after the order, the follow-up is no longer answered.
      await t.app
        .get(MikroORM)
        .em.fork()
        .execute(`update orders set created_at = now() - interval '11 minutes' where id = ?`, [
          orderId,
        ]);
      await request(t.http).post('/api/notifications').send(body).expect(401);
    });
  });

  describe('retrying with an Idempotency-Key', () => {
    const place = (u: TestUser, body: object, key?: string) => {
      const req = request(t.http).post('/api/orders').set(auth(u));
      if (key !== undefined) req.set('Idempotency-Key', key);
      return req.send(body);
    };
    const ordersOf = async (u: TestUser) =>
      (await request(t.http).get('/api/orders').set(auth(u)).expect(200)).body as { _id: string }[];

    it('places one order for a retried request, and refuses the key for another body', async () => {
      const crop = await listCrop(seller);
      const key = 'c0a8012e-7d1f-4b52-9b7e-0f3c1a2b3c4d';
      const before = (await ordersOf(buyer)).length;
      const toldBefore = (await notificationsOf(seller)).length;
      const first = await place(buyer, { cropId: crop._id, quantity: 2 }, key).expect(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const again = await place(buyer, { cropId: crop._id, quantity: 2 }, key).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      expect((await ordersOf(buyer)).length).toBe(before + 1);
      // The stock is asked for once (Pending orders hold none), the seller told once.
      expect((await notificationsOf(seller)).length).toBe(toldBefore + 1);

      const other = await place(buyer, { cropId: crop._id, quantity: 3 }, key).expect(422);
      expect(other.body).toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY.KEY_REUSED' });
      expect((await ordersOf(buyer)).length).toBe(before + 1);
      // Keys are per account: another buyer's request with the same key is their own.
      await place(third, { cropId: crop._id, quantity: 2 }, key).expect(201);
      // Without a key every request is a new order (as before).
      await place(buyer, { cropId: crop._id, quantity: 2 }).expect(201);
      await place(buyer, { cropId: crop._id, quantity: 2 }).expect(201);
      expect((await ordersOf(buyer)).length).toBe(before + 3);
    });

    it('of racing retries with one key, exactly one places an order', async () => {
      const crop = await listCrop(seller, '100');
      const before = (await ordersOf(buyer)).length;
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => place(buyer, { cropId: crop._id, quantity: 1 }, 'race-1')),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
      expect(new Set(answers.map((a) => a.body._id as string)).size).toBe(1);
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
      expect((await ordersOf(buyer)).length).toBe(before + 1);
    });

    it('remembers a key for 24 hours, and not a refused request', async () => {
      const crop = await listCrop(seller, '5');
      // Refused (more than is left): nothing placed, so nothing remembered; the same key works.
      await place(buyer, { cropId: crop._id, quantity: 6 }, 'day-key').expect(409);
      const first = await place(buyer, { cropId: crop._id, quantity: 1 }, 'day-key').expect(201);
      await t.app
        .get(MikroORM)
        .em.fork()
        .execute(
          `update order_request_keys set created_at = now() - interval '25 hours' where key = ?`,
          ['day-key'],
        );
      const later = await place(buyer, { cropId: crop._id, quantity: 1 }, 'day-key').expect(201);
      expect(later.body._id).not.toBe(first.body._id);
    });

    it.each([
      ['empty', ''],
      ['with a space inside', 'two words'],
      ['too long', 'k'.repeat(256)],
      ['not ASCII', 'कुंजी'],
    ])('refuses a key that is %s with 400 IDEMPOTENCY.KEY_INVALID', async (_what, key) => {
      const crop = await listCrop(seller);
      const before = (await ordersOf(buyer)).length;
      const res = await request(t.http)
        .post('/api/orders')
        .set(auth(buyer))
        .set('Idempotency-Key', encodeURI(key) === key ? key : Buffer.from(key).toString('latin1'))
        .send({ cropId: crop._id, quantity: 1 });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('IDEMPOTENCY.KEY_INVALID');
      expect((await ordersOf(buyer)).length).toBe(before);
    });
  });

  it('with 200 buyers racing for stock 25, exactly 25 units sell and nothing is duplicated', async () => {
    const crop = await listCrop(seller, '25', '10');
    const buyers = await createUsersFast(t, 200);
    const placed = await Promise.all(
      buyers.map((b) =>
        request(t.http).post('/api/orders').set(auth(b)).send({ cropId: crop._id, quantity: 1 }),
      ),
    );
    expect(placed.every((r) => r.status === 201)).toBe(true);
    const decisions = await Promise.all(
      placed.map((r) =>
        request(t.http)
          .put(`/api/orders/${r.body._id}/status`)
          .set(auth(seller))
          .send({ status: 'Accepted' }),
      ),
    );
    const statuses = decisions.map((d) => d.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(25);
    expect(statuses.filter((s) => s === 409)).toHaveLength(175);
    const listing = (await request(t.http).get(`/api/crops/${crop._id}`).set(auth(seller))).body;
    expect(listing).toMatchObject({ cropQuantity: 0, cropStatus: 'Not Available' });
    const db = t.app.get(MikroORM).em.fork().getConnection();
    const counts = await db.execute<{ kind: string; count: string }[]>(
      `select n.kind, count(*) as count from notifications n join orders o on o.id = n.order_id
        where o.listing_id = ? group by n.kind order by n.kind`,
      [crop._id],
    );
    expect(counts.map((c) => [c.kind, Number(c.count)])).toEqual([
      ['order_accepted', 25],
      ['order_placed', 200],
    ]);
    const [sold] = await db.execute<{ sold: string }[]>(
      `select coalesce(sum(quantity), 0) as sold from orders where listing_id = ? and status = 'Accepted'`,
      [crop._id],
    );
    expect(Number(sold.sold)).toBe(25);
    let accepted = 0;
    for (const b of buyers) {
      const bell = (await request(t.http).get(`/api/notifications/${b.id}`).set(auth(b))).body as {
        message: string;
      }[];
      expect(bell.length).toBeLessThanOrEqual(1);
      accepted += bell.filter((n) => n.message.endsWith('was accepted')).length;
    }
    expect(accepted).toBe(25);
  }, 120_000);
});
