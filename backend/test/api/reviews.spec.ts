import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { signUpAndLogIn, type TestUser } from '../support/accounts';
import { apiDatabaseTargets } from '../support/database-targets';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(apiDatabaseTargets)('reviews after a completed trade, API on %s', (target) => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let third: TestUser;
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });
  const sql = (query: string, params: unknown[]) =>
    t.app.get(MikroORM).em.fork().getConnection().execute(query, params);

  /** A new listing of the seller's, ordered by the buyer; accepted, and completed unless asked not to. */
  async function trade(status: 'Pending' | 'Accepted' | 'Completed' = 'Completed') {
    const crop = await request(t.http)
      .post('/api/crops/add')
      .set(auth(seller))
      .field('cropName', 'Tomato')
      .field('cropCategory', 'vegetables')
      .field('cropSellingPrice', '25')
      .field('cropUnit', 'kg')
      .field('cropQuantity', '10')
      .expect(201);
    const order = await request(t.http)
      .post('/api/orders')
      .set(auth(buyer))
      .send({ cropId: crop.body._id, quantity: 1 })
      .expect(201);
    const id = order.body._id as string;
    const move = (u: TestUser, body: object) =>
      request(t.http).put(`/api/orders/${id}/status`).set(auth(u)).send(body).expect(200);
    if (status !== 'Pending') await move(seller, { status: 'Accepted' });
    if (status === 'Completed') await move(buyer, { status: 'Completed' });
    return id;
  }
  const review = (u: TestUser | null, orderId: string, body: object, method: 'post' | 'put') => {
    const req = request(t.http)[method](`/api/orders/${orderId}/review`);
    return u ? req.set(auth(u)).send(body) : req.send(body);
  };
  const details = async (u: TestUser, orderId: string) =>
    (await request(t.http).get(`/api/orders/${orderId}/details`).set(auth(u)).expect(200)).body;
  const publicPage = async (u: { id: string }) =>
    (await request(t.http).get(`/api/users/${u.id}/reviews`).expect(200)).body;
  /** As if the order had completed `days` ago. */
  const completedDaysAgo = (orderId: string, days: number) =>
    sql(
      `update order_steps set at = now() - make_interval(days => ?) where order_id = ? and type = 'completed'`,
      [days, orderId],
    );

  beforeAll(async () => {
    t = await startTestApp(target);
    seller = await signUpAndLogIn(t, { name: 'Sita Ben Patel' });
    buyer = await signUpAndLogIn(t, { name: 'Bharat Kumar' });
    third = await signUpAndLogIn(t, { name: 'Tara Shah' });
  });
  afterAll(() => t.close());

  it('needs a login to post or change a review, and to read ratings', async () => {
    const orderId = await trade();
    await review(null, orderId, { rating: 5 }, 'post').expect(401);
    await review(null, orderId, { rating: 5 }, 'put').expect(401);
    await request(t.http).get(`/api/users/ratings?ids=${seller.id}`).expect(401);
  });

  it('answers 404 to someone not on the order, 409 before it is completed', async () => {
    const accepted = await trade('Accepted');
    expect(await details(buyer, accepted)).toMatchObject({
      canReview: false,
      review: { mine: null, theirs: null, editableUntil: null, hiddenUntil: null },
    });
    const early = await review(buyer, accepted, { rating: 5 }, 'post').expect(409);
    expect(early.body.code).toBe('REVIEW.NOT_COMPLETED');
    await review(seller, await trade('Pending'), { rating: 5 }, 'post').expect(409);

    const orderId = await trade();
    const stranger = await review(third, orderId, { rating: 1 }, 'post').expect(404);
    expect(stranger.body.code).toBe('ORDER.NOT_FOUND');
    await review(third, orderId, { rating: 1 }, 'put').expect(404);
    await review(buyer, randomUUID(), { rating: 5 }, 'post').expect(404);
    await review(buyer, 'not-an-id', { rating: 5 }, 'post').expect(404);
    expect(await publicPage(seller)).toMatchObject({ count: 0 });
  });

  it.each([
    ['no rating', {}],
    ['0 stars', { rating: 0 }],
    ['6 stars', { rating: 6 }],
    ['4.5 stars', { rating: 4.5 }],
    ['stars as text', { rating: '5' }],
    ['a comment of 501 characters', { rating: 5, comment: 'x'.repeat(501) }],
    ['a comment that is not text', { rating: 5, comment: 5 }],
  ])('refuses %s with 400', async (_, body) => {
    const orderId = await trade();
    const res = await review(buyer, orderId, body, 'post').expect(400);
    expect(res.body.message).toBeTruthy();
    expect(
      (await details(buyer, orderId)).timeline.map((s: { type: string }) => s.type),
    ).not.toContain('reviewed');
  });

  it('lets each side review once; the other side and the public see nothing until both have', async () => {
    const before = await publicPage(seller);
    const orderId = await trade();
    const posted = await review(
      buyer,
      orderId,
      { rating: 4, comment: '  Fresh and on time ' },
      'post',
    ).expect(201);
    expect(posted.body).toEqual({
      rating: 4,
      comment: 'Fresh and on time',
      role: 'buyer',
      at: expect.any(String),
      editedAt: null,
    });
    const again = await review(buyer, orderId, { rating: 5 }, 'post').expect(409);
    expect(again.body.code).toBe('REVIEW.ALREADY');

    const sellerSees = await details(seller, orderId);
    expect(sellerSees.timeline.at(-1)).toMatchObject({ type: 'reviewed', by: 'buyer' });
    expect(sellerSees.canReview).toBe(true);
    expect(sellerSees.review).toEqual({
      mine: null,
      theirs: null,
      editableUntil: null,
      hiddenUntil: expect.any(String),
    });
    const buyerSees = await details(buyer, orderId);
    expect(buyerSees.canReview).toBe(false);
    expect(buyerSees.review).toMatchObject({ mine: posted.body, theirs: null });
    expect(Date.parse(buyerSees.review.editableUntil) - Date.parse(posted.body.at)).toBe(
      14 * 24 * 3600_000,
    );
    const completedAt = Date.parse(
      sellerSees.timeline.find((s: { type: string }) => s.type === 'completed').at,
    );
    expect(Date.parse(buyerSees.review.hiddenUntil) - completedAt).toBe(7 * 24 * 3600_000);
    // Hidden from the seller and from the public until the seller reviews too.
    expect((await publicPage(seller)).count).toBe(before.count);

    await review(seller, orderId, { rating: 5, comment: 'Paid at once' }, 'post').expect(201);
    expect((await details(buyer, orderId)).review).toMatchObject({
      mine: { rating: 4 },
      theirs: { rating: 5, comment: 'Paid at once', role: 'seller' },
      hiddenUntil: null,
    });
    expect((await details(seller, orderId)).canReview).toBe(false);
    const page = await publicPage(seller);
    expect(page).toMatchObject({ name: 'Sita P.', count: before.count + 1, page: 1, pageSize: 20 });
    expect(page.latest[0]).toEqual({
      rating: 4,
      comment: 'Fresh and on time',
      role: 'buyer',
      reviewerName: 'Bharat K.',
      cropName: 'Tomato',
      at: posted.body.at,
    });
    expect((await publicPage(buyer)).latest[0]).toMatchObject({
      rating: 5,
      role: 'seller',
      reviewerName: 'Sita P.',
    });
  });

  it('lets you change your review for 14 days, then no more', async () => {
    const orderId = await trade();
    const none = await review(seller, orderId, { rating: 3 }, 'put').expect(404);
    expect(none.body.code).toBe('REVIEW.NOT_FOUND');
    await review(seller, orderId, { rating: 2, comment: 'Slow to pay' }, 'post').expect(201);
    const edited = await review(seller, orderId, { rating: 4 }, 'put').expect(200);
    expect(edited.body).toMatchObject({ rating: 4, comment: null, editedAt: expect.any(String) });
    await sql(
      `update order_reviews set created_at = now() - interval '15 days' where order_id = ?`,
      [orderId],
    );
    const late = await review(seller, orderId, { rating: 5 }, 'put').expect(409);
    expect(late.body.code).toBe('REVIEW.EDIT_CLOSED');
  });

  it('shows a lone review 7 days after the order completed', async () => {
    const orderId = await trade();
    await review(seller, orderId, { rating: 2, comment: 'Came late' }, 'post').expect(201);
    const hidden = (await publicPage(buyer)).latest as { comment: string }[];
    expect(hidden.map((r) => r.comment)).not.toContain('Came late');
    expect((await details(buyer, orderId)).review.theirs).toBeNull();
    await completedDaysAgo(orderId, 8);
    expect((await details(buyer, orderId)).review).toMatchObject({
      mine: null,
      theirs: { rating: 2, comment: 'Came late' },
      hiddenUntil: null,
    });
    const shown = (await publicPage(buyer)).latest as { comment: string }[];
    expect(shown.map((r) => r.comment)).toContain('Came late');
  });

  it('of two reviews by the same side at once, exactly one is stored', async () => {
    const orderId = await trade();
    const results = await Promise.all([
      review(buyer, orderId, { rating: 5 }, 'post'),
      review(buyer, orderId, { rating: 1 }, 'post'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const [{ count }] = await sql(
      'select count(*)::int as count from order_reviews where order_id = ?',
      [orderId],
    );
    expect(count).toBe(1);
  });

  it('serves a public page to anyone; an unknown member is 404', async () => {
    await request(t.http).get(`/api/users/${randomUUID()}/reviews`).expect(404);
    await request(t.http).get('/api/users/nobody/reviews').expect(404);
    await request(t.http).get(`/api/users/${third.id}/reviews`).expect(200, {
      name: 'Tara S.',
      average: null,
      count: 0,
      page: 1,
      pageSize: 20,
      latest: [],
    });
    await request(t.http).get(`/api/users/${seller.id}/reviews?page=0`).expect(400);
    const second = await request(t.http).get(`/api/users/${seller.id}/reviews?page=2`).expect(200);
    expect(second.body.latest).toEqual([]);
  });

  it('answers the ratings of many members in one request', async () => {
    const orderId = await trade();
    await review(buyer, orderId, { rating: 1 }, 'post').expect(201);
    await review(seller, orderId, { rating: 5 }, 'post').expect(201);
    const unknown = randomUUID();
    const res = await request(t.http)
      .get(`/api/users/ratings?ids=${seller.id},${buyer.id},${unknown},${seller.id}`)
      .set(auth(third))
      .expect(200);
    const page = await publicPage(seller);
    expect(res.body).toEqual({
      [seller.id]: { average: page.average, count: page.count },
      [buyer.id]: { average: expect.any(Number), count: expect.any(Number) },
      [unknown]: { average: null, count: 0 },
    });
    expect(res.body[seller.id].count).toBeGreaterThan(0);
    const tooMany = Array.from({ length: 101 }, () => randomUUID()).join(',');
    await request(t.http).get(`/api/users/ratings?ids=${tooMany}`).set(auth(third)).expect(400);
    // Parts that are no member id are left out.
    await request(t.http).get('/api/users/ratings?ids=x,y').set(auth(third)).expect(200, {});
    const upper = await request(t.http)
      .get(`/api/users/ratings?ids=${seller.id.toUpperCase()}, nobody`)
      .set(auth(third))
      .expect(200);
    expect(Object.keys(upper.body)).toEqual([seller.id]);
    await request(t.http).get('/api/users/ratings').set(auth(third)).expect(400);
  });
});
