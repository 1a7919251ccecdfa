import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { OrderAutoCompletion } from '../../src/orders/application/order-auto-completion';
import { signUpAndLogIn, type TestUser } from '../support/accounts';
import { apiDatabaseTargets } from '../support/database-targets';
import { createUsersFast } from '../support/fast-users';
import { png } from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';

type Problem = {
  _id: string;
  orderId: string;
  cropName: string;
  reporterRole: 'buyer' | 'seller';
  reporterName: string;
  otherPartyName: string;
  reason: string;
  text: string | null;
  photoUrl: string | null;
  createdAt: string;
  resolvedAt: string | null;
  resolutionNote: string | null;
};

describe.each(apiDatabaseTargets)('problems reported on orders, on %s', (target) => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let third: TestUser;
  let admin: { token: string };
  let listingId: string;
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });
  const sql = (query: string, params: unknown[]) =>
    t.app.get(MikroORM).em.fork().execute(query, params);

  /** The buyer orders 1 kg of the seller's listing; moved on to `status` by the right side. */
  async function order(status: 'Pending' | 'Accepted' | 'Cancelled' = 'Accepted') {
    const id = (
      await request(t.http)
        .post('/api/orders')
        .set(auth(buyer))
        .send({ cropId: listingId, quantity: 1 })
        .expect(201)
    ).body._id as string;
    if (status !== 'Pending') {
      await request(t.http)
        .put(`/api/orders/${id}/status`)
        .set(auth(seller))
        .send({ status: 'Accepted' })
        .expect(200);
    }
    if (status === 'Cancelled') {
      await request(t.http)
        .put(`/api/orders/${id}/status`)
        .set(auth(buyer))
        .send({ status: 'Cancelled', reason: 'changed_mind' })
        .expect(200);
    }
    return id;
  }
  const report = (u: { token: string } | null, orderId: string) => {
    const r = request(t.http).post(`/api/orders/${orderId}/problem`);
    return u ? r.set(auth(u)) : r;
  };
  const notificationsOf = async (u: TestUser) =>
    (await request(t.http).get(`/api/notifications/${u.id}`).set(auth(u)).expect(200)).body as {
      kind: string;
      orderId: string | null;
      message: string;
    }[];
  const detailsOf = async (u: TestUser, orderId: string) =>
    (await request(t.http).get(`/api/orders/${orderId}/details`).set(auth(u)).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp(target);
    seller = await signUpAndLogIn(t, { name: 'Seller Sita' });
    buyer = await signUpAndLogIn(t, { name: 'Buyer Bharat' });
    third = await signUpAndLogIn(t, { name: 'Third Tara' });
    [admin] = await createUsersFast(t, 1, 'admin');
    listingId = (
      await request(t.http)
        .post('/api/crops/add')
        .set(auth(seller))
        .field('cropName', 'Tomato')
        .field('cropCategory', 'vegetables')
        .field('cropSellingPrice', '20')
        .field('cropUnit', 'kg')
        .field('cropQuantity', '500')
        .expect(201)
    ).body._id as string;
  });
  afterAll(() => t.close());

  describe('reporting', () => {
    it('is for the parties of an Accepted or Completed order: 401, 404, 409 otherwise', async () => {
      const pending = await order('Pending');
      await report(null, pending).send({ reason: 'not_received' }).expect(401);
      await report(third, pending).send({ reason: 'not_received' }).expect(404);
      const early = await report(buyer, pending).send({ reason: 'not_received' }).expect(409);
      expect(early.body).toMatchObject({ code: 'PROBLEM.NOT_REPORTABLE' });
      expect(early.body.message).toBe(
        'A problem can only be reported on an accepted or completed order; this one is Pending',
      );
      const cancelled = await order('Cancelled');
      await report(seller, cancelled).send({ reason: 'other', text: 'x' }).expect(409);
      await report(buyer, 'not-a-uuid').send({ reason: 'not_received' }).expect(404);
      await report(buyer, '00000000-0000-4000-8000-000000000000')
        .send({ reason: 'not_received' })
        .expect(404);
    });

    it('refuses a bad reason, no words for "other", or too many words (400)', async () => {
      const id = await order();
      const bad = await report(buyer, id).send({ reason: 'late' }).expect(400);
      expect(bad.body.message).toContain('reason');
      const words = await report(buyer, id).send({ reason: 'other', text: '   ' }).expect(400);
      expect(words.body.code).toBe('PROBLEM.TEXT_REQUIRED');
      await report(buyer, id)
        .send({ reason: 'other', text: 'x'.repeat(1001) })
        .expect(400);
      const hindi = await report(buyer, id)
        .set('Accept-Language', 'hi')
        .send({ reason: 'other' })
        .expect(400);
      expect(hindi.body.message).toBe('कुछ शब्दों में बताएँ कि क्या गड़बड़ हुई');
      await report(buyer, id)
        .field('reason', 'quality_not_as_listed')
        .attach('photo', Buffer.from('not an image at all'), 'leaf.jpg')
        .expect(400);
      const big = await report(buyer, id)
        .field('reason', 'quality_not_as_listed')
        .attach('photo', Buffer.alloc(5 * 1024 * 1024 + 1), 'huge.jpg')
        .expect(413);
      expect(big.body.message).toBe('The photo must be 5 MB or smaller');
      const two = await report(buyer, id)
        .field('reason', 'quality_not_as_listed')
        .attach('photo', await png(8, 8), 'a.png')
        .attach('photo', await png(8, 8), 'b.png')
        .expect(400);
      expect(two.body.message).toBe('Send one photo in the "photo" field');
      expect((await detailsOf(buyer, id)).problems).toEqual([]);
    });

    it('the buyer reports with a photo; the seller is told; one open problem at a time', async () => {
      const id = await order();
      const res = await report(buyer, id)
        .field('reason', 'quality_not_as_listed')
        .field('text', '  Half the tomatoes were rotten  ')
        .attach('photo', await png(), 'tomatoes.png')
        .expect(201);
      const problem = res.body as Problem;
      expect(problem).toMatchObject({
        orderId: id,
        cropName: 'Tomato',
        reporterRole: 'buyer',
        reporterName: 'Buyer Bharat',
        otherPartyName: 'Seller Sita',
        reason: 'quality_not_as_listed',
        text: 'Half the tomatoes were rotten',
        resolvedAt: null,
        resolutionNote: null,
      });
      expect(problem.photoUrl).toMatch(/^\/api\/images\/problems\/.+\.webp$/);
      const photo = await request(t.http).get(problem.photoUrl!).expect(200);
      expect(photo.headers['content-type']).toBe('image/webp');

      const again = await report(seller, id).send({ reason: 'payment_not_received' }).expect(409);
      expect(again.body.code).toBe('PROBLEM.ALREADY_OPEN');

      const told = (await notificationsOf(seller)).filter(
        (n) => n.orderId === id && n.kind === 'order_problem',
      );
      expect(told.map((n) => n.message)).toEqual([
        'The buyer reported a problem with the order for Tomato: the quality is not as listed. Our team will look into it',
      ]);
      for (const u of [buyer, seller]) {
        const details = await detailsOf(u, id);
        expect(details.problems).toEqual([problem]);
        expect(details.canReportProblem).toBe(false);
        expect(details.timeline.at(-1)).toMatchObject({ type: 'problem_reported', by: 'buyer' });
      }
    });

    it('a Completed order takes a problem too, and the buyer may still confirm with one open', async () => {
      const id = await order();
      await report(seller, id).send({ reason: 'payment_not_received' }).expect(201);
      await request(t.http)
        .put(`/api/orders/${id}/status`)
        .set(auth(buyer))
        .send({ status: 'Completed' })
        .expect(200);
      const completed = await order();
      await request(t.http)
        .put(`/api/orders/${completed}/status`)
        .set(auth(buyer))
        .send({ status: 'Completed' })
        .expect(200);
      expect((await detailsOf(buyer, completed)).canReportProblem).toBe(true);
      await report(buyer, completed)
        .send({ reason: 'quantity_short', text: '2 kg less' })
        .expect(201);
    });
  });

  describe('ops: the list and the resolution', () => {
    let problemId: string;
    let orderId: string;
    beforeAll(async () => {
      orderId = await order();
      problemId = (
        await report(seller, orderId)
          .send({ reason: 'payment_not_received', text: 'No UPI payment yet' })
          .expect(201)
      ).body._id;
    });

    it('is for administrators only: 401 anonymous, 403 members (the parties too)', async () => {
      await request(t.http).get('/api/ops/problems').expect(401);
      for (const u of [seller, buyer, third]) {
        await request(t.http).get('/api/ops/problems').set(auth(u)).expect(403);
        await request(t.http)
          .put(`/api/ops/problems/${problemId}`)
          .set(auth(u))
          .send({ note: 'done' })
          .expect(403);
      }
      await request(t.http).put(`/api/ops/problems/${problemId}`).send({ note: 'x' }).expect(401);
    });

    it('lists open problems newest first with the order, the parties and the reason', async () => {
      const res = await request(t.http).get('/api/ops/problems').set(auth(admin)).expect(200);
      const list = res.body as { data: Problem[]; total: number; page: number; limit: number };
      expect(list).toMatchObject({ page: 1, limit: 50 });
      expect(list.total).toBe(list.data.length);
      expect(list.data[0]).toMatchObject({
        _id: problemId,
        orderId,
        cropName: 'Tomato',
        reporterRole: 'seller',
        reporterName: 'Seller Sita',
        otherPartyName: 'Buyer Bharat',
        reason: 'payment_not_received',
        text: 'No UPI payment yet',
        photoUrl: null,
        resolvedAt: null,
      });
      const times = list.data.map((p) => Date.parse(p.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(list.data.every((p) => p.resolvedAt === null)).toBe(true);
      await request(t.http)
        .get('/api/ops/problems')
        .query({ status: 'everything' })
        .set(auth(admin))
        .expect(400);
      await request(t.http)
        .get('/api/ops/problems')
        .query({ limit: '51' })
        .set(auth(admin))
        .expect(400);
    });

    it('resolves with a note (400 without, 404 unknown, 409 twice) and tells both sides', async () => {
      const path = `/api/ops/problems/${problemId}`;
      await request(t.http).put(path).set(auth(admin)).send({}).expect(400);
      await request(t.http).put(path).set(auth(admin)).send({ note: '   ' }).expect(400);
      await request(t.http)
        .put(path)
        .set(auth(admin))
        .send({ note: 'x'.repeat(1001) })
        .expect(400);
      await request(t.http)
        .put('/api/ops/problems/00000000-0000-4000-8000-000000000000')
        .set(auth(admin))
        .send({ note: 'x' })
        .expect(404);
      await request(t.http)
        .put('/api/ops/problems/nope')
        .set(auth(admin))
        .send({ note: 'x' })
        .expect(404);
      const done = await request(t.http)
        .put(path)
        .set(auth(admin))
        .send({ note: ' Buyer paid by UPI; seller confirmed on the phone ' })
        .expect(200);
      expect(done.body).toMatchObject({
        _id: problemId,
        resolutionNote: 'Buyer paid by UPI; seller confirmed on the phone',
        resolvedAt: expect.any(String),
      });
      const twice = await request(t.http)
        .put(path)
        .set(auth(admin))
        .send({ note: 'x' })
        .expect(409);
      expect(twice.body.code).toBe('PROBLEM.ALREADY_RESOLVED');

      const said =
        'The problem reported on the order for Tomato was resolved by our team. The note is on the order';
      expect(
        (await notificationsOf(seller)).filter((n) => n.orderId === orderId).map((n) => n.message),
      ).toContain(said);
      expect(
        (await notificationsOf(buyer)).filter((n) => n.orderId === orderId).map((n) => n.message),
      ).toContain(said);

      const resolved = await request(t.http)
        .get('/api/ops/problems?status=resolved')
        .set(auth(admin))
        .expect(200);
      expect(resolved.body.data.map((p: Problem) => p._id)).toContain(problemId);
      const open = await request(t.http).get('/api/ops/problems').set(auth(admin)).expect(200);
      expect(open.body.data.map((p: Problem) => p._id)).not.toContain(problemId);

      const details = await detailsOf(buyer, orderId);
      expect(details.canReportProblem).toBe(true);
      expect(details.timeline.at(-1)).toMatchObject({ type: 'problem_resolved', by: null });
    });
  });

  describe('automatic completion', () => {
    it('does not complete a handed-over order with an open problem; 72 hours after the resolution it does', async () => {
      const [quiet, disputed] = [await order(), await order()];
      for (const id of [quiet, disputed]) {
        await request(t.http).post(`/api/orders/${id}/handed-over`).set(auth(seller)).expect(200);
      }
      const problem = (await report(buyer, disputed).send({ reason: 'not_received' }).expect(201))
        .body as Problem;
      expect((await detailsOf(buyer, disputed)).autoCompleteAt).toBeNull();
      await sql(
        `update orders set handed_over_at = now() - interval '73 hours' where id in (?, ?)`,
        [quiet, disputed],
      );
      const job = t.app.get(OrderAutoCompletion);
      await job.tick();
      expect((await detailsOf(buyer, quiet)).order.status).toBe('Completed');
      expect((await detailsOf(buyer, disputed)).order.status).toBe('Accepted');

      // Resolved: the clock runs again from the resolution, not from the hand-over.
      await request(t.http)
        .put(`/api/ops/problems/${problem._id}`)
        .set(auth(admin))
        .send({ note: 'The goods were at the neighbour’s house' })
        .expect(200);
      const after = await detailsOf(buyer, disputed);
      expect(Date.parse(after.autoCompleteAt) - Date.parse(after.problems[0].resolvedAt)).toBe(
        72 * 3600_000,
      );
      expect(await job.tick()).toBe(0);
      expect((await detailsOf(buyer, disputed)).order.status).toBe('Accepted');
      await sql(
        `update order_problems set resolved_at = now() - interval '73 hours' where id = ?`,
        [problem._id],
      );
      expect(await job.tick()).toBe(1);
      const done = await detailsOf(seller, disputed);
      expect(done.order.status).toBe('Completed');
      expect(done.timeline.at(-1)).toMatchObject({ type: 'completed', by: null });
    });
  });
});
