import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OutgoingMessage } from '../../src/messaging/domain/message';
import {
  WhatsAppCloudGateway,
  type WhatsAppSettings,
} from '../../src/messaging/infrastructure/whatsapp-cloud.gateway';
import {
  graphError,
  startFakeWhatsAppCloud,
  type FakeWhatsAppCloud,
} from '../fakes/whatsapp-cloud-server';

function settings(
  fake: FakeWhatsAppCloud,
  overrides: Partial<WhatsAppSettings> = {},
): WhatsAppSettings {
  return {
    token: fake.token,
    phoneNumberId: fake.phoneNumberId,
    appSecret: 'app-secret',
    verifyToken: 'verify-token',
    baseUrl: fake.url,
    apiVersion: 'v21.0',
    templatePrefix: 'agrosense_',
    ...overrides,
  };
}

function message(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    id: 'msg-1',
    channel: 'whatsapp',
    to: '919876543210',
    language: 'en',
    template: 'order_handover_proposed',
    params: { crop: 'Onion', date: '2 Dec', link: 'https://agro.example/o/7' },
    text: 'The buyer proposes to collect Onion on 2 Dec. https://agro.example/o/7',
    ...overrides,
  };
}

async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return `http://127.0.0.1:${port}`;
}

describe('WhatsAppCloudGateway against a fake Cloud API', () => {
  let fake: FakeWhatsAppCloud;
  let gateway: WhatsAppCloudGateway;

  beforeEach(async () => {
    fake = await startFakeWhatsAppCloud({
      templates: {
        'agrosense_order_handover_proposed:en': 3,
        'agrosense_order_handover_proposed:hi': 3,
        'agrosense_otp:gu': 1,
      },
    });
    gateway = new WhatsAppCloudGateway(settings(fake));
  });
  afterEach(() => fake.close());

  it('sends the template message exactly as the Cloud API takes it and keeps the wamid', async () => {
    const result = await gateway.send(message());

    expect(gateway.provider).toBe('whatsapp-cloud');
    expect(result).toEqual({ outcome: 'sent', providerId: fake.accepted[0] });
    expect(fake.accepted[0]).toMatch(/^wamid\./);
    const [req] = fake.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe(`/v21.0/${fake.phoneNumberId}/messages`);
    expect(req!.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(req!.headers['content-type']).toMatch(/^application\/json/);
    expect(req!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'agrosense_order_handover_proposed',
        language: { code: 'en', policy: 'deterministic' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Onion' },
              { type: 'text', text: '2 Dec' },
              { type: 'text', text: 'https://agro.example/o/7' },
            ],
          },
        ],
      },
    });
  });

  it('sends Hindi parameters whole, in the Hindi translation of the template', async () => {
    const crop = 'बासमती चावल 1121 स्टीम, प्रीमियम निर्यात ग्रेड, नई फसल';
    const result = await gateway.send(
      message({
        language: 'hi',
        params: { crop, date: '2 दिसंबर', link: 'https://agro.example/o/7' },
      }),
    );
    expect(result.outcome).toBe('sent');
    expect(fake.requests[0]!.body).toMatchObject({
      template: {
        language: { code: 'hi' },
        components: [{ parameters: [{ text: crop }, { text: '2 दिसंबर' }, {}] }],
      },
    });
  });

  it('puts the OTP in the body and in the copy-code button', async () => {
    const result = await gateway.send(
      message({ template: 'otp', language: 'gu', params: { code: '482913' }, text: '482913' }),
    );
    expect(result.outcome).toBe('sent');
    expect((fake.requests[0]!.body as { template: unknown }).template).toEqual({
      name: 'agrosense_otp',
      language: { code: 'gu', policy: 'deterministic' },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
        {
          type: 'button',
          sub_type: 'url',
          index: '0',
          parameters: [{ type: 'text', text: '482913' }],
        },
      ],
    });
  });

  it.each([
    [130429, 400],
    [131056, 400],
    [130429, 429],
    [80007, 400],
    [4, 400],
  ] as const)('retries rate limit %s (HTTP %s)', async (code, status) => {
    fake.rateLimit(1, code, status);
    expect(await gateway.send(message())).toEqual({ outcome: 'retry', error: `whatsapp:${code}` });
    expect((await gateway.send(message())).outcome).toBe('sent');
  });

  it('honours Retry-After when one is given', async () => {
    fake.queue.push({
      status: 429,
      body: graphError(130429, '(#130429) Rate limit hit'),
      headers: { 'Retry-After': '12' },
    });
    expect(await gateway.send(message())).toEqual({
      outcome: 'retry',
      error: 'whatsapp:130429',
      afterSeconds: 12,
    });
  });

  it('retries transient errors: 131000, 1, 2 and a 5xx without a body', async () => {
    fake.queue.push({ status: 500, body: graphError(131000, 'Something went wrong') });
    fake.queue.push({ status: 400, body: graphError(1, 'An unknown error occurred') });
    fake.queue.push({ status: 503, body: graphError(2, 'Service temporarily unavailable') });
    fake.queue.push({ status: 502, body: 'Bad Gateway' });
    expect(await gateway.send(message())).toEqual({ outcome: 'retry', error: 'whatsapp:131000' });
    expect(await gateway.send(message())).toEqual({ outcome: 'retry', error: 'whatsapp:1' });
    expect(await gateway.send(message())).toEqual({ outcome: 'retry', error: 'whatsapp:2' });
    expect(await gateway.send(message())).toEqual({ outcome: 'retry', error: 'whatsapp:http_502' });
  });

  it('fails an undeliverable, a malformed and a not-allowed number for good', async () => {
    fake.invalidNumbers.add('919999999999');
    expect(await gateway.send(message({ to: '919999999999' }))).toEqual({
      outcome: 'failed',
      error: 'whatsapp:131026',
    });
    expect(await gateway.send(message({ to: '98765' }))).toEqual({
      outcome: 'failed',
      error: 'whatsapp:100',
    });
    fake.allowList = new Set(['919876543210']);
    expect(await gateway.send(message({ to: '919812345678' }))).toEqual({
      outcome: 'failed',
      error: 'whatsapp:131030',
    });
  });

  it('fails a bad token, a missing template and a wrong parameter count for good', async () => {
    const badToken = new WhatsAppCloudGateway(settings(fake, { token: 'expired' }));
    expect(await badToken.send(message())).toEqual({ outcome: 'failed', error: 'whatsapp:190' });
    expect(await gateway.send(message({ language: 'gu' }))).toEqual({
      outcome: 'failed',
      error: 'whatsapp:132001',
    });
    expect(await gateway.send(message({ params: { crop: 'Onion', date: '2 Dec' } }))).toEqual({
      outcome: 'failed',
      error: 'whatsapp:132000',
    });
    const otherNumber = new WhatsAppCloudGateway(settings(fake, { phoneNumberId: '1234567' }));
    expect(await otherNumber.send(message())).toEqual({ outcome: 'failed', error: 'whatsapp:100' });
  });

  it('fails a 2xx without a message id', async () => {
    fake.queue.push({ status: 200, body: { messaging_product: 'whatsapp', messages: [] } });
    expect(await gateway.send(message())).toEqual({
      outcome: 'failed',
      error: 'whatsapp:unexpected_answer',
    });
  });

  it('retries when the Cloud API cannot be reached or does not answer in time', async () => {
    const down = new WhatsAppCloudGateway(settings(fake, { baseUrl: await closedPort() }));
    expect(await down.send(message())).toEqual({ outcome: 'retry', error: 'whatsapp:network' });
    fake.queue.push({ hang: true });
    const slow = new WhatsAppCloudGateway(settings(fake), { timeoutMs: 200 });
    expect(await slow.send(message())).toEqual({ outcome: 'retry', error: 'whatsapp:timeout' });
  });
});
