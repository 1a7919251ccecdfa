import request from 'supertest';
import { signUpAndLogIn, type TestUser } from '../support/accounts';
import { apiDatabaseTargets } from '../support/database-targets';
import { createUsersFast } from '../support/fast-users';
import { startTestApp, type TestApp } from '../support/test-app';
import { startFakeMsg91, msg91Report, type FakeMsg91 } from '../fakes/msg91-server';
import {
  hubSignature,
  startFakeWhatsAppCloud,
  whatsAppStatusPayload,
  type FakeWhatsAppCloud,
} from '../fakes/whatsapp-cloud-server';
import { MessageDispatcher } from '../../src/messaging/application/message-dispatcher';

const APP_SECRET = 'meta-app-secret-for-tests';
const REPORT_TOKEN = 'msg91-report-token-for-tests';

/**
 * The whole path with real adapters against the fake providers (issue #24): an order event is
 * queued, the worker sends it through MSG91 and the WhatsApp Cloud API, and the providers'
 * signed reports and a member's STOP come back through the webhooks.
 */
describe.each(apiDatabaseTargets)('messages through MSG91 and WhatsApp (fakes) on %s', (target) => {
  let t: TestApp;
  let msg91: FakeMsg91;
  let whatsapp: FakeWhatsAppCloud;
  let seller: TestUser;
  let buyer: TestUser;
  let admin: { token: string };
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });
  const send = () => t.app.get(MessageDispatcher).runOnce();
  const messages = async (query = '') =>
    (await request(t.http).get(`/api/ops/messages${query}`).set(auth(admin)).expect(200)).body as {
      provider: { sms: string; whatsapp: string };
      items: {
        id: string;
        channel: string;
        status: string;
        attempts: number;
        lastError: string | null;
        template: string;
        to: string;
      }[];
    };
  const signedPost = (payload: unknown, signature?: string) => {
    const raw = JSON.stringify(payload);
    return request(t.http)
      .post('/api/messaging/whatsapp/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', signature ?? hubSignature(APP_SECRET, raw))
      .send(raw);
  };
  async function placeOrder(): Promise<string> {
    const crop = await request(t.http)
      .post('/api/crops/add')
      .set(auth(seller))
      .field('cropName', 'Wheat')
      .field('cropCategory', 'grains')
      .field('cropSellingPrice', '27')
      .field('cropUnit', 'kg')
      .field('cropQuantity', '500')
      .expect(201);
    const order = await request(t.http)
      .post('/api/orders')
      .set(auth(buyer))
      .send({ cropId: crop.body._id, quantity: 100 })
      .expect(201);
    return order.body._id as string;
  }

  beforeAll(async () => {
    msg91 = await startFakeMsg91();
    whatsapp = await startFakeWhatsAppCloud();
    t = await startTestApp(target, {
      MSG91_AUTH_KEY: msg91.authKey,
      MSG91_SENDER_ID: 'AGROSN',
      MSG91_URL: msg91.url,
      MSG91_TEMPLATES: JSON.stringify({
        order_placed: {
          en: '1107000000000000001',
          hi: '1107000000000000002',
          gu: '1107000000000000003',
        },
      }),
      MSG91_REPORT_TOKEN: REPORT_TOKEN,
      WHATSAPP_TOKEN: whatsapp.token,
      WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
      WHATSAPP_URL: whatsapp.url,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'verify-me-please',
    });
    seller = await signUpAndLogIn(t, { name: 'Seller Savita', language: 'Hindi' });
    buyer = await signUpAndLogIn(t, { name: 'Buyer Bhavin' });
    [admin] = await createUsersFast(t, 1, 'admin');
    await request(t.http)
      .put(`/api/auth/users/${seller.id}`)
      .set(auth(seller))
      .send({ whatsappAlerts: true, quietHoursStart: '00:00', quietHoursEnd: '00:00' })
      .expect(200);
  });
  afterAll(async () => {
    await t.close();
    await msg91.close();
    await whatsapp.close();
  });

  it('sends a new order to the seller by SMS (Hindi DLT template) and by WhatsApp template', async () => {
    await placeOrder();
    expect(await send()).toMatchObject({ sent: 2, failed: 0 });
    const sms = msg91.requests.at(-1)?.body as Record<string, unknown>;
    expect(sms).toMatchObject({ template_id: '1107000000000000002', sender: 'AGROSN', unicode: 1 });
    expect((sms.recipients as Record<string, string>[])[0]).toMatchObject({
      mobiles: `91${seller.mobile}`,
      crop: 'Wheat',
      quantity: '100 किलो',
    });
    const wa = whatsapp.requests.at(-1)?.body as {
      to: string;
      template: { name: string; language: { code: string } };
    };
    expect(wa.to).toBe(`91${seller.mobile}`);
    expect(wa.template).toMatchObject({ name: 'agrosense_order_placed', language: { code: 'hi' } });
    const list = await messages();
    expect(list.provider).toEqual({ sms: 'msg91', whatsapp: 'whatsapp-cloud' });
  });

  it('records signed WhatsApp reports in order (a late "sent" never undoes "delivered"), refuses unsigned ones', async () => {
    const wamid = whatsapp.accepted.at(-1) ?? '';
    const item = async () => (await messages('?channel=whatsapp')).items[0];
    await signedPost(whatsAppStatusPayload([{ id: wamid, status: 'sent' }]), 'sha256=00').expect(
      401,
    );
    expect((await item()).status).toBe('sent');
    await signedPost(whatsAppStatusPayload([{ id: wamid, status: 'delivered' }])).expect(200);
    await signedPost(whatsAppStatusPayload([{ id: wamid, status: 'sent' }])).expect(200);
    expect((await item()).status).toBe('delivered');
    await signedPost(whatsAppStatusPayload([{ id: wamid, status: 'read' }])).expect(200);
    expect((await item()).status).toBe('read');
  });

  it('records MSG91 delivery reports with the token, and refuses them without', async () => {
    const requestId = msg91.accepted.at(-1) ?? '';
    await request(t.http)
      .post('/api/messaging/sms/report')
      .query({ token: 'wrong-token-wrong-token' })
      .send([msg91Report(requestId, 'DELIVERED')])
      .expect(401);
    await request(t.http)
      .post('/api/messaging/sms/report')
      .query({ token: REPORT_TOKEN })
      .send([msg91Report(requestId, 'DELIVERED')])
      .expect(200);
    expect((await messages('?channel=sms')).items[0].status).toBe('delivered');
  });

  it('retries after a rate limit and marks an invalid number failed, without a second message', async () => {
    msg91.rateLimit(1, 120);
    whatsapp.invalidNumbers.add(`91${seller.mobile}`);
    await placeOrder();
    expect(await send()).toMatchObject({ sent: 0, retried: 1, failed: 1 });
    const list = await messages();
    const [sms, wa] = ['sms', 'whatsapp'].map((c) => list.items.find((m) => m.channel === c));
    expect(sms).toMatchObject({ status: 'queued', attempts: 1 });
    expect(sms?.lastError).toMatch(/^msg91:/);
    expect(wa).toMatchObject({ status: 'failed', lastError: 'whatsapp:131026' });
    whatsapp.invalidNumbers.clear();
  });

  it('turns WhatsApp off when the member answers STOP (in Hindi too), and on with START', async () => {
    const from = `91${seller.mobile}`;
    const said = (body: string) => ({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: '15550783881',
                  phone_number_id: whatsapp.phoneNumberId,
                },
                contacts: [{ profile: { name: 'Savita' }, wa_id: from }],
                messages: [
                  { from, id: 'wamid.in', timestamp: '1764230400', type: 'text', text: { body } },
                ],
              },
            },
          ],
        },
      ],
    });
    const profile = async () =>
      (await request(t.http).get(`/api/auth/users/${seller.id}`).set(auth(seller)).expect(200))
        .body as {
        whatsappAlerts: boolean;
      };
    await signedPost(said(' बंद ')).expect(200);
    expect((await profile()).whatsappAlerts).toBe(false);
    await signedPost(said('Hello, is the wheat still there?')).expect(200);
    expect((await profile()).whatsappAlerts).toBe(false);
    await signedPost(said('START')).expect(200);
    expect((await profile()).whatsappAlerts).toBe(true);
  });
});
