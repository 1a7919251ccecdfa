import request from 'supertest';
import { signUpAndLogIn, type TestUser } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

describe('GET /api/weather without a weather key', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    user = await signUpAndLogIn(t);
  });
  afterAll(() => t.close());

  it('needs a login', async () => {
    await request(t.http).get('/api/weather?lat=23&lon=72').expect(401);
  });

  it('answers 503 with a clear message instead of made-up weather', async () => {
    const res = await request(t.http)
      .get('/api/weather?lat=23.0225&lon=72.5714')
      .set('Authorization', `Bearer ${user.token}`)
      .expect(503);
    expect(res.body).toMatchObject({
      statusCode: 503,
      message: 'Weather unavailable: no weather service is configured',
    });
  });

  it.each(['lat=91&lon=72', 'lat=abc&lon=72', 'lon=72'])(
    'refuses bad coordinates %p with 400',
    async (q) => {
      await request(t.http)
        .get(`/api/weather?${q}`)
        .set('Authorization', `Bearer ${user.token}`)
        .expect(400);
    },
  );
});
