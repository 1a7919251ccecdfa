import request from 'supertest';
import { signUpAndLogIn, type TestUser } from '../support/accounts';
import { apiDatabaseTargets } from '../support/database-targets';
import { startTestApp, type TestApp } from '../support/test-app';

/** India's calendar day `days` from now, YYYY-MM-DD. */
const dayIn = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

describe.each(apiDatabaseTargets)('handover plans and payment on %s', (target) => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let third: TestUser;
  let orderId: string;
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });
  const as = (u: TestUser | null, method: 'put' | 'post' | 'get', path: string) => {
    const req = request(t.http)[method](path);
    return u ? req.set(auth(u)) : req;
  };
  const details = async (u: TestUser) =>
    (await as(u, 'get', `/api/orders/${orderId}/details`).expect(200)).body;
  const bell = async (u: TestUser) =>
    (await as(u, 'get', `/api/notifications/${u.id}`).expect(200)).body as {
      orderId: string;
      message: string;
      status: string;
    }[];
  const plan = (over: object = {}) => ({
    kind: 'farm_pickup',
    date: dayIn(2),
    from: '09:00',
    to: '11:00',
    ...over,
  });

  async function acceptedOrder(status: 'Accepted' | 'Pending' = 'Accepted') {
    const crop = (
      await as(seller, 'post', '/api/crops/add')
        .field('cropName', 'Wheat')
        .field('cropCategory', 'grains')
        .field('cropSellingPrice', '26')
        .field('cropUnit', 'kg')
        .field('cropQuantity', '100')
        .expect(201)
    ).body as { _id: string };
    const id = (
      await as(buyer, 'post', '/api/orders').send({ cropId: crop._id, quantity: 50 }).expect(201)
    ).body._id as string;
    if (status === 'Accepted') {
      await as(seller, 'put', `/api/orders/${id}/status`).send({ status: 'Accepted' }).expect(200);
    }
    return id;
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    seller = await signUpAndLogIn(t, { name: 'Seller Savita' });
    buyer = await signUpAndLogIn(t, { name: 'Buyer Bharat' });
    third = await signUpAndLogIn(t, { name: 'Third Tara' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    orderId = await acceptedOrder();
  });

  describe('handover', () => {
    const propose = (u: TestUser | null, body: object) =>
      as(u, 'put', `/api/orders/${orderId}/handover`).send(body);
    const confirm = (u: TestUser | null) =>
      as(u, 'post', `/api/orders/${orderId}/handover/confirm`);

    it('either side proposes, only the other confirms; anonymous 401, a third user 404', async () => {
      await propose(null, plan()).expect(401);
      await propose(third, plan()).expect(404);
      await confirm(null).expect(401);
      await confirm(third).expect(404);
      const proposed = await propose(buyer, plan({ note: 'Tractor trolley' })).expect(200);
      expect(proposed.body).toMatchObject({
        kind: 'farm_pickup',
        place: null,
        from: '09:00',
        to: '11:00',
        note: 'Tractor trolley',
        proposedBy: 'buyer',
        confirmedAt: null,
      });
      expect((await bell(seller)).map((n) => n.message)).toContainEqual(
        expect.stringMatching(
          /^Handover proposed for Wheat: pickup at the farm on \d\d\/\d\d\/\d{4}, 09:00–11:00/,
        ),
      );
      const own = await confirm(buyer).expect(403);
      expect(own.body.message).toMatch(/cannot confirm it yourself/);
      const sellerView = await details(seller);
      expect(sellerView.handover).toMatchObject({
        confirmed: null,
        proposal: { proposedBy: 'buyer' },
        canPropose: true,
        canConfirm: true,
      });
      expect((await details(buyer)).handover.canConfirm).toBe(false);
      await confirm(seller).expect(200);
      const agreed = await details(buyer);
      expect(agreed.handover).toMatchObject({
        confirmed: { kind: 'farm_pickup', proposedBy: 'buyer', confirmedAt: expect.any(String) },
        proposal: null,
        canConfirm: false,
      });
      expect(agreed.timeline.map((s: { type: string }) => s.type)).toEqual([
        'placed',
        'accepted',
        'handover_proposed',
        'handover_confirmed',
      ]);
      expect((await bell(buyer)).map((n) => n.message)).toContainEqual(
        expect.stringMatching(/^Handover of Wheat agreed/),
      );
      await confirm(seller).expect(409);
    });

    it('a counter-proposal replaces the open one; the agreed plan stays until a new one is agreed', async () => {
      await propose(buyer, plan()).expect(200);
      await confirm(seller).expect(200);
      await propose(seller, plan({ kind: 'delivery', place: 'Gate of APMC Unjha' })).expect(200);
      await propose(
        buyer,
        plan({ kind: 'place_pickup', place: 'Village chowk', from: '16:00', to: '18:00' }),
      ).expect(200);
      const d = await details(seller);
      expect(d.handover.confirmed).toMatchObject({ kind: 'farm_pickup' });
      expect(d.handover.proposal).toMatchObject({
        kind: 'place_pickup',
        place: 'Village chowk',
        proposedBy: 'buyer',
      });
      // Only one notice of a proposal per order, the latest, unread.
      const notices = (await bell(seller)).filter(
        (n) => n.orderId === orderId && n.message.startsWith('Handover proposed'),
      );
      expect(notices).toHaveLength(1);
      expect(notices[0]!.message).toMatch(/agreed place/);
      await confirm(seller).expect(200);
      expect((await details(buyer)).handover.confirmed).toMatchObject({ kind: 'place_pickup' });
    });

    it('refuses a bad plan with 400 and a reason', async () => {
      const cases: [object, RegExp][] = [
        [plan({ date: dayIn(-1) }), /past/],
        [plan({ date: dayIn(61) }), /within 60 days/],
        [plan({ date: '2026-02-30' }), /real date/],
        [plan({ from: '11:00', to: '09:00' }), /end after it starts/],
        [plan({ from: '9am' }), /HH:MM/],
        [plan({ kind: 'delivery' }), /where the goods change hands/],
        [plan({ kind: 'teleport' }), /kind/],
        [plan({ place: 'x'.repeat(201), kind: 'delivery' }), /place/],
      ];
      for (const [body, message] of cases) {
        const res = await propose(buyer, body).expect(400);
        expect(res.body.message).toMatch(message);
      }
    });

    it('is closed before acceptance and after hand-over (409)', async () => {
      const pending = await acceptedOrder('Pending');
      await as(buyer, 'put', `/api/orders/${pending}/handover`).send(plan()).expect(409);
      await as(seller, 'post', `/api/orders/${orderId}/handed-over`).expect(200);
      await propose(buyer, plan()).expect(409);
    });
  });

  describe('payment', () => {
    const pay = (u: TestUser | null, body: object) =>
      as(u, 'put', `/api/orders/${orderId}/payment`).send(body);

    it("gives the buyer a upi:// link to the seller's UPI ID for the order's total, once set", async () => {
      expect((await details(buyer)).payment).toMatchObject({
        status: 'unpaid',
        moves: ['reported'],
        upiId: null,
        upiLink: null,
      });
      await as(seller, 'put', `/api/auth/users/${seller.id}`)
        .send({ upiId: 'savita.patel@okaxis', currentPassword: seller.password })
        .expect(200);
      const { payment } = await details(buyer);
      expect(payment.upiId).toBe('savita.patel@okaxis');
      const link = new URL(payment.upiLink);
      expect(link.protocol).toBe('upi:');
      expect(Object.fromEntries(link.searchParams)).toEqual({
        pa: 'savita.patel@okaxis',
        pn: 'Seller Savita',
        am: '1300.00',
        cu: 'INR',
        tn: 'AgroSense Wheat',
        tr: expect.stringMatching(/^AGS[0-9A-F]{12}$/),
      });
      // The seller sees no link: they are not the one paying.
      expect((await details(seller)).payment).toMatchObject({
        upiLink: null,
        moves: ['confirmed'],
      });
    });

    it('buyer reports, seller disputes, buyer reports again, seller confirms; each side told', async () => {
      await pay(null, { status: 'reported' }).expect(401);
      await pay(third, { status: 'reported' }).expect(404);
      expect((await pay(seller, { status: 'reported' }).expect(403)).body.message).toMatch(
        /Only the buyer/,
      );
      expect((await pay(buyer, { status: 'confirmed' }).expect(403)).body.message).toMatch(
        /Only the seller/,
      );
      await pay(buyer, { status: 'reported', utr: '12345' }).expect(400);
      const reported = await pay(buyer, { status: 'reported', utr: '412345678901' }).expect(200);
      expect(reported.body.paymentStatus).toBe('reported');
      await pay(buyer, { status: 'reported' }).expect(409);
      expect((await bell(seller)).map((n) => n.message)).toContainEqual(
        'The buyer says they paid ₹1,300 for Wheat. Check your account and confirm it on the order',
      );
      await pay(seller, { status: 'disputed' }).expect(200);
      expect((await details(buyer)).payment).toMatchObject({
        status: 'disputed',
        utr: '412345678901',
        moves: ['reported'],
      });
      await pay(buyer, { status: 'reported' }).expect(200);
      await pay(seller, { status: 'confirmed' }).expect(200);
      const done = await details(buyer);
      expect(done.payment).toMatchObject({ status: 'confirmed', moves: [], upiLink: null });
      expect(done.timeline.map((s: { type: string }) => s.type).slice(2)).toEqual([
        'payment_reported',
        'payment_disputed',
        'payment_reported',
        'payment_confirmed',
      ]);
      const buyerBell = (await bell(buyer)).map((n) => n.message);
      expect(buyerBell).toContainEqual(
        'The seller confirmed receiving your payment of ₹1,300 for Wheat',
      );
      expect(buyerBell.filter((m) => m.includes('has not arrived'))).toHaveLength(0);
      // The list shows the payment status too.
      const list = (await as(buyer, 'get', `/api/orders`).expect(200)).body as {
        _id: string;
        paymentStatus: string;
      }[];
      expect(list.find((o) => o._id === orderId)?.paymentStatus).toBe('confirmed');
    });

    it('the seller may confirm cash that was never reported; a Pending order cannot be paid', async () => {
      await pay(seller, { status: 'confirmed' }).expect(200);
      const pending = await acceptedOrder('Pending');
      await as(buyer, 'put', `/api/orders/${pending}/payment`)
        .send({ status: 'reported' })
        .expect(409);
      await pay(buyer, { status: 'unpaid' }).expect(400);
    });

    it('of two racing reports of the same payment exactly one wins', async () => {
      const [a, b] = await Promise.all([
        pay(buyer, { status: 'reported', utr: '111111111111' }),
        pay(buyer, { status: 'reported', utr: '222222222222' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const { timeline, payment } = await details(seller);
      expect(timeline.filter((s: { type: string }) => s.type === 'payment_reported')).toHaveLength(
        1,
      );
      expect(payment.utr).toBe((a.status === 200 ? '1' : '2').repeat(12));
    });
  });
});
