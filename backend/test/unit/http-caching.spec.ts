import {
  Controller,
  Get,
  Header,
  HttpCode,
  Module,
  NotFoundException,
  Post,
  type INestApplication,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import request from 'supertest';
import {
  Cacheable,
  cacheControlOf,
  etagMatches,
  HttpCachingInterceptor,
  SerializedJson,
  SerializedJsonMemo,
  strongEtag,
  varyOf,
} from '../../src/shared/http/http-caching';

describe('ETags', () => {
  it('are strong, stable for the same bytes and different for others', () => {
    const a = strongEtag('{"data":[1,2]}');
    expect(a).toMatch(/^"[\w-]{27}"$/);
    expect(strongEtag('{"data":[1,2]}')).toBe(a);
    expect(strongEtag(Buffer.from('{"data":[1,2]}'))).toBe(a);
    expect(strongEtag('{"data":[1,3]}')).not.toBe(a);
    expect(SerializedJson.of({ data: [1, 2] })).toEqual({ text: '{"data":[1,2]}', etag: a });
  });

  it('serialize a shared value once per variant, for as long as it lives', () => {
    const memo = new SerializedJsonMemo<object>();
    const page = {};
    let made = 0;
    const build = (origin: string) => () => ({ origin, made: ++made });
    const first = memo.get(page, 'http://a', build('http://a'));
    expect(memo.get(page, 'http://a', build('http://a'))).toBe(first);
    expect(memo.get(page, 'http://b', build('http://b')).etag).not.toBe(first.etag);
    expect(memo.get({}, 'http://a', build('http://a')).etag).not.toBe(first.etag);
    expect(made).toBe(3);
  });
});

describe('If-None-Match', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc" , "y"', true],
    ['*', true],
    [' * ', true],
    ['"abcd"', false],
    ['"x", "y"', false],
    ['abc', false],
    ['', false],
  ])('%p matches: %p', (header, matches) => {
    expect(etagMatches(header, etag)).toBe(matches);
  });

  it('never matches without the header, and compares a weak current tag weakly too', () => {
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches(['"x"', '"abc"'], etag)).toBe(true);
  });
});

describe('cache policies', () => {
  it('say public with max-age for shared data, private when the member matters', () => {
    expect(cacheControlOf({ visibility: 'public', maxAge: 300 })).toBe('public, max-age=300');
    expect(cacheControlOf({ visibility: 'public', maxAge: 0 })).toBe('public, no-cache');
    expect(cacheControlOf({ visibility: 'private', maxAge: 60 })).toBe('private, max-age=60');
    expect(cacheControlOf({ visibility: 'private', maxAge: 0 })).toBe('private, no-cache');
  });

  it('vary by the bearer token when private, and by what they name', () => {
    expect(varyOf({ visibility: 'public', maxAge: 60 })).toEqual([]);
    expect(varyOf({ visibility: 'private', maxAge: 0 })).toEqual(['Authorization']);
    expect(
      varyOf({ visibility: 'private', maxAge: 0, vary: ['Accept-Language', 'authorization'] }),
    ).toEqual(['Accept-Language', 'authorization']);
  });

  it('refuse a max-age that is not a whole number of seconds', () => {
    expect(() => new HttpCachingInterceptor({ visibility: 'public', maxAge: -1 })).toThrow();
    expect(() => new HttpCachingInterceptor({ visibility: 'public', maxAge: 1.5 })).toThrow();
  });
});

describe('@Cacheable on a route', () => {
  const state = { items: ['wheat', 'rice'] };
  const memo = new SerializedJsonMemo<typeof state>();

  @Controller('t')
  class TestController {
    @Get('public')
    @Cacheable({ visibility: 'public', maxAge: 300 })
    list() {
      return { data: state.items };
    }

    @Get('private')
    @Cacheable({ visibility: 'private', maxAge: 0, vary: ['Accept-Language'] })
    mine() {
      return { data: ['mine'] };
    }

    @Get('memo')
    @Cacheable({ visibility: 'private', maxAge: 0 })
    memo() {
      return memo.get(state, 'x', () => ({ data: state.items }));
    }

    @Get('missing')
    @Cacheable({ visibility: 'public', maxAge: 300 })
    missing(): { data: string[] } {
      throw new NotFoundException('No such thing');
    }

    @Get('accepted')
    @HttpCode(202)
    @Cacheable({ visibility: 'public', maxAge: 300 })
    accepted() {
      return { queued: true };
    }

    @Get('legacy')
    @Header('Cache-Control', 'public, max-age=300')
    legacy(): { data: string[] } {
      throw new NotFoundException('No such thing');
    }

    @Post('public')
    @Cacheable({ visibility: 'public', maxAge: 300 })
    add() {
      return { data: state.items };
    }
  }

  @Module({ controllers: [TestController] })
  class TestModule {}

  let app: INestApplication;
  beforeAll(async () => {
    app = await NestFactory.create(TestModule, { logger: false });
    // As create-app.ts: gzip above 1 KB, and Express's own (weak) ETags left on.
    app.use(compression({ threshold: 1024 }));
    await app.init();
  });
  afterAll(() => app.close());

  it('answers 200 with the JSON, a strong ETag, Cache-Control and Vary', async () => {
    const res = await request(app.getHttpServer()).get('/t/public').expect(200);
    expect(res.body).toEqual({ data: ['wheat', 'rice'] });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['etag']).toBe(strongEtag('{"data":["wheat","rice"]}'));
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['vary'] ?? '').not.toMatch(/authorization/i);
  });

  it('answers 304 without a body to a matching If-None-Match, as a list, weak, or *', async () => {
    const first = await request(app.getHttpServer()).get('/t/public').expect(200);
    const etag = first.headers['etag'] as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await request(app.getHttpServer())
        .get('/t/public')
        .set('If-None-Match', ifNoneMatch)
        .expect(304);
      expect(res.text ?? '').toBe('');
      expect(res.headers['content-type']).toBeUndefined();
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers['etag']).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    }
    const head = await request(app.getHttpServer())
      .head('/t/public')
      .set('If-None-Match', etag)
      .expect(304);
    expect(head.headers['etag']).toBe(etag);
  });

  it('answers 200 with a new ETag once the data changed', async () => {
    const before = (await request(app.getHttpServer()).get('/t/public')).headers['etag'];
    state.items = ['wheat', 'rice', 'maize'];
    const res = await request(app.getHttpServer())
      .get('/t/public')
      .set('If-None-Match', before as string)
      .expect(200);
    expect(res.body).toEqual({ data: ['wheat', 'rice', 'maize'] });
    expect(res.headers['etag']).not.toBe(before);
  });

  it('marks a member-dependent answer private and varies it by the token', async () => {
    const res = await request(app.getHttpServer()).get('/t/private').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['vary']).toMatch(/Accept-Language/);
    expect(res.headers['vary']).toMatch(/Authorization/);
    await request(app.getHttpServer())
      .get('/t/private')
      .set('If-None-Match', res.headers['etag'] as string)
      .expect(304);
  });

  it('sends a serialized answer as it is, with its own ETag', async () => {
    const res = await request(app.getHttpServer()).get('/t/memo').expect(200);
    const json = memo.get(state, 'x', () => 'unused');
    expect(res.text).toBe(json.text);
    expect(res.headers['etag']).toBe(json.etag);
  });

  it('still gzips a large answer, with the same ETag', async () => {
    state.items = Array.from({ length: 300 }, (_, i) => `crop ${i}`);
    const plain = await request(app.getHttpServer())
      .get('/t/public')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    const gzipped = await request(app.getHttpServer())
      .get('/t/public')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['vary']).toMatch(/Accept-Encoding/);
    expect(gzipped.body).toEqual(plain.body);
    expect(gzipped.headers['etag']).toBe(plain.headers['etag']);
    await request(app.getHttpServer())
      .get('/t/public')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', plain.headers['etag'] as string)
      .expect(304);
  });

  it('leaves errors alone: no ETag of ours, no Cache-Control, never a 304', async () => {
    const res = await request(app.getHttpServer())
      .get('/t/missing')
      .set('If-None-Match', '*')
      .expect(404);
    expect(res.body.message).toBe('No such thing');
    expect(res.headers['cache-control']).toBeUndefined();
    // Express still labels every body with its own weak ETag; never a 304 for an error, though.
    expect(res.headers['etag'] ?? '').not.toMatch(/^"/);
    // What @Header did instead: the header is set before the handler runs, so errors got it too.
    const legacy = await request(app.getHttpServer()).get('/t/legacy').expect(404);
    expect(legacy.headers['cache-control']).toBe('public, max-age=300');
  });

  it('leaves other statuses and other methods alone', async () => {
    const accepted = await request(app.getHttpServer()).get('/t/accepted').expect(202);
    expect(accepted.headers['cache-control']).toBeUndefined();
    const posted = await request(app.getHttpServer())
      .post('/t/public')
      .set('If-None-Match', '*')
      .expect(201);
    expect(posted.body).toEqual({ data: state.items });
    expect(posted.headers['cache-control']).toBeUndefined();
  });
});
