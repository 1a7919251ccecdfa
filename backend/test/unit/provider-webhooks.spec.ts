import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { ChannelOptOuts } from '../../src/messaging/application/ports/channel-opt-outs';
import {
  DeliveryReports,
  type DeliveryReport,
} from '../../src/messaging/application/ports/delivery-reports';
import {
  msg91Reports,
  ProviderWebhooksController,
  sameSecret,
  whatsAppReports,
} from '../../src/messaging/http/provider-webhooks.controller';
import { buildOpenApiDocument } from '../../src/openapi/openapi-document';
import { IS_PUBLIC } from '../../src/shared/auth/public.decorator';
import { AppConfig, loadConfig } from '../../src/shared/config/app-config';
import { JSON_BODY_LIMIT, verifyJsonDepth } from '../../src/shared/http/body-limits';
import { DomainErrorFilter } from '../../src/shared/http/domain-error.filter';
import { msg91Report, postMsg91Reports } from '../fakes/msg91-server';
import {
  hubSignature,
  postWhatsAppWebhook,
  verifyWhatsAppWebhook,
  whatsAppStatusPayload,
} from '../fakes/whatsapp-cloud-server';

const APP_SECRET = 'meta-app-secret-for-tests';
const VERIFY_TOKEN = 'verify-token-for-tests';
const REPORT_TOKEN = 'msg91-report-token-0123456789';

const CONFIGURED = {
  NODE_ENV: 'test',
  MSG91_AUTH_KEY: 'key',
  MSG91_SENDER_ID: 'AGROSN',
  MSG91_REPORT_TOKEN: REPORT_TOKEN,
  WHATSAPP_TOKEN: 'token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
};

/** Records what it is given; knows the ids in `ours`. */
class RecordingDeliveryReports extends DeliveryReports {
  readonly recorded: DeliveryReport[] = [];
  readonly ours = new Set<string>();
  record(report: DeliveryReport): Promise<boolean> {
    this.recorded.push(report);
    return Promise.resolve(this.ours.has(report.providerId));
  }
}

interface Running {
  app: NestExpressApplication;
  base: string;
  reports: RecordingDeliveryReports;
  close(): Promise<void>;
}

/**
 * The controller alone, with the app's body parsers and error filter. `keepRaw` adds the raw
 * body to the JSON parser's verify hook, as create-app.ts must for the signature check.
 */
async function start(env: Record<string, string>, keepRaw = true): Promise<Running> {
  const reports = new RecordingDeliveryReports();
  const moduleRef = await Test.createTestingModule({
    controllers: [ProviderWebhooksController],
    providers: [
      { provide: DeliveryReports, useValue: reports },
      { provide: AppConfig, useValue: loadConfig(env) },
      // STOP and START are the API test's (test/api/messaging-providers.spec.ts).
      { provide: ChannelOptOuts, useValue: { set: () => Promise.resolve(false) } },
    ],
  }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bodyParser: false,
    logger: false,
  });
  app.useBodyParser('json', {
    limit: JSON_BODY_LIMIT,
    verify: (req: IncomingMessage, res: ServerResponse, body: Buffer, encoding: string) => {
      verifyJsonDepth(req, res, body, encoding);
      if (keepRaw) (req as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
    },
  });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  app.useGlobalFilters(new DomainErrorFilter());
  await app.listen(0, '127.0.0.1');
  return { app, base: `${await app.getUrl()}/api/messaging`, reports, close: () => app.close() };
}

describe('provider webhooks', () => {
  let t: Running;
  beforeAll(async () => {
    t = await start(CONFIGURED);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.reports.recorded.length = 0;
  });

  it('are public routes (the providers have no session)', () => {
    expect(Reflect.getMetadata(IS_PUBLIC, ProviderWebhooksController)).toBe(true);
  });

  it('are described in the OpenAPI document', () => {
    const doc = buildOpenApiDocument(t.app);
    expect(doc.paths['/api/messaging/whatsapp/webhook']?.get?.operationId).toBe(
      'verifyWhatsAppWebhook',
    );
    expect(doc.paths['/api/messaging/whatsapp/webhook']?.post?.operationId).toBe(
      'receiveWhatsAppWebhook',
    );
    expect(doc.paths['/api/messaging/sms/report']?.post?.operationId).toBe(
      'receiveSmsDeliveryReport',
    );
  });

  describe('WhatsApp verification (GET)', () => {
    it('echoes the challenge as plain text for our verify token', async () => {
      const res = await verifyWhatsAppWebhook(
        `${t.base}/whatsapp/webhook`,
        VERIFY_TOKEN,
        '1158201444',
      );
      expect(res).toEqual({
        status: 200,
        text: '1158201444',
        contentType: expect.stringMatching(/^text\/plain/),
      });
    });

    it('refuses another token or mode with 403', async () => {
      for (const [token, mode] of [
        ['wrong-token', 'subscribe'],
        [`${VERIFY_TOKEN}x`, 'subscribe'],
        ['', 'subscribe'],
        [VERIFY_TOKEN, 'unsubscribe'],
      ] as const) {
        const res = await verifyWhatsAppWebhook(`${t.base}/whatsapp/webhook`, token, '42', mode);
        expect(res.status).toBe(403);
        expect(JSON.parse(res.text)).toMatchObject({
          statusCode: 403,
          code: 'MESSAGING.WEBHOOK_REFUSED',
        });
      }
    });

    it('does not echo markup, even with the right token', async () => {
      const res = await verifyWhatsAppWebhook(
        `${t.base}/whatsapp/webhook`,
        VERIFY_TOKEN,
        '<script>alert(1)</script>',
      );
      expect(res.status).toBe(403);
    });
  });

  describe('WhatsApp status posts', () => {
    const url = () => `${t.base}/whatsapp/webhook`;
    const payload = whatsAppStatusPayload([
      { id: 'wamid.SENT', status: 'sent', timestamp: '1764324930' },
      { id: 'wamid.DELIVERED', status: 'delivered', timestamp: '1764324931' },
      {
        id: 'wamid.FAILED',
        status: 'failed',
        timestamp: '1764324932',
        errors: [{ code: 131026, title: 'Message undeliverable' }],
      },
    ]);

    it('records each status of a correctly signed post', async () => {
      t.reports.ours.add('wamid.DELIVERED');
      const res = await postWhatsAppWebhook(url(), payload, APP_SECRET);

      expect(res).toEqual({ status: 200, body: { received: 3 } });
      expect(t.reports.recorded).toEqual([
        {
          channel: 'whatsapp',
          providerId: 'wamid.SENT',
          status: 'sent',
          at: new Date(1764324930_000),
        },
        {
          channel: 'whatsapp',
          providerId: 'wamid.DELIVERED',
          status: 'delivered',
          at: new Date(1764324931_000),
        },
        {
          channel: 'whatsapp',
          providerId: 'wamid.FAILED',
          status: 'failed',
          at: new Date(1764324932_000),
          error: 'whatsapp:131026',
        },
      ]);
    });

    it('checks the signature on the bytes as sent (escaped Unicode and slashes)', async () => {
      const withHindi = {
        ...whatsAppStatusPayload([{ id: 'wamid.HI', status: 'read', timestamp: '1764324933' }]),
        note: 'प्याज़ https://agro.example/o/7',
      };
      const res = await postWhatsAppWebhook(url(), withHindi, APP_SECRET);
      expect(res.status).toBe(200);
      expect(t.reports.recorded.map((r) => [r.providerId, r.status])).toEqual([
        ['wamid.HI', 'read'],
      ]);
    });

    it('answers 200 for a post with no statuses (a member wrote to us)', async () => {
      const message = {
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '1',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  messages: [
                    { from: '919876543210', id: 'wamid.IN', type: 'text', text: { body: 'Hi' } },
                  ],
                },
              },
            ],
          },
        ],
      };
      expect(await postWhatsAppWebhook(url(), message, APP_SECRET)).toEqual({
        status: 200,
        body: { received: 0 },
      });
      expect(t.reports.recorded).toEqual([]);
    });

    it('refuses a wrong, malformed or missing signature with 401 and records nothing', async () => {
      const raw = JSON.stringify(payload);
      const cases: (string | null)[] = [
        hubSignature('another-secret', raw),
        hubSignature(APP_SECRET, `${raw} `),
        hubSignature(APP_SECRET, raw).replace('sha256=', 'sha1='),
        hubSignature(APP_SECRET, raw).slice(0, -2),
        'sha256=',
        null,
      ];
      for (const signature of cases) {
        const res = await postWhatsAppWebhook(url(), raw, APP_SECRET, signature);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ code: 'MESSAGING.WEBHOOK_REFUSED' });
      }
      expect(t.reports.recorded).toEqual([]);
    });
  });

  describe('MSG91 delivery reports', () => {
    const url = () => `${t.base}/sms/report`;

    it('records DELIVERED as delivered (one report, India time)', async () => {
      const res = await postMsg91Reports(url(), REPORT_TOKEN, msg91Report('req-1', 'DELIVERED'));
      expect(res).toEqual({ status: 200, body: { received: 1 } });
      expect(t.reports.recorded).toEqual([
        {
          channel: 'sms',
          providerId: 'req-1',
          status: 'delivered',
          at: new Date('2026-11-28T04:45:30Z'),
        },
      ]);
    });

    it('records failures with their reason, and skips the in-between states', async () => {
      const res = await postMsg91Reports(url(), REPORT_TOKEN, [
        msg91Report('req-2', 'FAILED'),
        msg91Report('req-3', 'REJECTED', { failedReason: '' }),
        msg91Report('req-4', 'NDNC', { failedReason: 'DND number' }),
        msg91Report('req-5', 'SENT'),
        msg91Report('req-6', 'PENDING'),
      ]);
      expect(res).toEqual({ status: 200, body: { received: 3 } });
      expect(t.reports.recorded.map((r) => [r.providerId, r.status, r.error])).toEqual([
        ['req-2', 'failed', 'msg91:absent_subscriber'],
        ['req-3', 'failed', 'msg91:rejected'],
        ['req-4', 'failed', 'msg91:dnd_number'],
      ]);
    });

    it('reads the older form post (data=JSON with a report list per request)', async () => {
      const data = JSON.stringify([
        {
          requestId: 'req-7',
          userId: '1234',
          report: [
            { date: '2026-11-28 10:15:30', number: '919876543210', status: '1', desc: 'DELIVERED' },
          ],
          senderId: 'AGROSN',
        },
      ]);
      const endpoint = new URL(url());
      endpoint.searchParams.set('token', REPORT_TOKEN);
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data }).toString(),
      });
      expect(res.status).toBe(200);
      expect(t.reports.recorded.map((r) => [r.providerId, r.status])).toEqual([
        ['req-7', 'delivered'],
      ]);
    });

    it('refuses a wrong or missing token with 401', async () => {
      for (const token of ['wrong', `${REPORT_TOKEN}0`, '', undefined]) {
        const res = await postMsg91Reports(url(), token, msg91Report('req-8', 'DELIVERED'));
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ code: 'MESSAGING.WEBHOOK_REFUSED' });
      }
      expect(t.reports.recorded).toEqual([]);
    });
  });
});

describe('provider webhooks that are not configured', () => {
  let t: Running;
  beforeAll(async () => {
    t = await start({
      NODE_ENV: 'test',
      MSG91_AUTH_KEY: 'key',
      MSG91_SENDER_ID: 'AGROSN',
      WHATSAPP_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    });
  });
  afterAll(() => t.close());

  it('answer 404 without a verify token, app secret or report token', async () => {
    const verify = await verifyWhatsAppWebhook(`${t.base}/whatsapp/webhook`, 'anything');
    expect(verify.status).toBe(404);
    expect(JSON.parse(verify.text)).toMatchObject({ code: 'MESSAGING.WEBHOOK_NOT_CONFIGURED' });
    const post = await postWhatsAppWebhook(`${t.base}/whatsapp/webhook`, {}, 'anything');
    expect(post.status).toBe(404);
    const report = await postMsg91Reports(`${t.base}/sms/report`, 'anything', {});
    expect(report.status).toBe(404);
    expect(t.reports.recorded).toEqual([]);
  });
});

describe('a WhatsApp post when the raw body is not kept', () => {
  it('is refused (401): the signature cannot be checked on parsed JSON', async () => {
    const t = await start(CONFIGURED, false);
    try {
      const payload = whatsAppStatusPayload([{ id: 'wamid.X', status: 'sent' }]);
      const res = await postWhatsAppWebhook(`${t.base}/whatsapp/webhook`, payload, APP_SECRET);
      expect(res.status).toBe(401);
      expect(t.reports.recorded).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('report parsing', () => {
  const now = new Date('2026-11-28T00:00:00Z');

  it('skips WhatsApp statuses it does not know and malformed entries', () => {
    expect(
      whatsAppReports(
        {
          entry: [
            null,
            { changes: 'x' },
            {
              changes: [
                {
                  value: {
                    statuses: [
                      { id: 'a', status: 'deleted' },
                      { status: 'sent' },
                      { id: 'b', status: 'sent', timestamp: 'never' },
                    ],
                  },
                },
              ],
            },
          ],
        },
        now,
      ),
    ).toEqual([{ channel: 'whatsapp', providerId: 'b', status: 'sent', at: now }]);
    expect(whatsAppReports('nonsense', now)).toEqual([]);
  });

  it('reads MSG91 times as India time, epoch or ISO', () => {
    const at = (date: unknown) =>
      msg91Reports({ requestId: 'r', desc: 'DELIVERED', date }, now)[0]!.at.toISOString();
    expect(at('2026-11-28 10:15:30')).toBe('2026-11-28T04:45:30.000Z');
    expect(at('1764324930')).toBe('2025-11-28T10:15:30.000Z');
    expect(at('2026-11-28T10:15:30Z')).toBe('2026-11-28T10:15:30.000Z');
    expect(at('yesterday')).toBe(now.toISOString());
    expect(msg91Reports({ desc: 'DELIVERED' }, now)).toEqual([]);
    expect(msg91Reports({ data: '{not json' }, now)).toEqual([]);
  });

  it('compares secrets whole', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abcd', 'abc')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
    expect(sameSecret(['abc'], 'abc')).toBe(false);
  });
});
