import request from 'supertest';
import { outboxMailsTo } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';

const FORGED = 'evil.example';

/** The newsletter's confirmation mail to `email`, after a signup sent with a forged Host. */
async function mailAfterForgedSignup(t: TestApp, email: string): Promise<string> {
  await request(t.http).post('/api/newsletter').set('Host', FORGED).send({ email }).expect(202);
  const mails = outboxMailsTo(t.dataDir, email);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

describe('a forged Host header never reaches a mail (development, no PUBLIC_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { PORT: '3456' });
  });
  afterAll(() => t.close());

  it('builds the newsletter links on this server on localhost', async () => {
    const mail = await mailAfterForgedSignup(t, 'dev.reader@example.com');
    expect(mail).not.toContain(FORGED);
    expect(mail).toMatch(/http:\/\/localhost:3456\/api\/newsletter\/confirm\?token=[\w-]{43}/);
  });
});

describe('a forged Host header never reaches a mail or an answer (production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      NODE_ENV: 'production',
      JWT_SECRET: 'pJ3v9QxL2mT7wZ8kR4sN6bY1cF5hD0gA',
      PUBLIC_URL: 'https://agrosense.example',
      METRICS_TOKEN: 'Vb7Qm2Lx9Tz4Kp8Wn3Rc6Yh1Jd5Gs0Fe',
      LOG_LEVEL: 'silent',
      PRICE_SYNC_ON_START: 'false',
    });
  });
  afterAll(() => t.close());

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
