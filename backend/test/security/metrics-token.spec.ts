import request from 'supertest';
import { bearerMatches } from '../../src/ops/http/metrics.controller';
import { createUsersFast } from '../support/fast-users';
import { startTestApp, type TestApp } from '../support/test-app';

const TOKEN = 'Vb7Qm2Lx9Tz4Kp8Wn3Rc6Yh1Jd5Gs0Fe';

describe('/metrics in production needs METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      NODE_ENV: 'production',
      JWT_SECRET: 'pJ3v9QxL2mT7wZ8kR4sN6bY1cF5hD0gA',
      PUBLIC_URL: 'https://agrosense.example',
      METRICS_TOKEN: TOKEN,
      LOG_LEVEL: 'silent',
      PRICE_SYNC_ON_START: 'false',
    });
  });
  afterAll(() => t.close());

  it.each([
    ['no Authorization header', undefined],
    ['another token', `Bearer ${TOKEN.slice(0, -1)}X`],
    ['the token and more', `Bearer ${TOKEN}X`],
    ['the token without "Bearer"', TOKEN],
    ['the token as Basic credentials', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`],
  ])('answers %s with a JSON 401', async (_, authorization) => {
    const req = request(t.http).get('/metrics');
    if (authorization) req.set('Authorization', authorization);
    const res = await req.expect(401);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({
      statusCode: 401,
      message:
        'The metrics are read with the token set in METRICS_TOKEN (Authorization: Bearer <token>)',
    });
    expect(res.text).not.toContain('process_cpu');
  });

  it("does not take a user's session token instead", async () => {
    const [user] = await createUsersFast(t, 1);
    await request(t.http).get('/metrics').set('Authorization', `Bearer ${user!.token}`).expect(401);
  });

  it('serves the metrics to the bearer of the token', async () => {
    const res = await request(t.http)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(res.text).toContain('process_cpu_user_seconds_total');
  });

  it('keeps the Swagger UI public', async () => {
    await request(t.http).get('/api/docs').expect(200).expect('content-type', /html/);
  });
});

describe('/metrics outside production', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('is open without METRICS_TOKEN', async () => {
    t = await startTestApp('pglite');
    await request(t.http).get('/metrics').expect(200);
  });

  it('asks for METRICS_TOKEN when it is set', async () => {
    t = await startTestApp('pglite', { METRICS_TOKEN: TOKEN });
    await request(t.http).get('/metrics').expect(401);
    await request(t.http).get('/metrics').set('Authorization', `bearer ${TOKEN}`).expect(200);
  });
});

describe('bearerMatches', () => {
  it('matches the exact token only', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer  ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN} ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.toLowerCase()}`, TOKEN)).toBe(false);
  });
});
