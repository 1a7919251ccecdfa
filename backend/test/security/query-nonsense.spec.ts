import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import fc from 'fast-check';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app';
import { AUTHORIZATION, type Call } from './authorization.declarations';
import {
  fuzzOperations,
  nestedValue,
  nonsenseForParameter,
  NOT_PLAIN_NUMBERS,
  parameterKind,
  resolve,
  validParameterValue,
  type FuzzOperation,
  type OpenApiDocument,
  type Parameter,
  type Schema,
} from './support/openapi-arbitraries';
import { buildFastWorld, type Caller, type World } from './support/world';

const doc = JSON.parse(
  readFileSync(join(__dirname, '../../openapi.json'), 'utf8'),
) as OpenApiDocument;
const operations = fuzzOperations(doc);
/**
 * The providers' webhooks take the providers' own parameters (Meta's `hub.*`, MSG91's token) and
 * answer 404 to everything while their provider is not configured, as here; with one configured
 * they are probed in test/unit/provider-webhooks.spec.ts and test/api/messaging-providers.spec.ts.
 */
const PROVIDER_WEBHOOKS = new Set([
  'GET /api/messaging/whatsapp/webhook',
  'POST /api/messaging/whatsapp/webhook',
  'POST /api/messaging/sms/report',
]);
const withQuery = operations.filter((op) => op.query.length > 0 && !PROVIDER_WEBHOOKS.has(op.key));
const withBody = operations.filter((op) => op.json || op.multipart);
/** Quantities and prices: read as plain decimals only (digits and at most one dot). */
const AMOUNT = /quantity|price/i;
const AMOUNT_NONSENSE = [...NOT_PLAIN_NUMBERS, '0.0001', '5.', '.5', '-1', '5,000'];
/** Runs of each fast-check property (FUZZ_SEED replays them). */
const RUNS = 150;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;

/** Requests in flight at once. */
const BATCH = 16;

/**
 * The newsletter's mail links take an opaque token: any value that is not a live token lands on
 * the home page with `?newsletter=invalid` (a 303, their documented answer), so that a farmer who
 * follows a broken link sees a page, not a JSON error. Only a repeated token is a 400.
 */
const MAIL_LINKS = new Set(['GET /api/newsletter/confirm', 'GET /api/newsletter/unsubscribe']);
/**
 * Without OPENWEATHER_API_KEY (as in tests) the weather endpoint answers a valid query 503, and
 * without KINDWISE_API_KEY crop identification answers every member 503 CROP_DETECT.NOT_CONFIGURED.
 */
const DOCUMENTED_UNAVAILABLE = new Set(['GET /api/weather', 'POST /api/crop-detect']);

interface Probe {
  op: FuzzOperation;
  what: string;
  query: [string, string][];
  expect: 'refused' | 'accepted' | 'mail-link';
}

interface Outcome {
  status: number;
  json: boolean;
  message: unknown;
  location: string | null;
}

/** A value each parameter takes, so that only the parameter under test is wrong. */
/**
 * Public reads with a parameter only a member may use (GET /api/crops?mine=true: the caller's own
 * listings, a documented 401 without a token): probed as a member.
 */
const PROBED_AS_MEMBER = new Set(['GET /api/crops']);

function fitting(p: Parameter): string {
  const s = p.schema ?? {};
  if (s.enum?.length) return String(s.enum[0]);
  if (s.type === 'number' || s.type === 'integer') {
    const lo = s.minimum ?? -1000;
    const hi = s.maximum ?? 1000;
    return String(Math.max(lo, Math.min(hi, 20)));
  }
  if (s.format === 'date' || s.pattern) return '2024-02-29';
  if (p.name === 'state') return 'Gujarat';
  return 'Onion';
}

/**
 * Issue "Security round 2": every query parameter of every operation in backend/openapi.json,
 * with every kind of nonsense its type allows (impossible dates, 1e309, NaN, Infinity, hex,
 * exponents, signs, spaces, out-of-range and repeated values, 10 kB strings, unknown enum
 * values), as a caller the operation lets in. A typed parameter must answer 400 with a JSON
 * message; nothing may answer 5xx; the same query with fitting values must not be a 400.
 */
describe('nonsense in every query parameter and every request body', () => {
  let t: TestApp;
  let w: World;
  let base: string;
  let user: { id: string; token: string };
  let admin: { id: string; token: string };
  let resourceId: string;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    w = await buildFastWorld(t);
    user = w.owner;
    admin = w.admin;
    resourceId = w.resourceId;
    await new Promise<void>((done) => t.http.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => t?.close());

  const callerFor = new Map<string, { id: string; token: string } | null>();

  function pathFor(op: FuzzOperation, caller: { id: string } | null): string {
    return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name === 'userId' && caller) return caller.id;
      if (name === 'id' && op.path.startsWith('/api/resources/')) return resourceId;
      // A member's public reviews: the caller's own.
      if (name === 'id' && op.path.startsWith('/api/users/')) return user.id;
      throw new Error(`no value for {${name}} in ${op.key}: add one to the test`);
    });
  }

  async function send(
    op: FuzzOperation,
    query: [string, string][],
    caller: { id: string; token: string } | null,
    lang?: string,
  ): Promise<Outcome> {
    const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
    const url = `${base}${pathFor(op, caller)}${qs.length ? `?${qs.join('&')}` : ''}`;
    const headers: Record<string, string> = caller
      ? { Authorization: `Bearer ${caller.token}` }
      : {};
    if (lang) headers['Accept-Language'] = lang;
    const res = await fetch(url, { method: op.method, redirect: 'manual', headers });
    const json = /application\/json/.test(res.headers.get('content-type') ?? '');
    const body = json ? ((await res.json()) as { message?: unknown }) : await res.text();
    return {
      status: res.status,
      json,
      message: typeof body === 'object' ? body.message : undefined,
      location: res.headers.get('location'),
    };
  }

  /** Fitting values for the parameters that must be sent, plus `extra`. */
  function queryWith(op: FuzzOperation, name: string, values: string[]): [string, string][] {
    return [
      ...op.query.filter((p) => p.required && p.name !== name).map((p) => [p.name, fitting(p)]),
      ...values.map((v) => [name, v]),
    ] as [string, string][];
  }

  async function runAll(probes: Probe[]): Promise<string[]> {
    const problems: string[] = [];
    for (let i = 0; i < probes.length; i += BATCH) {
      await Promise.all(
        probes.slice(i, i + BATCH).map(async (p) => {
          const out = await send(p.op, p.query, callerFor.get(p.op.key) ?? null);
          const where = `${p.op.key} ${p.what}`;
          if (out.status >= 500) {
            if (!(
              DOCUMENTED_UNAVAILABLE.has(p.op.key) &&
              out.status === 503 &&
              p.expect !== 'refused'
            ))
              problems.push(`${where}: ${out.status} ${String(out.message)}`);
          } else if (p.expect === 'refused') {
            if (out.status !== 400) problems.push(`${where}: ${out.status}, expected 400`);
            else if (!out.json || typeof out.message !== 'string' || !out.message.trim())
              problems.push(`${where}: 400 without a JSON message`);
          } else if (p.expect === 'mail-link') {
            if (out.status !== 303 || out.location !== '/?newsletter=invalid')
              problems.push(
                `${where}: ${out.status} ${out.location}, expected 303 to ?newsletter=invalid`,
              );
          } else if (out.status === 400 || (out.status >= 401 && out.status <= 403)) {
            problems.push(`${where}: ${out.status} ${String(out.message)} for a fitting value`);
          }
        }),
      );
    }
    return problems;
  }

  it('finds the query parameters to try', () => {
    expect(withQuery.length).toBeGreaterThanOrEqual(14);
    expect(withQuery.flatMap((op) => op.query).length).toBeGreaterThanOrEqual(37);
  });

  it('lets the callers in: logged in, as admin where it takes one', async () => {
    for (const op of withQuery) {
      const secured = (op.security ?? []).length > 0;
      let caller = secured || PROBED_AS_MEMBER.has(op.key) ? user : null;
      const query = op.query.filter((p) => p.required).map((p) => [p.name, fitting(p)]);
      let out = await send(op, query as [string, string][], caller);
      if (out.status === 403) {
        caller = admin;
        out = await send(op, query as [string, string][], caller);
      }
      callerFor.set(op.key, caller);
      expect([
        op.key,
        out.status < 400 ||
          out.status === 404 ||
          (DOCUMENTED_UNAVAILABLE.has(op.key) && out.status === 503),
      ]).toEqual([op.key, true]);
    }
  });

  it('answers 400 to every nonsense value of every typed parameter, and never 5xx', async () => {
    const probes: Probe[] = [];
    const untyped: string[] = [];
    for (const op of withQuery) {
      for (const p of op.query) {
        const kind = parameterKind(p.schema ?? {});
        const link = MAIL_LINKS.has(op.key);
        if (kind === 'opaque' && !link) untyped.push(`${op.key} ${p.name}`);
        probes.push({
          op,
          what: `${p.name} fitting`,
          query: queryWith(op, p.name, [fitting(p)]),
          expect: link ? 'mail-link' : 'accepted',
        });
        probes.push({
          op,
          what: `${p.name} repeated`,
          query: queryWith(op, p.name, [fitting(p), fitting(p)]),
          expect: 'refused',
        });
        if (p.required) {
          probes.push({
            op,
            what: `${p.name} missing`,
            query: queryWith(op, p.name, []),
            expect: link ? 'mail-link' : 'refused',
          });
        }
        for (const value of nonsenseForParameter(p.schema ?? {})) {
          probes.push({
            op,
            what: `${p.name}=${JSON.stringify(value.length > 40 ? `${value.slice(0, 12)}… (${value.length})` : value)}`,
            query: queryWith(op, p.name, [value]),
            expect: link ? 'mail-link' : 'refused',
          });
        }
      }
    }
    const started = Date.now();
    const problems = await runAll(probes);
    console.log(
      `${probes.length} query probes over ${withQuery.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    // Every text parameter has a maxLength (or is a mail link's token).
    expect(untyped).toEqual([]);
    expect(problems).toEqual([]);
    expect(probes.length).toBeGreaterThan(500);
  }, 120_000);

  /** Each typed parameter with the operation it belongs to. */
  const typed = withQuery.flatMap((op) =>
    MAIL_LINKS.has(op.key)
      ? []
      : op.query.filter((p) => parameterKind(p.schema ?? {}) !== 'opaque').map((p) => ({ op, p })),
  );
  /** Values for the other parameters: each fitting, or left out unless required. */
  const others = (op: FuzzOperation, except: string) =>
    fc.tuple(
      ...op.query
        .filter((q) => q.name !== except)
        .map((q) => {
          const value = validParameterValue(q.schema ?? {}).map((v) => [q.name, v] as const);
          return q.required ? value : fc.option(value, { nil: undefined });
        }),
    );
  const language = fc.constantFrom(undefined, 'hi', 'gu');

  it('answers a nonsense value in one typed parameter with 400, whatever the others hold (fast-check)', async () => {
    const probe = fc.constantFrom(...typed).chain(({ op, p }) =>
      fc.record({
        op: fc.constant(op),
        name: fc.constant(p.name),
        value: fc.constantFrom(...nonsenseForParameter(p.schema ?? {})),
        rest: others(op, p.name),
        lang: language,
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(probe, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const outs = await Promise.all(
          batch.map(({ op, name, value, rest, lang }) =>
            send(
              op,
              [...rest.filter((r) => r !== undefined), [name, value]] as [string, string][],
              callerFor.get(op.key) ?? null,
              lang,
            ),
          ),
        );
        outs.forEach((out, i) => {
          const b = batch[i]!;
          expect([b.op.key, b.name, b.value.slice(0, 40), out.status, out.json]).toEqual([
            b.op.key,
            b.name,
            b.value.slice(0, 40),
            400,
            true,
          ]);
        });
      }),
      { numRuns: Math.ceil(RUNS / BATCH), seed: SEED },
    );
  });

  it('takes every fitting combination of query parameters (no 400, no 5xx; fast-check)', async () => {
    const probe = fc
      .constantFrom(...withQuery.filter((op) => !MAIL_LINKS.has(op.key)))
      .chain((op) => fc.record({ op: fc.constant(op), rest: others(op, ''), lang: language }));
    await fc.assert(
      fc.asyncProperty(fc.array(probe, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const outs = await Promise.all(
          batch.map(({ op, rest, lang }) =>
            send(
              op,
              rest.filter((r) => r !== undefined) as [string, string][],
              callerFor.get(op.key) ?? null,
              lang,
            ),
          ),
        );
        outs.forEach((out, i) => {
          const b = batch[i]!;
          const fine =
            out.status < 400 ||
            out.status === 404 ||
            (DOCUMENTED_UNAVAILABLE.has(b.op.key) && out.status === 503);
          expect([b.op.key, JSON.stringify(b.rest), out.status, fine]).toEqual([
            b.op.key,
            JSON.stringify(b.rest),
            out.status,
            true,
          ]);
        });
      }),
      { numRuns: Math.ceil(RUNS / BATCH), seed: SEED },
    );
  });

  it("says what is wrong, in the reader's language", async () => {
    const cases: [string, string, string, string][] = [
      [
        '/api/market-prices?date=2026-02-30',
        'date must be a real calendar date (YYYY-MM-DD)',
        'तारीख कैलेंडर की कोई सही तारीख होनी चाहिए (YYYY-MM-DD)',
        'તારીખ કેલેન્ડરની કોઈ સાચી તારીખ હોવી જોઈએ (YYYY-MM-DD)',
      ],
      [
        '/api/market-prices?page=0x10',
        'page must be a whole number from 1 to 10000, in digits only',
        'पेज 1 से 10000 तक की पूर्ण संख्या होनी चाहिए, सिर्फ़ अंकों में',
        'પેજ 1 થી 10000 સુધીની પૂર્ણ સંખ્યા હોવી જોઈએ, ફક્ત અંકોમાં',
      ],
      [
        '/api/weather?lat=1e1&lon=72.5',
        'lat must be a number from -90 to 90, in digits with at most one dot',
        'अक्षांश (lat) -90 से 90 तक की संख्या होनी चाहिए, अंकों में और ज़्यादा से ज़्यादा एक दशमलव बिंदु के साथ',
        'અક્ષાંશ (lat) -90 થી 90 સુધીની સંખ્યા હોવી જોઈએ, અંકોમાં અને વધુમાં વધુ એક દશાંશ ચિહ્ન સાથે',
      ],
      [
        '/api/market-prices?page=1&page=2',
        'page may be given only once',
        'पेज सिर्फ़ एक बार दिया जा सकता है',
        'પેજ ફક્ત એક જ વાર આપી શકાય',
      ],
    ];
    for (const [url, en, hi, gu] of cases) {
      for (const [lang, text] of [
        ['en', en],
        ['hi', hi],
        ['gu', gu],
      ]) {
        const res = await request(t.http)
          .get(url)
          .set('Accept-Language', lang)
          .set('Authorization', `Bearer ${user.token}`);
        expect([url, lang, res.status, res.body.message]).toEqual([url, lang, 400, text]);
      }
    }
  });

  // --- request bodies ------------------------------------------------------------------------

  /** Values of the wrong JSON type for a property of this schema (and odd ones of the right). */
  function wrongValues(schema: Schema): unknown[] {
    const s = resolve(doc, schema);
    const common = [null, [], {}, nestedValue(5)];
    switch (s.type) {
      case 'number':
      case 'integer':
        return [...common, ...NOT_PLAIN_NUMBERS.slice(0, 20), true, [1], 1e308, -1e308, -1, 0];
      case 'boolean':
        return [...common, 'true', 'yes', 1, 0];
      case 'array':
        return [...common.filter((v) => !Array.isArray(v)), 'a', 1, [null], [[]], [1e308]];
      case 'object':
        return [...common.filter((v) => v === null || Array.isArray(v)), 'a', 1, true];
      default:
        return [...common, 0, -1, 1e308, 1.5, true, false, ['a'], { a: 'b' }, 'a'.repeat(10_000)];
    }
  }

  /** The caller an operation lets through (its declared outcome is not a refusal). */
  function allowedCaller(key: string): Caller {
    const expect = AUTHORIZATION[key]!.expect;
    const order: Caller[] = ['owner', 'admin', 'other', 'anonymous'];
    return order.find((c) => ![401, 403, 404].includes(expect[c])) ?? 'owner';
  }

  interface BodyProbe {
    op: FuzzOperation;
    caller: Caller;
    what: string;
    path: string;
    json?: unknown;
    raw?: string;
    fields?: [string, string][];
    /** The answer must be this 400 code; otherwise any 4xx with a JSON message, or a 2xx. */
    code?: string;
    /** The answer must be a 400 (a quantity or price written other than plainly). */
    refused?: boolean;
  }

  async function sendBody(p: BodyProbe): Promise<Outcome & { code?: unknown }> {
    const account = p.caller === 'anonymous' ? undefined : w.account(p.caller);
    const headers: Record<string, string> = account
      ? { Authorization: `Bearer ${account.token}` }
      : {};
    let body: string | FormData | undefined;
    if (p.fields) {
      const form = new FormData();
      for (const [k, v] of p.fields) form.append(k, v);
      body = form;
    } else {
      headers['Content-Type'] = 'application/json';
      body = p.raw ?? JSON.stringify(p.json);
    }
    const res = await fetch(base + p.path, {
      method: p.op.method,
      headers,
      body,
      redirect: 'manual',
    });
    const json = /application\/json/.test(res.headers.get('content-type') ?? '');
    const answer = json ? ((await res.json()) as { message?: unknown; code?: unknown }) : undefined;
    return {
      status: res.status,
      json,
      message: answer?.message,
      code: answer?.code,
      location: res.headers.get('location'),
    };
  }

  it('finds the request bodies to try', () => {
    expect(withBody.length).toBeGreaterThanOrEqual(25);
    for (const op of withBody)
      expect([op.key, AUTHORIZATION[op.key] !== undefined]).toEqual([op.key, true]);
  });

  it('answers deep nesting with 400 and wrong types with a 4xx JSON message, never 5xx', async () => {
    const probes: BodyProbe[] = [];
    for (const op of withBody) {
      const caller = allowedCaller(op.key);
      const call: Call = await (AUTHORIZATION[op.key]!.call?.(w, caller) ?? { path: op.path });
      const base = { op, caller, path: call.path };
      if (op.json) {
        const valid = (call.json ?? {}) as Record<string, unknown>;
        const props = Object.entries(resolve(doc, op.json).properties ?? {});
        probes.push({
          ...base,
          what: '1,500 levels',
          raw: '['.repeat(1500) + ']'.repeat(1500),
          code: 'BODY.TOO_DEEP',
        });
        // A provider's webhook takes its payload as a free-form object: no field to nest in.
        if (props.length > 0) {
          probes.push({
            ...base,
            what: '33 levels in a field',
            json: { ...valid, [props[0]![0]]: nestedValue(33) },
            code: 'BODY.TOO_DEEP',
          });
        }
        probes.push({
          ...base,
          what: '1,001 values',
          json: { ...valid, extra: Array(1001).fill(0) },
          code: 'BODY.TOO_MANY_VALUES',
        });
        for (const [name, schema] of props) {
          if (AMOUNT.test(name)) {
            for (const value of AMOUNT_NONSENSE) {
              probes.push({
                ...base,
                what: `${name}=${JSON.stringify(value.slice(0, 30))}`,
                json: { ...valid, [name]: value },
                refused: true,
              });
            }
          }
          for (const value of wrongValues(schema)) {
            probes.push({
              ...base,
              what: `${name}=${JSON.stringify(value).slice(0, 40)}`,
              json: { ...valid, [name]: value },
            });
          }
          const nested = resolve(doc, schema);
          for (const [inner, innerSchema] of Object.entries(nested.properties ?? {})) {
            const whole = (valid[name] ?? {}) as Record<string, unknown>;
            for (const value of wrongValues(innerSchema)) {
              probes.push({
                ...base,
                what: `${name}.${inner}=${JSON.stringify(value).slice(0, 40)}`,
                json: { ...valid, [name]: { ...whole, [inner]: value } },
              });
            }
          }
        }
      } else if (op.multipart) {
        const fields = Object.entries(call.fields ?? {});
        const props = Object.entries(resolve(doc, op.multipart).properties ?? {}).filter(
          ([, s]) => s.format !== 'binary' && s.items?.format !== 'binary',
        );
        const first = props[0]?.[0] ?? 'x';
        // Operations that read no text fields (photo checks) never look at the names.
        probes.push({
          ...base,
          what: 'a name 33 levels deep',
          fields: [...fields, [`${first}${'[a]'.repeat(33)}`, 'x']],
          code: props.length > 0 ? 'BODY.TOO_DEEP' : undefined,
        });
        for (const [name] of props) {
          for (const value of [...AMOUNT_NONSENSE, '\u0000']) {
            probes.push({
              ...base,
              what: `${name}=${JSON.stringify(value.slice(0, 30))}`,
              fields: [...fields.filter(([k]) => k !== name), [name, value]],
              refused: AMOUNT.test(name),
            });
          }
          probes.push({
            ...base,
            what: `${name} twice`,
            fields: [...fields, [name, 'a'], [name, 'b']],
          });
        }
      }
    }
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const started = Date.now();
    for (let i = 0; i < probes.length; i += BATCH) {
      await Promise.all(
        probes.slice(i, i + BATCH).map(async (p) => {
          const out = await sendBody(p);
          statuses.set(out.status, (statuses.get(out.status) ?? 0) + 1);
          const where = `${p.op.key} as ${p.caller}: ${p.what}`;
          if (out.status >= 500 && !(DOCUMENTED_UNAVAILABLE.has(p.op.key) && out.status === 503))
            problems.push(`${where}: ${out.status} ${String(out.message)}`);
          else if (p.refused && out.status !== 400)
            problems.push(`${where}: ${out.status}, expected 400 (an amount not written plainly)`);
          else if (p.code && !(out.status === 400 && out.code === p.code) && out.status !== 429)
            problems.push(`${where}: ${out.status} ${String(out.code)}, expected 400 ${p.code}`);
          else if (
            out.status >= 400 &&
            (!out.json || typeof out.message !== 'string' || !out.message.trim())
          )
            problems.push(`${where}: ${out.status} without a JSON message`);
        }),
      );
    }
    console.log(
      `${probes.length} body probes over ${withBody.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([st, n]) => `${st}:${n}`)
          .join(' '),
    );
    expect(problems).toEqual([]);
    expect(probes.length).toBeGreaterThan(1000);
  }, 120_000);
});
