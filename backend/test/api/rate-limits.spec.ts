import request from 'supertest';
import { signUpAndLogIn, type TestUser } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { listCrop } from '../security/support/world';

const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });

/**
 * The write limits as production has them (RATE_LIMIT_SCALE 1): per account and per address,
 * a 429 with a standard Retry-After in seconds and a message in the reader's language, and
 * counted before the body is even validated (so bad requests cannot be used to get around them).
 */
describe('rate limits on writes', () => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let neighbour: TestUser;

  beforeAll(async () => {
    t = await startTestApp('pglite', { RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true' });
    seller = await signUpAndLogIn(t, { name: 'Seller Sita' });
    buyer = await signUpAndLogIn(t, { name: 'Buyer Bharat' });
    neighbour = await signUpAndLogIn(t, { name: 'Neighbour Nita' });
  }, 120_000);
  afterAll(() => t?.close());

  it('lets an account place 10 orders a minute, then answers 429 with Retry-After', async () => {
    const listing = await listCrop(t, seller);
    const order = (u: TestUser) =>
      request(t.http).post('/api/orders').set(auth(u)).send({ cropId: listing._id, quantity: 1 });
    for (let i = 0; i < 10; i++) await order(buyer).expect(201);
    const refused = await order(buyer).expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['retry-after-auth']).toBeUndefined();
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'HTTP.429' });
    // The same in Hindi; and another account from the same address is not affected.
    const hindi = await order(buyer).set('Accept-Language', 'hi').expect(429);
    expect(hindi.body.message).toBe('बहुत ज़्यादा कोशिशें हो गईं। कृपया एक मिनट रुककर फिर कोशिश करें।');
    await order(neighbour).expect(201);
    // Bodies that fail validation count too.
    await request(t.http).post('/api/orders').set(auth(buyer)).send({ nonsense: true }).expect(429);
  });

  it('limits the older clients\' "tell the seller" call per account', async () => {
    const listing = await listCrop(t, seller);
    const tell = () =>
      request(t.http).post('/api/notifications').set(auth(neighbour)).send({
        sellerId: seller.id,
        buyerId: neighbour.id,
        cropId: listing._id,
        message: 'Is it fresh?',
      });
    let status = 0;
    for (let i = 0; i < 11 && status !== 429; i++) status = (await tell()).status;
    expect(status).toBe(429);
  });

  it('limits listings per account per hour, saying how many minutes to wait', async () => {
    const lister = await signUpAndLogIn(t, { name: 'Lister Lalit' });
    for (let i = 0; i < 20; i++) await listCrop(t, lister, { cropQuantity: '5' });
    const refused = await request(t.http)
      .post('/api/crops/add')
      .set(auth(lister))
      .field('cropName', 'Okra')
      .expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(refused.body).toMatchObject({ code: 'RATE.TRY_IN_MINUTES' });
    expect(refused.body.message).toMatch(/^Too many requests\. Please try again in \d+ min\.$/);
  });

  it('limits every other write per account (60 a minute)', async () => {
    const writer = await signUpAndLogIn(t, { name: 'Writer Wasim' });
    let status = 0;
    let count = 0;
    for (; count < 61 && status !== 429; count++) {
      status = (
        await request(t.http)
          .put(`/api/auth/users/${writer.id}`)
          .set(auth(writer))
          .send({ address: `Anand ${count}` })
      ).status;
    }
    expect(status).toBe(429);
    expect(count).toBe(61);
  });
});
