import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { codesMailed, signUpAndLogIn, type TestUser } from '../support/accounts';
import { apiDatabaseTargets } from '../support/database-targets';
import { createUsersFast } from '../support/fast-users';
import { startTestApp, type TestApp } from '../support/test-app';
import { MessageDispatcher } from '../../src/messaging/application/message-dispatcher';
import { codeToUuid } from '../../src/messaging/domain/short-link';

interface OutboxFile {
  id: string;
  channel: string;
  to: string;
  language: string;
  template: string;
  params: Record<string, string>;
  text: string;
}

/** Messages to phones (issue #24): outbox, worker and dev outbox, settings, reset by SMS. */
describe.each(apiDatabaseTargets)('messages to phones on %s (dev outbox)', (target) => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let admin: { token: string };
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });
  const send = () => t.app.get(MessageDispatcher).runOnce();
  const outbox = (): OutboxFile[] => {
    const dir = join(t.dataDir, 'messages');
    if (!existsSync(dir)) return [];
    return readdirSync(dir).map(
      (f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxFile,
    );
  };

  async function listCrop(u: TestUser) {
    const res = await request(t.http)
      .post('/api/crops/add')
      .set(auth(u))
      .field('cropName', 'Tomato')
      .field('cropCategory', 'vegetables')
      .field('cropSellingPrice', '25.50')
      .field('cropUnit', 'kg')
      .field('cropQuantity', '50')
      .expect(201);
    return res.body as { _id: string };
  }
  const order = async (cropId: string, quantity = 2) =>
    (
      await request(t.http)
        .post('/api/orders')
        .set(auth(buyer))
        .send({ cropId, quantity })
        .expect(201)
    ).body._id as string;

  beforeAll(async () => {
    t = await startTestApp(target);
    seller = await signUpAndLogIn(t, { name: 'Seller Sita', language: 'Hindi' });
    buyer = await signUpAndLogIn(t, { name: 'Buyer Bharat', language: 'Gujarati' });
    [admin] = await createUsersFast(t, 1, 'admin');
    // Quiet hours off for both, so the messages are due whenever the test runs.
    for (const u of [seller, buyer]) {
      await request(t.http)
        .put(`/api/auth/users/${u.id}`)
        .set(auth(u))
        .send({ quietHoursStart: '00:00', quietHoursEnd: '00:00' })
        .expect(200);
    }
  });
  afterAll(() => t.close());

  describe('message settings in the profile', () => {
    it('are SMS on, WhatsApp off and 21:00-07:00 for a new member', async () => {
      const u = await signUpAndLogIn(t);
      const res = await request(t.http).get(`/api/auth/users/${u.id}`).set(auth(u)).expect(200);
      expect(res.body).toMatchObject({
        smsAlerts: true,
        whatsappAlerts: false,
        quietHoursStart: '21:00',
        quietHoursEnd: '07:00',
      });
    });

    it('change with PUT, by the owner only, and refuse a time that is not one', async () => {
      const u = await signUpAndLogIn(t);
      const other = await signUpAndLogIn(t);
      await request(t.http).put(`/api/auth/users/${u.id}`).send({ smsAlerts: false }).expect(401);
      await request(t.http)
        .put(`/api/auth/users/${u.id}`)
        .set(auth(other))
        .send({ smsAlerts: false })
        .expect(403);
      const bad = await request(t.http)
        .put(`/api/auth/users/${u.id}`)
        .set(auth(u))
        .send({ quietHoursStart: '25:00' })
        .expect(400);
      expect(JSON.stringify(bad.body.message)).toContain('must be a time of day such as 21:00');
      const res = await request(t.http)
        .put(`/api/auth/users/${u.id}`)
        .set(auth(u))
        .send({ smsAlerts: false, whatsappAlerts: true, quietHoursStart: '22:30' })
        .expect(200);
      expect(res.body).toMatchObject({
        smsAlerts: false,
        whatsappAlerts: true,
        quietHoursStart: '22:30',
        quietHoursEnd: '07:00',
      });
    });
  });

  describe('order events', () => {
    it("reach the seller by SMS in the seller's language, once, with a link to the order", async () => {
      const crop = await listCrop(seller);
      const orderId = await order(crop._id);
      const outcome = await send();
      expect(outcome.sent).toBeGreaterThanOrEqual(1);
      const sms = outbox().filter((m) => m.template === 'order_placed');
      expect(sms).toHaveLength(1);
      expect(sms[0]).toMatchObject({ channel: 'sms', to: `91${seller.mobile}`, language: 'hi' });
      expect(sms[0].text).toContain('Tomato का नया ऑर्डर, 2 किलो');
      const code = /\/o\/([0-9A-Za-z]{22})$/.exec(sms[0].params.link)?.[1];
      expect(code && codeToUuid(code)).toBe(orderId);
      // The link opens the order's page.
      const open = await request(t.http).get(`/o/${code}`).expect(302);
      expect(open.headers.location).toBe(`/orders/${orderId}`);
      // Nothing is sent twice.
      await send();
      expect(outbox().filter((m) => m.template === 'order_placed')).toHaveLength(1);
    });

    it('tell the buyer of acceptance in Gujarati, and on WhatsApp too when chosen', async () => {
      await request(t.http)
        .put(`/api/auth/users/${buyer.id}`)
        .set(auth(buyer))
        .send({ whatsappAlerts: true })
        .expect(200);
      const crop = await listCrop(seller);
      const orderId = await order(crop._id);
      await request(t.http)
        .put(`/api/orders/${orderId}/status`)
        .set(auth(seller))
        .send({ status: 'Accepted' })
        .expect(200);
      await send();
      const mine = outbox().filter(
        (m) => m.template === 'order_accepted' && m.to === `91${buyer.mobile}`,
      );
      expect(mine.map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
      expect(mine[0].language).toBe('gu');
      expect(mine[0].text).toContain('Tomatoનો તમારો ઓર્ડર મંજૂર થયો');
    });

    it('are not sent by SMS to a member who turned SMS off', async () => {
      const quiet = await signUpAndLogIn(t, { name: 'No SMS' });
      await request(t.http)
        .put(`/api/auth/users/${quiet.id}`)
        .set(auth(quiet))
        .send({ smsAlerts: false, quietHoursStart: '00:00', quietHoursEnd: '00:00' })
        .expect(200);
      const crop = await listCrop(quiet);
      await order(crop._id);
      await send();
      expect(outbox().filter((m) => m.to === `91${quiet.mobile}`)).toHaveLength(0);
    });

    it('wait through the quiet hours: queued, not dropped', async () => {
      const night = await signUpAndLogIn(t, { name: 'Night' });
      // Quiet all day but one minute: now is quiet whatever the time.
      const now = new Date(Date.now() + 330 * 60_000);
      const hhmm = (d: Date) => d.toISOString().slice(11, 16);
      await request(t.http)
        .put(`/api/auth/users/${night.id}`)
        .set(auth(night))
        .send({
          quietHoursStart: hhmm(new Date(now.getTime() - 60_000)),
          quietHoursEnd: hhmm(new Date(now.getTime() - 120_000)),
        })
        .expect(200);
      const crop = await listCrop(night);
      await order(crop._id);
      await send();
      expect(outbox().filter((m) => m.to === `91${night.mobile}`)).toHaveLength(0);
      const list = await request(t.http)
        .get('/api/ops/messages?status=queued')
        .set(auth(admin))
        .expect(200);
      expect(
        list.body.items.some((m: { to: string }) => m.to.endsWith(night.mobile.slice(-3))),
      ).toBe(true);
    });
  });

  describe('GET /api/ops/messages', () => {
    it('is for administrators only', async () => {
      await request(t.http).get('/api/ops/messages').expect(401);
      await request(t.http).get('/api/ops/messages').set(auth(seller)).expect(403);
    });

    it('lists the messages with counts, masked numbers and the provider of each channel', async () => {
      const res = await request(t.http).get('/api/ops/messages').set(auth(admin)).expect(200);
      expect(res.body.provider).toEqual({ sms: 'dev-outbox', whatsapp: 'dev-outbox' });
      expect(res.body.counts.sent).toBeGreaterThanOrEqual(2);
      expect(Number(res.headers['x-total-count'])).toBe(res.body.total);
      const item = res.body.items.find(
        (m: { template: string; status: string }) =>
          m.template === 'order_placed' && m.status === 'sent',
      );
      expect(item.to).toMatch(/^\d{2}•{5}\d{3}$/);
      expect(item).toMatchObject({
        channel: 'sms',
        status: 'sent',
        attempts: 1,
        provider: 'dev-outbox',
      });
      expect(item.segments).toBeGreaterThanOrEqual(1);
      await request(t.http).get('/api/ops/messages?status=lost').set(auth(admin)).expect(400);
    });
  });

  describe('/metrics', () => {
    it('counts the outbox by status and this replica’s sends by channel, provider and outcome', async () => {
      const res = await request(t.http).get('/metrics').expect(200);
      const sent = /^agrosense_messages\{status="sent",app="agrosense"\} (\d+)$/m.exec(res.text);
      expect(Number(sent?.[1])).toBeGreaterThanOrEqual(2);
      expect(res.text).toMatch(/^agrosense_messages\{status="queued",app="agrosense"\} [1-9]/m);
      expect(res.text).toMatch(
        /^agrosense_message_sends_total\{channel="sms",provider="dev-outbox",outcome="sent",app="agrosense"\} [1-9]/m,
      );
    });
  });

  describe('password reset by SMS', () => {
    it('sends a code to the mobile, through quiet hours, and resets with it', async () => {
      const u = await signUpAndLogIn(t, { language: 'Gujarati' });
      const res = await request(t.http)
        .post('/api/auth/send-otp')
        .send({ mobile: u.mobile })
        .expect(200);
      expect(res.body.message).toContain('SMS');
      await codesMailed(t);
      await send();
      const sms = outbox().find((m) => m.template === 'otp' && m.to === `91${u.mobile}`);
      expect(sms?.language).toBe('gu');
      const code = sms?.params.code ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect(sms?.text).toContain(code);
      // The outbox table keeps no copy of the code once it was sent.
      const ops = await request(t.http).get('/api/ops/messages').set(auth(admin)).expect(200);
      const row = ops.body.items.find(
        (m: { template: string; to: string }) => m.template === 'otp',
      );
      expect(row.text).not.toContain(code);
      await request(t.http)
        .post('/api/auth/reset-password')
        .send({ mobile: u.mobile, otp: '000000', newPassword: 'rabi-season-2027' })
        .expect(400);
      await request(t.http)
        .post('/api/auth/reset-password')
        .send({ mobile: u.mobile, otp: code, newPassword: 'rabi-season-2027' })
        .expect(200);
      await request(t.http)
        .post('/api/auth/login')
        .send({ mobile: u.mobile, password: 'rabi-season-2027' })
        .expect(200);
    });

    it('answers the same for an unknown number and sends nothing', async () => {
      const before = outbox().length;
      const res = await request(t.http)
        .post('/api/auth/send-otp')
        .send({ mobile: '6000000001' })
        .expect(200);
      expect(res.body.message).toContain('SMS');
      await codesMailed(t);
      await send();
      expect(outbox()).toHaveLength(before);
    });

    it('refuses a number that is not one, and a body with neither', async () => {
      const bad = await request(t.http)
        .post('/api/auth/send-otp')
        .send({ mobile: '12345' })
        .expect(400);
      expect(JSON.stringify(bad.body.message)).toContain('Please enter a 10-digit mobile number');
      await request(t.http).post('/api/auth/send-otp').send({}).expect(400);
      // Both given: each is checked (found by the fuzzer: `{ email: true, mobile }` was a 500).
      await request(t.http)
        .post('/api/auth/send-otp')
        .send({ email: true, mobile: '9876543210' })
        .expect(400);
      await request(t.http)
        .post('/api/auth/reset-password')
        .send({ email: true, mobile: '𐐿', otp: '1', newPassword: 'x' })
        .expect(400);
      await request(t.http)
        .post('/api/auth/reset-password')
        .send({ email: 'a@example.com', mobile: '12', otp: '1', newPassword: 'x' })
        .expect(400);
    });
  });
});
