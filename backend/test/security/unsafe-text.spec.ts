import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app';
import { auth, buildWorld, type World } from './support/world';

/**
 * Regressions found by the fuzzer: U+0000 (PostgreSQL text cannot hold it) and lone surrogates
 * (e-mail validation throws URIError on them) used to reach the database or the validators and
 * end as a 500. They are now a 400 naming the problem, wherever they come in.
 */
describe('text with NUL or broken Unicode', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    w = await buildWorld(t);
  }, 120_000);
  afterAll(() => t?.close());

  const refused = (res: request.Response) => {
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Text may not contain the NUL character or broken Unicode',
      code: 'BODY.BAD_CHARACTERS',
    });
  };

  it.each([
    ['a path id', () => request(t.http).get('/api/crops/%00').set(auth(w.other))],
    ['a path id (delete)', () => request(t.http).delete('/api/crops/.%00').set(auth(w.admin))],
    ['a query string', () => request(t.http).get('/api/crops?q=%00').set(auth(w.other))],
    [
      'a public query string',
      () => request(t.http).get('/api/market-prices/trend?commodity=a&market=%00'),
    ],
    [
      'a JSON field',
      () =>
        request(t.http)
          .put(`/api/crops/${w.listing._id}`)
          .set(auth(w.owner))
          .send({ cropDescription: 'fresh\u0000' }),
    ],
    [
      'a multipart field',
      () =>
        request(t.http)
          .post('/api/crops/add')
          .set(auth(w.owner))
          .field('cropName', 'Okra\u0000')
          .field('cropCategory', 'vegetables')
          .field('cropSellingPrice', '30')
          .field('cropUnit', 'kg')
          .field('cropQuantity', '5'),
    ],
  ])('refuses NUL in %s with 400', async (_, send) => {
    refused(await send());
  });

  it.each([
    '/api/support',
    '/api/contact/submit',
    '/api/auth/reset-password',
    '/api/auth/send-otp',
  ])('refuses a lone surrogate in the e-mail of %s with 400', async (path) => {
    const res = await request(t.http)
      .post(path)
      .set('Content-Type', 'application/json')
      .send('{"email":"\\ud800","name":"Asha","message":"Hello","otp":"123456"}');
    refused(res);
  });

  it("refuses it in a JSON key too, and says so in the reader's language", async () => {
    const res = await request(t.http)
      .post('/api/support')
      .set('Accept-Language', 'hi')
      .set('Content-Type', 'application/json')
      .send('{"name":"Asha","email":"a@example.com","message":"Hi","\\udfff":1}');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('टेक्स्ट में NUL अक्षर या टूटा हुआ यूनिकोड नहीं हो सकता');
  });

  it('still takes ordinary Hindi, Gujarati and emoji text', async () => {
    await request(t.http)
      .put(`/api/crops/${w.listing._id}`)
      .set(auth(w.owner))
      .send({ cropDescription: 'ताज़ा भिंडी, તાજી ભીંડા 🌾' })
      .expect(200);
  });
});
