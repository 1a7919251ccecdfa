import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { createUsersFast } from '../support/fast-users';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  fuzzOperations,
  nonsenseForParameter,
  parameterKind,
  type FuzzOperation,
  type OpenApiDocument,
  type Parameter,
} from './support/openapi-arbitraries';

const doc = JSON.parse(
  readFileSync(join(__dirname, '../../openapi.json'), 'utf8'),
) as OpenApiDocument;
const operations = fuzzOperations(doc);
const withQuery = operations.filter((op) => op.query.length > 0);

/** Requests in flight at once. */
const BATCH = 16;

/**
 * The newsletter's mail links take an opaque token: any value that is not a live token lands on
 * the home page with `?newsletter=invalid` (a 303, their documented answer), so that a farmer who
 * follows a broken link sees a page, not a JSON error. Only a repeated token is a 400.
 */
const MAIL_LINKS = new Set(['GET /api/newsletter/confirm', 'GET /api/newsletter/unsubscribe']);
/** Without OPENWEATHER_API_KEY (as in tests) the weather endpoint answers a valid query 503. */
const DOCUMENTED_UNAVAILABLE = new Set(['GET /api/weather']);

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
describe('nonsense in every query parameter', () => {
  let t: TestApp;
  let base: string;
  let user: { id: string; token: string };
  let admin: { id: string; token: string };
  let resourceId: string;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    [user] = await createUsersFast(t, 1);
    [admin] = await createUsersFast(t, 1, 'admin');
    await new Promise<void>((done) => t.http.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
    const resources = await request(t.http).get('/api/resources/all').expect(200);
    resourceId = (resources.body.data as { _id: string }[])[0]._id;
  }, 120_000);
  afterAll(() => t?.close());

  const callerFor = new Map<string, { id: string; token: string } | null>();

  function pathFor(op: FuzzOperation, caller: { id: string } | null): string {
    return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name === 'userId' && caller) return caller.id;
      if (name === 'id' && op.path.startsWith('/api/resources/')) return resourceId;
      throw new Error(`no value for {${name}} in ${op.key}: add one to the test`);
    });
  }

  async function send(
    op: FuzzOperation,
    query: [string, string][],
    caller: { id: string; token: string } | null,
  ): Promise<Outcome> {
    const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
    const url = `${base}${pathFor(op, caller)}${qs.length ? `?${qs.join('&')}` : ''}`;
    const res = await fetch(url, {
      method: op.method,
      redirect: 'manual',
      headers: caller ? { Authorization: `Bearer ${caller.token}` } : {},
    });
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
      let caller = secured ? user : null;
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
});
