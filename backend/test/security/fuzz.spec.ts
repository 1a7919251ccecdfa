import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import fc from 'fast-check';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  fuzzOperations,
  requestFor,
  type FuzzRequest,
  type OpenApiDocument,
} from './support/openapi-arbitraries';
import { buildWorld, type World } from './support/world';

/** Requests in total (FUZZ_REQUESTS); FUZZ_SEED replays a run. */
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
/** Requests in flight at once. */
const BATCH = 8;

const doc = JSON.parse(
  readFileSync(join(__dirname, '../../openapi.json'), 'utf8'),
) as OpenApiDocument;
const operations = fuzzOperations(doc);

/**
 * The 5xx that are answers, not failures: without OPENWEATHER_API_KEY (as in tests) the weather
 * card's endpoint says "Weather unavailable" with 503 once the input is valid, and without
 * KINDWISE_API_KEY crop identification says it is not configured (503 CROP_DETECT.NOT_CONFIGURED),
 * and without STT_BASE_URL AgroBot's voice transcription (503 ADVISORY.VOICE_NOT_CONFIGURED).
 */
const DOCUMENTED_UNAVAILABLE = new Set([
  'GET /api/weather',
  'POST /api/crop-detect',
  'POST /api/chatbot/transcriptions',
]);

interface Failure {
  request: FuzzRequest;
  status: number;
  problem: string;
}

function describeBody(r: FuzzRequest): string {
  const b = r.body;
  const text =
    b.kind === 'json'
      ? JSON.stringify(b.value)
      : b.kind === 'raw'
        ? `${b.contentType}: ${b.text}`
        : b.kind === 'multipart'
          ? JSON.stringify({
              fields: b.fields,
              files: b.files.map((f) => ({ ...f, data: `${f.data.length} bytes` })),
            })
          : '';
  return (text ?? '').slice(0, 300);
}

/**
 * Property-based fuzzing of every operation in backend/openapi.json: wrong types, missing fields,
 * huge strings, unicode, odd numbers, SQL, script and path-traversal payloads in ids, query
 * strings and bodies, as anonymous, user and admin. No answer may be a 5xx, and every 4xx must be
 * JSON with a message.
 */
describe('fuzzing every operation from the OpenAPI document', () => {
  let t: TestApp;
  let w: World;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    w = await buildWorld(t);
    // One listening server for all requests (supertest would otherwise open one per request).
    await new Promise<void>((done) => t.http.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => t?.close());

  it(`sends ${TOTAL} generated requests: no 5xx, every 4xx JSON with a message`, async () => {
    const knownIds = [
      w.owner.id,
      w.admin.id,
      w.listing._id,
      w.listing.cropId,
      w.order._id,
      w.notification._id,
      w.resourceId,
      w.schemeId,
      'gujarat',
    ];
    // Starting a real price sync on every admin call would only measure the sync.
    const arbitraries = operations.map((op) =>
      requestFor(doc, op, knownIds).filter(
        (r) => !(r.key === 'POST /api/market-prices/sync' && r.caller === 'admin'),
      ),
    );
    const anyRequest = fc.oneof(...arbitraries);
    const tokens = { anonymous: undefined, user: w.other.token, admin: w.admin.token };
    const statuses = new Map<number, number>();
    const perOperation = new Map<string, number>();
    const failures: Failure[] = [];
    const timeByOperation = new Map<string, number>();
    const slowest: { ms: number; request: FuzzRequest }[] = [];
    let sent = 0;
    let unavailable = 0;

    const sendOne = async (r: FuzzRequest) => {
      const m = r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
      let req = request(base)
        [m](r.url)
        .timeout(20_000)
        .redirects(0)
        .ok(() => true);
      const token = tokens[r.caller];
      if (token) req = req.set('Authorization', `Bearer ${token}`);
      if (r.language) req = req.set('Accept-Language', r.language);
      const b = r.body;
      if (b.kind === 'json') {
        req = req.set('Content-Type', 'application/json').send(JSON.stringify(b.value) ?? 'null');
      } else if (b.kind === 'raw') {
        req = req.set('Content-Type', b.contentType).send(b.text);
      } else if (b.kind === 'multipart') {
        for (const [name, value] of b.fields) req = req.field(name, value);
        for (const f of b.files) req = req.attach(f.field, Buffer.from(f.data), f.name);
      }
      let res: Awaited<typeof req>;
      const t0 = Date.now();
      try {
        res = await req;
      } catch (e) {
        failures.push({ request: r, status: 0, problem: `no answer: ${(e as Error).message}` });
        return;
      }
      sent += 1;
      const ms = Date.now() - t0;
      timeByOperation.set(r.key, (timeByOperation.get(r.key) ?? 0) + ms);
      if (ms > (slowest[0]?.ms ?? 0)) slowest.unshift({ ms, request: r });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      perOperation.set(r.key, (perOperation.get(r.key) ?? 0) + 1);
      const body = res.body as { message?: unknown } | undefined;
      if (res.status >= 500) {
        if (DOCUMENTED_UNAVAILABLE.has(r.key) && res.status === 503) unavailable += 1;
        else failures.push({ request: r, status: res.status, problem: String(body?.message) });
      } else if (res.status >= 400) {
        if (!/application\/json/.test(String(res.headers['content-type'])))
          failures.push({ request: r, status: res.status, problem: 'not JSON' });
        else if (typeof body?.message !== 'string' || body.message.trim() === '')
          failures.push({ request: r, status: res.status, problem: 'no message' });
      }
    };

    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(
        fc.array(anyRequest, { minLength: BATCH, maxLength: BATCH }),
        async (batch) => {
          await Promise.all(batch.map(sendOne));
          return true;
        },
      ),
      { numRuns: Math.ceil(TOTAL / BATCH), seed: SEED, endOnFailure: true },
    );
    const seconds = (Date.now() - started) / 1000;

    const byClass = (lo: number) =>
      [...statuses].filter(([s]) => s >= lo && s < lo + 100).reduce((n, [, c]) => n + c, 0);
    console.log(
      [
        `fuzz (seed ${SEED}): ${sent} requests over ${perOperation.size} operations in ` +
          `${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)}/s)`,
        `  2xx ${byClass(200)}, 3xx ${byClass(300)}, 4xx ${byClass(400)}, 5xx ${byClass(500)} ` +
          `(${unavailable} of them the documented 503s: weather, crop identification), failures ${failures.length}`,
        `  most time: ${[...timeByOperation]
          .sort(([, a], [, b]) => b - a)
          .slice(0, 5)
          .map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`)
          .join(', ')}`,
        ...slowest
          .slice(0, 3)
          .map(
            (x) =>
              `  slow: ${x.ms} ms ${x.request.method} ${x.request.url.slice(0, 120)} ${describeBody(x.request)}`,
          ),
        `  statuses: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, c]) => `${s}:${c}`)
          .join(' ')}`,
      ].join('\n'),
    );
    const distinct = new Map<string, string>();
    for (const f of failures) {
      const id = `${f.request.key} ${f.status} ${f.problem}`;
      if (!distinct.has(id))
        distinct.set(
          id,
          `${id}\n    ${f.request.method} ${f.request.url.slice(0, 200)} as ${f.request.caller}` +
            `\n    body ${describeBody(f.request)}`,
        );
    }
    expect([...distinct.values()]).toEqual([]);
    expect(perOperation.size).toBe(operations.length);
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
  }, 600_000);
});
