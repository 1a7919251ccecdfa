import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  Controller,
  Get,
  Module,
  NotFoundException,
  Query,
  type INestApplication,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import { LocalCacheEvents } from '../../src/shared/cache/cache-events';
import { strongEtag } from '../../src/shared/http/http-caching';
import { chooseCoding } from '../../src/shared/http/public-cache/accept-encoding';
import { EncodedAnswer } from '../../src/shared/http/public-cache/encoded-answer';
import {
  isPreEncoded,
  PublicAnswer,
  PublicAnswerInterceptor,
} from '../../src/shared/http/public-cache/public-answer.interceptor';
import {
  DEFAULT_PUBLIC_ANSWER_LIMITS,
  PublicAnswers,
} from '../../src/shared/http/public-cache/public-answers';

/** A list big enough to be worth compressing, as the schemes list is. */
const bigList = (n = 200) => ({
  data: Array.from({ length: n }, (_, i) => ({ id: i, name: `योजना ${i}`, note: 'subsidy' })),
});

/** A value the test hands over by hand, counting builds. */
function builds() {
  let made = 0;
  const pending: Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }> = [];
  return {
    get made() {
      return made;
    },
    build: () => {
      made++;
      return new Promise((resolve, reject) => pending.push({ resolve, reject }));
    },
    finish: (value: unknown) => pending.shift()!.resolve(value),
    fail: (e: unknown) => pending.shift()!.reject(e),
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('chooseCoding (Accept-Encoding)', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP, BR', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['identity, gzip', 'gzip'],
    ['identity;q=1, gzip;q=0.8', 'identity'],
    [['gzip', 'br'], 'br'],
    ['br;q=nonsense', 'br'],
    ['br;q=0.000, gzip;q=0.001', 'gzip'],
  ] as const)('%p -> %p', (header, coding) => {
    expect(chooseCoding(header as string | string[] | undefined)).toBe(coding);
  });

  it('reads a long header in time proportional to its length', () => {
    const header = `${'a;q=0.5, '.repeat(20_000)}br`;
    const started = performance.now();
    expect(chooseCoding(header)).toBe('br');
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('EncodedAnswer', () => {
  it('holds the JSON, its gzip and Brotli copies (each decoding to it) and its strong ETag', async () => {
    const value = bigList();
    const answer = await EncodedAnswer.of(value);
    const json = JSON.stringify(value);
    expect(answer.json).toBe(json);
    expect(answer.etag).toBe(strongEtag(json));
    const br = answer.body('br');
    const gz = answer.body('gzip');
    expect(br.coding).toBe('br');
    expect(gz.coding).toBe('gzip');
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(json);
    expect(gunzipSync(gz.bytes).toString('utf8')).toBe(json);
    expect(br.bytes.length).toBeLessThan(gz.bytes.length);
    expect(answer.body('identity')).toEqual({ bytes: Buffer.from(json), coding: 'identity' });
    expect(answer.size).toBe(Buffer.byteLength(json) + br.bytes.length + gz.bytes.length);
  });

  it('sends a tiny answer as it is whatever the client accepts (compressed it would be larger)', async () => {
    const answer = await EncodedAnswer.of({ data: [] });
    expect(answer.body('br')).toEqual({ bytes: Buffer.from('{"data":[]}'), coding: 'identity' });
    expect(answer.body('gzip').coding).toBe('identity');
    expect(answer.size).toBe(11);
  });

  it('is current until retired or expired', async () => {
    const answer = await EncodedAnswer.of({ data: [1] });
    expect(answer.current).toBe(true);
    answer.expireAt(Date.now() - 1);
    expect(answer.current).toBe(false);
    const other = await EncodedAnswer.of({ data: [1] });
    other.retire();
    expect(other.current).toBe(false);
  });
});

describe('PublicAnswers', () => {
  it('makes an answer once: requests at the same moment share the build, later ones the result', async () => {
    const answers = new PublicAnswers(new LocalCacheEvents());
    const b = builds();
    const first = answers.get('schemes', ['all', '', 'hi'], b.build);
    const second = answers.get('schemes', ['all', '', 'hi'], b.build);
    b.finish(bigList());
    expect(await second).toBe(await first);
    expect(await answers.get('schemes', ['all', '', 'hi'], b.build)).toBe(await first);
    expect(b.made).toBe(1);
    expect(answers.size).toBe(1);
  });

  it('keeps answers with other parts apart, and parts cannot run into each other', async () => {
    const answers = new PublicAnswers(new LocalCacheEvents());
    const hi = await answers.get('schemes', ['all', '', 'hi'], () => ({ lang: 'hi' }));
    const en = await answers.get('schemes', ['all', '', 'en'], () => ({ lang: 'en' }));
    const joined = await answers.get('schemes', ['all', '', 'h', 'i'], () => ({ lang: '?' }));
    expect(new Set([hi.etag, en.etag, joined.etag]).size).toBe(3);
    expect(answers.size).toBe(3);
  });

  it("forgets a scope's answers after a change (and only that scope's), on every replica", async () => {
    const events = new LocalCacheEvents();
    const answers = new PublicAnswers(events);
    let version = 1;
    const schemes = await answers.get('schemes', ['all'], () => ({ version }));
    const states = await answers.get('states', ['all'], () => ({ states: true }));
    version = 2;
    answers.changed('schemes');
    expect(schemes.current).toBe(false);
    expect(states.current).toBe(true);
    const again = await answers.get('schemes', ['all'], () => ({ version }));
    expect(again.json).toBe('{"version":2}');
    expect(await answers.get('states', ['all'], () => ({ states: false }))).toBe(states);
    // Another replica's change arrives as a cache event.
    events.publish('public', '*');
    expect(again.current).toBe(false);
    expect(states.current).toBe(false);
    expect(answers.size).toBe(0);
  });

  it('does not keep an answer made from data read before a change', async () => {
    const answers = new PublicAnswers(new LocalCacheEvents());
    const b = builds();
    const racing = answers.get('resources', ['all'], b.build);
    answers.changed('resources');
    b.finish({ stale: true });
    const stale = await racing;
    // Sent to the request that waited for it, but neither kept nor current.
    expect(stale.json).toBe('{"stale":true}');
    expect(stale.current).toBe(false);
    expect(answers.size).toBe(0);
    const fresh = await answers.get('resources', ['all'], () => ({ stale: false }));
    expect(fresh.json).toBe('{"stale":false}');
  });

  it('never keeps a failure, and a request that waited for it makes its own answer', async () => {
    const answers = new PublicAnswers(new LocalCacheEvents());
    const b = builds();
    const first = answers.get('schemes', ['all', '=atlantis', 'en'], b.build);
    const second = answers.get('schemes', ['all', '=atlantis', 'en'], () => {
      throw new NotFoundException('No state named "Atlantis"');
    });
    b.fail(new NotFoundException('No state named "atlantis"'));
    await expect(first).rejects.toThrow('"atlantis"');
    await expect(second).rejects.toThrow('"Atlantis"');
    expect(answers.size).toBe(0);
    await tick();
    const ok = await answers.get('schemes', ['all', '=atlantis', 'en'], () => ({ ok: 1 }));
    expect(ok.json).toBe('{"ok":1}');
  });

  it('holds at most maxEntries answers and maxBytes bytes, least recently used going first', async () => {
    const answers = new PublicAnswers(new LocalCacheEvents(), {
      ...DEFAULT_PUBLIC_ANSWER_LIMITS,
      maxEntries: 20,
    });
    const kept = [];
    for (let i = 0; i < 200; i++) kept.push(await answers.get('x', [`q=${i}`], () => ({ i })));
    expect(answers.size).toBe(20);
    expect(kept[0]!.current).toBe(false);
    expect(kept[199]!.current).toBe(true);

    const small = new PublicAnswers(new LocalCacheEvents(), {
      ...DEFAULT_PUBLIC_ANSWER_LIMITS,
      maxBytes: 64 * 1024,
    });
    for (let i = 0; i < 50; i++) await small.get('x', [`q=${i}`], () => bigList(60 + i));
    expect(small.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(small.size).toBeLessThan(50);
  });

  it('lets an answer go after its time to live even if no change was announced', async () => {
    const answers = new PublicAnswers(new LocalCacheEvents(), {
      ...DEFAULT_PUBLIC_ANSWER_LIMITS,
      ttlMs: 30,
    });
    let n = 0;
    const first = await answers.get('x', ['all'], () => ({ n: ++n }));
    await new Promise((r) => setTimeout(r, 60));
    expect(first.current).toBe(false);
    expect((await answers.get('x', ['all'], () => ({ n: ++n }))).json).toBe('{"n":2}');
  });
});

describe('@PublicAnswer on a route', () => {
  const answers = new PublicAnswers(new LocalCacheEvents());
  let version = 1;
  let handled = 0;

  @Controller('t')
  class TestController {
    @Get('list')
    @PublicAnswer({ type: Object, maxAge: 300, byLanguage: true })
    list(@Query('page') page?: string) {
      handled++;
      if (page === 'missing') throw new NotFoundException('No such page');
      return answers.get('test', ['list', page ?? ''], () => ({ ...bigList(), version, page }));
    }

    @Get('tiny')
    @PublicAnswer({ type: Object, maxAge: 3600, byLanguage: false })
    tiny() {
      return answers.get('test', ['tiny'], () => ({ data: [] }));
    }
  }

  @Module({ controllers: [TestController] })
  class TestModule {}

  let app: INestApplication;
  let base: string;
  beforeAll(async () => {
    app = await NestFactory.create(TestModule, { logger: false });
    // As create-app.ts: the compression middleware, with the filter for answers sent encoded.
    app.use(
      compression({
        threshold: 1024,
        filter: (req, res) => !isPreEncoded(res) && compression.filter(req, res),
      }),
    );
    await app.listen(0, '127.0.0.1');
    const { port } = (app.getHttpServer() as Server).address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => app.close());

  /** One request, its status, headers and the bytes as they came (no decoding). */
  function raw(
    path: string,
    headers: Record<string, string> = {},
    method = 'GET',
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sends the copy in the coding asked for, compressed once, with its length and headers', async () => {
    const br = await raw('/t/list', { 'accept-encoding': 'gzip, br' });
    const gz = await raw('/t/list', { 'accept-encoding': 'gzip' });
    const plain = await raw('/t/list');
    // Deflate is not kept: the JSON as it is, not compressed per request by the middleware.
    const deflateOnly = await raw('/t/list', { 'accept-encoding': 'deflate' });
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.body.equals(plain.body)).toBe(true);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.body.toString('utf8');
    expect(JSON.parse(json)).toMatchObject({ version: 1 });
    // Decoded once, each is the JSON: the middleware did not compress the copy again.
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(json);
    expect(gunzipSync(gz.body).toString('utf8')).toBe(json);
    for (const res of [br, gz, plain, deflateOnly]) {
      expect(res.status).toBe(200);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['etag']).toBe(strongEtag(json));
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.headers['vary']).toBe('Accept-Language, Accept-Encoding');
    }
  });

  it('answers 304 with no body to a matching If-None-Match, and HEAD without a body', async () => {
    const { headers } = await raw('/t/list');
    const etag = headers['etag'] as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"old", ${etag}`, '*']) {
      const res = await raw('/t/list', { 'if-none-match': ifNoneMatch, 'accept-encoding': 'br' });
      expect(res.status).toBe(304);
      expect(res.body.length).toBe(0);
      expect(res.headers['etag']).toBe(etag);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.headers['vary']).toBe('Accept-Language, Accept-Encoding');
    }
    const head = await raw('/t/list', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it('varies a language-free answer by the coding only, and sends a tiny one as it is', async () => {
    const res = await raw('/t/tiny', { 'accept-encoding': 'gzip, br' });
    expect(res.body.toString()).toBe('{"data":[]}');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends a URL it answered before without the handler, until the answer changes', async () => {
    await raw('/t/list?page=2');
    const before = handled;
    for (let i = 0; i < 5; i++) await raw('/t/list?page=2', { 'accept-encoding': 'br' });
    expect(handled).toBe(before);
    version = 2;
    answers.changed('test');
    const changed = await raw('/t/list?page=2');
    expect(handled).toBe(before + 1);
    expect(JSON.parse(changed.body.toString())).toMatchObject({ version: 2, page: '2' });
  });

  it('passes errors through untouched, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await raw('/t/list?page=missing');
      expect(res.status).toBe(404);
      expect(res.headers['cache-control']).toBeUndefined();
      // Express's own weak ETag of the error body at most, never one of ours.
      expect(res.headers['etag'] ?? 'W/').toMatch(/^W\//);
      expect(res.headers['vary'] ?? '').not.toMatch(/Accept-Language/);
    }
  });

  it('remembers a bounded number of URLs, however many the internet sends', async () => {
    const interceptor = (
      Reflect.getMetadata('__interceptors__', TestController.prototype.list) as unknown[]
    ).find((i) => i instanceof PublicAnswerInterceptor) as PublicAnswerInterceptor;
    for (let i = 0; i < 300; i++) await raw(`/t/list?junk=${i}`);
    expect(interceptor.remembered).toBeLessThanOrEqual(256);
    expect(interceptor.remembered).toBeGreaterThan(100);
  });

  it('refuses a max-age that is not a positive whole number of seconds', () => {
    expect(() => new PublicAnswerInterceptor({ maxAge: 0, byLanguage: true })).toThrow();
    expect(() => new PublicAnswerInterceptor({ maxAge: 1.5, byLanguage: true })).toThrow();
  });
});
