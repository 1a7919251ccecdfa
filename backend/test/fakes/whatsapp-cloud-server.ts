import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake received it. */
export interface WhatsAppRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body (undefined when it was not JSON). */
  body: unknown;
}

/** A reply forced on the next request, whatever it asks. */
export type WhatsAppReply =
  { status: number; body: unknown; headers?: Record<string, string> } | { hang: true };

export interface FakeWhatsAppCloud {
  url: string;
  token: string;
  phoneNumberId: string;
  /**
   * Approved templates: `name:language` to the number of body parameters (null: any template,
   * any count). Others are answered 132001, a wrong count 132000.
   */
  templates: Map<string, number> | null;
  requests: WhatsAppRequest[];
  /** Well-formed numbers answered 131026 (not on WhatsApp, or cannot be delivered to). */
  invalidNumbers: Set<string>;
  /** With a test number only these may be messaged; others get 131030 (null: anyone). */
  allowList: Set<string> | null;
  /** The next replies, in order, before any check. */
  queue: WhatsAppReply[];
  /**
   * The next `times` sends are refused with a rate-limit error: 130429 (throughput) or 131056
   * (pair rate), with HTTP 400 as the Cloud API answers them (or 429).
   */
  rateLimit(times: number, code?: 130429 | 131056 | 80007 | 4, status?: 400 | 429): void;
  /** The message ids it answered, in order. */
  accepted: string[];
  close(): Promise<void>;
}

const MOBILE = /^91\d{10}$/;

/** The Graph API's error body. */
export function graphError(
  code: number,
  message: string,
  details?: string,
  extra: { type?: string; error_subcode?: number } = {},
) {
  return {
    error: {
      message,
      type: extra.type ?? 'OAuthException',
      code,
      ...(extra.error_subcode !== undefined ? { error_subcode: extra.error_subcode } : {}),
      ...(details !== undefined ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: randomBytes(9).toString('base64url'),
    },
  };
}

function reply(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

interface TemplateSend {
  messaging_product?: unknown;
  recipient_type?: unknown;
  to?: unknown;
  type?: unknown;
  template?: {
    name?: unknown;
    language?: { code?: unknown; policy?: unknown };
    components?: { type?: unknown; parameters?: unknown }[];
  };
}

/**
 * A local stand-in for the WhatsApp Cloud API's send (`POST /{version}/{phone number id}/messages`)
 * that speaks its wire format: Bearer token, template messages, the success answer with
 * `contacts` and `messages[0].id`, and the Graph error JSON.
 */
export async function startFakeWhatsAppCloud(
  options: { token?: string; phoneNumberId?: string; templates?: Record<string, number> } = {},
): Promise<FakeWhatsAppCloud> {
  const fake: FakeWhatsAppCloud = {
    url: '',
    token: options.token ?? 'test-whatsapp-token',
    phoneNumberId: options.phoneNumberId ?? '106540352242922',
    templates: options.templates ? new Map(Object.entries(options.templates)) : null,
    requests: [],
    invalidNumbers: new Set(),
    allowList: null,
    queue: [],
    accepted: [],
    rateLimit(times, code = 130429, status = 400) {
      const messages: Record<number, string> = {
        4: '(#4) Application request limit reached',
        80007: '(#80007) Rate limit issues',
        130429: '(#130429) Rate limit hit',
        131056: '(#131056) (Business Account, Consumer Account) pair rate limit hit',
      };
      for (let i = 0; i < times; i++) {
        fake.queue.push({
          status,
          body: graphError(code, messages[code] ?? 'Rate limit hit', 'Too many messages sent'),
        });
      }
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  function answer(req: IncomingMessage, res: ServerResponse, text: string): void {
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = undefined;
    }
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    fake.requests.push({ method: req.method ?? '', path, headers: req.headers, body });
    const forced = fake.queue.shift();
    if (forced) {
      if ('hang' in forced) return; // never answers: the client's timeout must fire
      reply(res, forced.status, forced.body, forced.headers);
      return;
    }
    const auth = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!auth) {
      reply(
        res,
        400,
        graphError(
          190,
          'An active access token must be used to query information about the current user.',
        ),
      );
      return;
    }
    if (auth !== fake.token) {
      reply(res, 401, graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
      return;
    }
    const route = /^\/(v\d+\.\d+)\/(\d+)\/messages$/.exec(path);
    if (req.method !== 'POST' || !route || route[2] !== fake.phoneNumberId) {
      reply(
        res,
        400,
        graphError(
          100,
          `Unsupported post request. Object with ID '${path.split('/')[2] ?? ''}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          undefined,
          { type: 'GraphMethodException', error_subcode: 33 },
        ),
      );
      return;
    }
    const send = (body ?? {}) as TemplateSend;
    const invalid = (details: string) =>
      reply(res, 400, graphError(100, '(#100) Invalid parameter', details));
    if (send.messaging_product !== 'whatsapp') {
      invalid('The parameter messaging_product is required.');
      return;
    }
    if (send.recipient_type !== undefined && send.recipient_type !== 'individual') {
      invalid('recipient_type must be individual or group.');
      return;
    }
    if (typeof send.to !== 'string' || !MOBILE.test(send.to)) {
      invalid('The parameter to is not a valid phone number.');
      return;
    }
    if (send.type !== 'template' || !send.template || typeof send.template.name !== 'string') {
      invalid('The parameter template[name] is required.');
      return;
    }
    const language = send.template.language?.code;
    if (typeof language !== 'string' || !language) {
      invalid('The parameter template[language][code] is required.');
      return;
    }
    const key = `${send.template.name}:${language}`;
    if (fake.templates && !fake.templates.has(key)) {
      reply(
        res,
        404,
        graphError(
          132001,
          '(#132001) Template name does not exist in the translation',
          `template name (${send.template.name}) does not exist in ${language}`,
        ),
      );
      return;
    }
    const bodyParams = (send.template.components ?? []).find((c) => c?.type === 'body')?.parameters;
    const count = Array.isArray(bodyParams) ? bodyParams.length : 0;
    const expected = fake.templates?.get(key);
    if (expected !== undefined && expected !== count) {
      reply(
        res,
        400,
        graphError(
          132000,
          '(#132000) Number of parameters does not match the expected number of params',
          `body: number of localizable_params (${count}) does not match the expected number of params (${expected})`,
        ),
      );
      return;
    }
    if (fake.allowList && !fake.allowList.has(send.to)) {
      reply(
        res,
        400,
        graphError(
          131030,
          '(#131030) Recipient phone number not in allowed list',
          'Recipient phone number not in allowed list: Add recipient phone number to recipient list and try again.',
        ),
      );
      return;
    }
    if (fake.invalidNumbers.has(send.to)) {
      reply(res, 400, graphError(131026, 'Message undeliverable', 'Message Undeliverable.'));
      return;
    }
    const id = `wamid.${Buffer.from(`HBgM${send.to}${randomBytes(10).toString('hex')}`).toString('base64')}`;
    fake.accepted.push(id);
    reply(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: send.to, wa_id: send.to }],
      messages: [{ id, message_status: 'accepted' }],
    });
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => answer(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  server.keepAliveTimeout = 100;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** One status of a webhook post, as Meta sends it. */
export interface WhatsAppStatus {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** Unix seconds, as a string. */
  timestamp?: string;
  recipient_id?: string;
  errors?: { code: number; title: string; message?: string; error_data?: { details: string } }[];
}

/** A webhook payload of status updates for the fake's phone number. */
export function whatsAppStatusPayload(
  statuses: WhatsAppStatus[],
  phoneNumberId = '106540352242922',
): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              statuses: statuses.map((s) => ({
                recipient_id: '919876543210',
                timestamp: String(Math.floor(Date.now() / 1000)),
                ...(s.status !== 'failed'
                  ? {
                      conversation: {
                        id: 'ca8ecc2d4d3a1f3c9ec9b5b1b7d1a6e8',
                        origin: { type: 'utility' },
                      },
                      pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
                    }
                  : {}),
                ...s,
              })),
            },
          },
        ],
      },
    ],
  };
}

/** `sha256=<hex>`: Meta's X-Hub-Signature-256 of these exact bytes. */
export function hubSignature(appSecret: string, raw: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
}

/**
 * Posts a webhook to our endpoint as Meta does, signed with `appSecret` (or the given `signature`;
 * null sends none). An object is written with non-ASCII as `\uXXXX` and `/` as `\/`, bytes that
 * re-serializing the parsed JSON would not give back: the signature must be checked on the raw
 * bytes. A string is sent as it is.
 */
export async function postWhatsAppWebhook(
  endpoint: string,
  payload: unknown,
  appSecret: string,
  signature?: string | null,
): Promise<{ status: number; body: unknown }> {
  const raw = Buffer.from(
    typeof payload === 'string'
      ? payload
      : JSON.stringify(payload)
          .replace(/\//g, '\\/')
          .replace(
            /[\u007f-\uffff]/g,
            (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
          ),
  );
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const sig = signature === undefined ? hubSignature(appSecret, raw) : signature;
  if (sig !== null) headers['X-Hub-Signature-256'] = sig;
  const res = await fetch(endpoint, { method: 'POST', headers, body: raw });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // kept as text
  }
  return { status: res.status, body };
}

/** Meta's verification request: GET with hub.mode, hub.verify_token and hub.challenge. */
export async function verifyWhatsAppWebhook(
  endpoint: string,
  verifyToken: string,
  challenge = '1158201444',
  mode = 'subscribe',
): Promise<{ status: number; text: string; contentType: string | null }> {
  const url = new URL(endpoint);
  url.searchParams.set('hub.mode', mode);
  url.searchParams.set('hub.verify_token', verifyToken);
  url.searchParams.set('hub.challenge', challenge);
  const res = await fetch(url);
  return {
    status: res.status,
    text: await res.text(),
    contentType: res.headers.get('content-type'),
  };
}
