import request from 'supertest';
import { bearerMatches } from '../../src/ops/http/metrics.controller';
import { createUsersFast } from '../support/fast-users';
import { outboxMailsTo } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';

// Two checks of production settings on the same apps (each app start costs seconds of CI time):
// /metrics needs METRICS_TOKEN, and a forged Host header never reaches a mail or an answer.

const TOKEN = 'Vb7Qm2Lx9Tz4Kp8Wn3Rc6Yh1Jd5Gs0Fe';
const FORGED = 'evil.example';

/** The newsletter's confirmation mail to `email`, after a signup sent with a forged Host. */
async function mailAfterForgedSignup(t: TestApp, email: string): Promise<string> {
  await request(t.http).post('/api/newsletter').set('Host', FORGED).send({ email }).expect(202);
  const mails = outboxMailsTo(t.dataDir, email);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

describe('in production', () => {
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

  describe('/metrics needs METRICS_TOKEN', () => {
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
      await request(t.http)
        .get('/metrics')
        .set('Authorization', `Bearer ${user!.token}`)
        .expect(401);
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

  describe('a forged Host header never reaches a mail or an answer', () => {
    it('builds the newsletter links on PUBLIC_URL', async () => {
      const mail = await mailAfterForgedSignup(t, 'prod.reader@example.com');
      expect(mail).not.toContain(FORGED);
      expect(mail).toMatch(
        /https:\/\/agrosense\.example\/api\/newsletter\/unsubscribe\?token=[\w-]{43}/,
      );
    });

    it('builds image URLs in answers on PUBLIC_URL', async () => {
      const res = await request(t.http).get('/api/resources/all').set('Host', FORGED).expect(200);
      const images = (res.body.data as { image: string | null }[]).map((r) => r.image);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images)
        expect(image).toMatch(/^https:\/\/agrosense\.example\/api\/images\//);
    });
  });
});

describe('in development, without PUBLIC_URL or METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { PORT: '3456' });
  });
  afterAll(() => t.close());

  it('builds the newsletter links on this server on localhost, not on a forged Host', async () => {
    const mail = await mailAfterForgedSignup(t, 'dev.reader@example.com');
    expect(mail).not.toContain(FORGED);
    expect(mail).toMatch(/http:\/\/localhost:3456\/api\/newsletter\/confirm\?token=[\w-]{43}/);
  });

  it('serves /metrics to anyone', async () => {
    await request(t.http).get('/metrics').expect(200);
  });
});

describe('/metrics in development with METRICS_TOKEN set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('asks for the token', async () => {
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
