import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OutgoingMessage } from '../../src/messaging/domain/message';
import {
  Msg91SmsGateway,
  retryAfterSeconds,
  truncateVariable,
  type Msg91Settings,
} from '../../src/messaging/infrastructure/msg91-sms.gateway';
import { providerGateways } from '../../src/messaging/infrastructure/provider-gateways';
import { loadConfig } from '../../src/shared/config/app-config';
import { startFakeMsg91, type FakeMsg91 } from '../fakes/msg91-server';

const TEMPLATES = {
  order_placed: { en: '1107170000000000001', hi: '1107170000000000002' },
  otp: { en: '1107170000000000009' },
};

function settings(fake: FakeMsg91, overrides: Partial<Msg91Settings> = {}): Msg91Settings {
  return {
    authKey: fake.authKey,
    senderId: 'AGROSN',
    baseUrl: fake.url,
    templates: TEMPLATES,
    reportToken: undefined,
    ...overrides,
  };
}

function message(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    id: 'msg-1',
    channel: 'sms',
    to: '919876543210',
    language: 'en',
    template: 'order_placed',
    params: { crop: 'Onion', quantity: '20 quintal', link: 'https://agro.example/o/7' },
    text: 'New order for Onion, 20 quintal. See https://agro.example/o/7 - AgroSense',
    ...overrides,
  };
}

/** A port nothing listens on any more. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return `http://127.0.0.1:${port}`;
}

describe('Msg91SmsGateway against a fake MSG91 Flow API', () => {
  let fake: FakeMsg91;
  let gateway: Msg91SmsGateway;

  beforeEach(async () => {
    fake = await startFakeMsg91({ templates: Object.values(TEMPLATES).flatMap(Object.values) });
    gateway = new Msg91SmsGateway(settings(fake));
  });
  afterEach(() => fake.close());

  it('sends the flow request exactly as MSG91 takes it and keeps its request id', async () => {
    const result = await gateway.send(message());

    expect(result).toEqual({ outcome: 'sent', providerId: fake.accepted[0] });
    expect(gateway.provider).toBe('msg91');
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/api/v5/flow');
    expect(req!.headers.authkey).toBe(fake.authKey);
    expect(req!.headers['content-type']).toMatch(/^application\/json/);
    expect(req!.body).toEqual({
      template_id: '1107170000000000001',
      sender: 'AGROSN',
      short_url: '0',
      recipients: [
        {
          mobiles: '919876543210',
          crop: 'Onion',
          quantity: '20 quintal',
          link: 'https://agro.example/o/7',
        },
      ],
    });
    // Variables in the template's order, the number last.
    expect(Object.keys((req!.body as { recipients: object[] }).recipients[0]!)).toEqual([
      'crop',
      'quantity',
      'link',
      'mobiles',
    ]);
  });

  it('asks for Unicode for a Hindi text, and uses the Hindi DLT template', async () => {
    const result = await gateway.send(
      message({
        language: 'hi',
        params: { crop: 'प्याज़', quantity: '20 क्विंटल', link: 'https://agro.example/o/7' },
        text: 'प्याज़ का नया ऑर्डर, 20 क्विंटल। https://agro.example/o/7 - AgroSense',
      }),
    );

    expect(result.outcome).toBe('sent');
    expect(fake.requests[0]!.body).toMatchObject({
      template_id: '1107170000000000002',
      unicode: 1,
      recipients: [{ crop: 'प्याज़', quantity: '20 क्विंटल' }],
    });
  });

  it('leaves an English text in GSM-7 (no unicode flag)', async () => {
    await gateway.send(message());
    expect(fake.requests[0]!.body).not.toHaveProperty('unicode');
  });

  it('cuts a variable over 40 characters, keeping whole letters', async () => {
    const long = 'Basmati rice 1121 steam, premium export grade, new crop';
    const hindi = 'बासमती चावल 1121 स्टीम, प्रीमियम निर्यात ग्रेड, नई फसल';
    await gateway.send(message({ params: { crop: long, quantity: '5 quintal', link: 'x' } }));
    await gateway.send(
      message({ language: 'hi', params: { crop: hindi, quantity: '5', link: 'x' }, text: hindi }),
    );

    const sent = fake.requests.map(
      (r) => (r.body as { recipients: { crop: string }[] }).recipients[0]!.crop,
    );
    expect(sent[0]).toBe('Basmati rice 1121 steam, premium expo...');
    expect([...sent[0]!]).toHaveLength(40);
    expect(sent[1]!.endsWith('…')).toBe(true);
    expect([...sent[1]!].length).toBeLessThanOrEqual(40);
    // The cut falls between letters: what is kept is the start of the value, and the letter
    // after the cut does not start with a vowel sign or virama torn from its consonant.
    const kept = sent[1]!.slice(0, -1);
    expect(hindi.startsWith(kept)).toBe(true);
    expect(hindi.slice(kept.length)).not.toMatch(/^\p{M}/u);
  });

  it('retries a rate limit (HTTP 429) after the Retry-After seconds', async () => {
    fake.rateLimit(1, 17);
    expect(await gateway.send(message())).toEqual({
      outcome: 'retry',
      error: 'msg91:rate_limited',
      afterSeconds: 17,
    });
    expect((await gateway.send(message())).outcome).toBe('sent');
  });

  it('retries a server error', async () => {
    fake.queue.push({ status: 503, body: { type: 'error', message: 'Service Unavailable' } });
    expect(await gateway.send(message())).toEqual({ outcome: 'retry', error: 'msg91:http_503' });
  });

  it('fails an invalid number for good', async () => {
    fake.invalidNumbers.add('919999999999');
    expect(await gateway.send(message({ to: '919999999999' }))).toEqual({
      outcome: 'failed',
      error: 'msg91:invalid_number',
    });
    expect(await gateway.send(message({ to: '9198765' }))).toEqual({
      outcome: 'failed',
      error: 'msg91:invalid_number',
    });
  });

  it('fails a wrong auth key for good', async () => {
    const wrong = new Msg91SmsGateway(settings(fake, { authKey: 'not-the-key' }));
    expect(await wrong.send(message())).toEqual({ outcome: 'failed', error: 'msg91:auth' });
  });

  it('fails a template MSG91 does not know, and one we have no DLT id for, without a call', async () => {
    const unknown = new Msg91SmsGateway(
      settings(fake, { templates: { order_placed: { en: '1107179999999999999' } } }),
    );
    expect(await unknown.send(message())).toEqual({
      outcome: 'failed',
      error: 'msg91:dlt_template',
    });
    const calls = fake.requests.length;
    expect(await gateway.send(message({ template: 'price_alert' }))).toEqual({
      outcome: 'failed',
      error: 'msg91:template_not_configured',
    });
    expect(await gateway.send(message({ template: 'otp', language: 'gu' }))).toEqual({
      outcome: 'failed',
      error: 'msg91:template_not_configured',
    });
    expect(fake.requests).toHaveLength(calls);
  });

  it('fails a 2xx that is not a success, since the SMS may have gone', async () => {
    fake.queue.push({ status: 200, body: '<html>ok</html>' });
    expect(await gateway.send(message())).toEqual({
      outcome: 'failed',
      error: 'msg91:unexpected_answer',
    });
  });

  it('retries when MSG91 cannot be reached', async () => {
    const down = new Msg91SmsGateway(settings(fake, { baseUrl: await closedPort() }));
    expect(await down.send(message())).toEqual({ outcome: 'retry', error: 'msg91:network' });
  });

  it('retries when MSG91 does not answer in time', async () => {
    fake.queue.push({ hang: true });
    const slow = new Msg91SmsGateway(settings(fake), { timeoutMs: 200 });
    expect(await slow.send(message())).toEqual({ outcome: 'retry', error: 'msg91:timeout' });
  });
});

describe('MSG91 helpers', () => {
  it('keeps short values and never splits a surrogate pair or a letter', () => {
    expect(truncateVariable('Onion')).toBe('Onion');
    expect(truncateVariable('x'.repeat(40))).toBe('x'.repeat(40));
    const emoji = `${'🧅'.repeat(45)}`;
    const cut = truncateVariable(emoji);
    expect([...cut]).toHaveLength(40);
    expect(cut).toBe(`${'🧅'.repeat(39)}…`);
    expect(truncateVariable('ab'.repeat(30), 10)).toBe('abababa...');
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('30')).toBe(30);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(retryAfterSeconds('Sat, 28 Nov 2026 10:01:00 GMT', now)).toBe(60);
  });

  it('builds the gateways of the configured providers only', () => {
    const none = loadConfig({ NODE_ENV: 'test' });
    expect(providerGateways(none.messaging)).toEqual({});
    const both = loadConfig({
      NODE_ENV: 'test',
      MSG91_AUTH_KEY: 'key',
      MSG91_SENDER_ID: 'AGROSN',
      MSG91_TEMPLATES: JSON.stringify(TEMPLATES),
      WHATSAPP_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    });
    const gateways = providerGateways(both.messaging);
    expect(gateways.sms?.provider).toBe('msg91');
    expect(gateways.whatsapp?.provider).toBe('whatsapp-cloud');
  });
});
