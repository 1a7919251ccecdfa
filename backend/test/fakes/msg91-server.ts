import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake received it. */
export interface Msg91Request {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body (undefined when it was not JSON). */
  body: unknown;
}

/** A reply forced on the next request, whatever it asks. */
export type Msg91Reply =
  { status: number; body: unknown; headers?: Record<string, string> } | { hang: true };

export interface FakeMsg91 {
  url: string;
  /** The auth key it accepts in the `authkey` header. */
  authKey: string;
  /** DLT template ids it knows (null: any non-empty id). */
  templates: Set<string> | null;
  /** Every request, in order (also refused ones). */
  requests: Msg91Request[];
  /** Well-formed numbers it refuses as invalid (as MSG91 does for numbers it cannot route). */
  invalidNumbers: Set<string>;
  /** The next replies, in order, before any check. */
  queue: Msg91Reply[];
  /** The next `times` sends are answered 429 with `Retry-After: retryAfter`. */
  rateLimit(times: number, retryAfter?: number): void;
  /** The request ids it answered, in order. */
  accepted: string[];
  close(): Promise<void>;
}

const MOBILE = /^91\d{10}$/;

function reply(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const error = (message: string) => ({ type: 'error', message });

/**
 * A local stand-in for MSG91's Flow API (`POST /api/v5/flow`) that speaks its wire format: the
 * `authkey` header, `{template_id, sender, short_url, recipients: [{mobiles, ...variables}]}`,
 * `{"type":"success","message":"<request id>"}` and `{"type":"error","message": ...}`.
 */
export async function startFakeMsg91(
  options: { authKey?: string; templates?: string[] } = {},
): Promise<FakeMsg91> {
  const fake: FakeMsg91 = {
    url: '',
    authKey: options.authKey ?? 'test-msg91-auth-key',
    templates: options.templates ? new Set(options.templates) : null,
    requests: [],
    invalidNumbers: new Set(),
    queue: [],
    accepted: [],
    rateLimit(times, retryAfter = 30) {
      for (let i = 0; i < times; i++) {
        fake.queue.push({
          status: 429,
          body: error('Too many requests. Please try after some time.'),
          headers: { 'Retry-After': String(retryAfter) },
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
    if (req.method !== 'POST' || path.replace(/\/$/, '') !== '/api/v5/flow') {
      reply(res, 404, error('Not Found'));
      return;
    }
    if (req.headers.authkey !== fake.authKey) {
      reply(res, 401, error('Authentication failure'));
      return;
    }
    const flow = body as {
      template_id?: unknown;
      sender?: unknown;
      short_url?: unknown;
      recipients?: unknown;
    };
    if (!flow || typeof flow !== 'object') {
      reply(res, 400, error('Invalid JSON'));
      return;
    }
    if (typeof flow.template_id !== 'string' || !flow.template_id) {
      reply(res, 400, error('Template ID missing'));
      return;
    }
    if (fake.templates && !fake.templates.has(flow.template_id)) {
      reply(res, 400, error('Invalid Template ID'));
      return;
    }
    if (
      flow.sender !== undefined &&
      (typeof flow.sender !== 'string' || !/^[A-Z]{6}$/.test(flow.sender))
    ) {
      reply(res, 400, error('Invalid sender ID'));
      return;
    }
    if (!Array.isArray(flow.recipients) || flow.recipients.length === 0) {
      reply(res, 400, error('Recipients missing'));
      return;
    }
    for (const recipient of flow.recipients as { mobiles?: unknown }[]) {
      const mobile = recipient?.mobiles;
      if (typeof mobile !== 'string' || !MOBILE.test(mobile) || fake.invalidNumbers.has(mobile)) {
        reply(res, 400, error('Mobile number not valid'));
        return;
      }
    }
    const requestId = randomBytes(12).toString('hex');
    fake.accepted.push(requestId);
    reply(res, 200, { type: 'success', message: requestId });
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

/** One MSG91 delivery report (webhook v3, JSON), for a request id the fake answered. */
export function msg91Report(
  requestId: string,
  desc: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    requestId,
    number: '919876543210',
    status: desc === 'DELIVERED' ? '1' : '2',
    desc,
    failedReason: desc === 'DELIVERED' ? '' : 'Absent Subscriber',
    date: '2026-11-28 10:15:30',
    senderId: 'AGROSN',
    ...overrides,
  };
}

/** Posts delivery reports to our endpoint as MSG91 does: JSON, the token in the URL. */
export async function postMsg91Reports(
  endpoint: string,
  token: string | undefined,
  reports: unknown,
): Promise<{ status: number; body: unknown }> {
  const url = new URL(endpoint);
  if (token !== undefined) url.searchParams.set('token', token);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(reports),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // kept as text
  }
  return { status: res.status, body };
}
