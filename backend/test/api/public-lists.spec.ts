import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { PhotoChecksController } from '../../src/advisory/http/photo-checks.controller';
import { IndianStatesController } from '../../src/content/http/indian-states.controller';
import { SchemesController } from '../../src/content/http/schemes.controller';
import { PublicAnswerInterceptor } from '../../src/shared/http/public-cache/public-answer.interceptor';
import { PublicAnswers } from '../../src/shared/http/public-cache/public-answers';
import { apiDatabaseTargets } from '../support/database-targets';
import { createUsersFast } from '../support/fast-users';
import { png } from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';

type User = { id: string; token: string };

/** The public lists, how long caches may keep them, and whether they are in a language. */
const LISTS = [
  { path: '/api/schemes/all', maxAge: 300, byLanguage: true },
  { path: '/api/schemes/all?state=gujarat', maxAge: 300, byLanguage: true },
  { path: '/api/states', maxAge: 3600, byLanguage: true },
  { path: '/api/resources/all', maxAge: 300, byLanguage: true },
  { path: '/api/advisory/crops', maxAge: 3600, byLanguage: false },
] as const;

const newScheme = {
  name: 'Test Cache Top-up',
  state: 'gujarat',
  description: 'A state top-up, for testing the list cache.',
  eligibility: 'Farmers in Gujarat.',
  benefits: 'Extra subsidy as notified.',
  applyLink: 'https://ikhedut.gujarat.gov.in',
  lastVerified: '2026-11-23',
  source: 'Test data',
  audience: { farmerCategories: ['small'], maxLandHectares: 2, crops: null },
};

const newResource = {
  name: 'Cache test drill',
  description: 'Sows seed in rows.',
  purpose: 'Wheat.',
  popularbrand: 'Various',
  advantages: 'Even depth.',
  link: 'https://www.youtube.com/results?search_query=seed+drill',
  howtouse: 'Calibrate first.',
};

/** The interceptor instance bound to a route (to read how many URLs it remembers). */
function interceptorOf(handler: object): PublicAnswerInterceptor {
  const bound = Reflect.getMetadata('__interceptors__', handler) as unknown[];
  return bound.find((i) => i instanceof PublicAnswerInterceptor) as PublicAnswerInterceptor;
}

describe.each(apiDatabaseTargets)(
  'public lists (ETag, 304, codings, invalidation) on %s',
  (target) => {
    let t: TestApp;
    let admin: User;
    let base: string;
    const auth = (u: User) => ({ Authorization: `Bearer ${u.token}` });

    beforeAll(async () => {
      t = await startTestApp(target);
      [admin] = await createUsersFast(t, 1, 'admin');
      // Listening, so raw requests see the bytes as sent (supertest would decode gzip).
      await new Promise<void>((resolve) => (t.http as Server).listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${((t.http as Server).address() as AddressInfo).port}`;
    });
    afterAll(() => t.close());

    /** One GET (or HEAD): status, headers and the body as it came, not decoded. */
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

    /** The JSON a client reads from an answer in any coding. */
    function decoded(res: { headers: IncomingHttpHeaders; body: Buffer }): string {
      const coding = res.headers['content-encoding'];
      if (coding === 'br') return brotliDecompressSync(res.body).toString('utf8');
      if (coding === 'gzip') return gunzipSync(res.body).toString('utf8');
      expect(coding).toBeUndefined();
      return res.body.toString('utf8');
    }

    it.each(LISTS)(
      '$path: a strong ETag, stable from request to request, Cache-Control, Vary and Content-Length',
      async ({ path, maxAge, byLanguage }) => {
        const first = await raw(path, { 'accept-language': 'hi', 'accept-encoding': 'gzip, br' });
        const second = await raw(path, { 'accept-language': 'hi', 'accept-encoding': 'gzip, br' });
        expect(first.status).toBe(200);
        expect(first.headers['etag']).toMatch(/^"[\w-]{27}"$/);
        expect(second.headers['etag']).toBe(first.headers['etag']);
        expect(second.body.equals(first.body)).toBe(true);
        expect(first.headers['cache-control']).toBe(`public, max-age=${maxAge}`);
        expect(first.headers['vary']).toBe(
          byLanguage ? 'Accept-Language, Accept-Encoding' : 'Accept-Encoding',
        );
        expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(first.headers['content-length'])).toBe(first.body.length);
        expect(first.headers['content-encoding']).toBe('br');
      },
    );

    it.each(LISTS)(
      '$path: If-None-Match with the current ETag gets 304 and no body',
      async ({ path, maxAge }) => {
        const { headers } = await raw(path, { 'accept-language': 'gu' });
        const etag = headers['etag'] as string;
        for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`]) {
          const res = await raw(path, {
            'accept-language': 'gu',
            'accept-encoding': 'gzip, br',
            'if-none-match': ifNoneMatch,
          });
          expect(res.status).toBe(304);
          expect(res.body.length).toBe(0);
          expect(res.headers['etag']).toBe(etag);
          expect(res.headers['cache-control']).toBe(`public, max-age=${maxAge}`);
          expect(res.headers['content-encoding']).toBeUndefined();
        }
        const stale = await raw(path, { 'accept-language': 'gu', 'if-none-match': '"stale"' });
        expect(stale.status).toBe(200);
      },
    );

    it.each(LISTS)(
      '$path: br, gzip and identity bodies decode to the same JSON as the API always gave',
      async ({ path }) => {
        const br = await raw(path, { 'accept-language': 'hi', 'accept-encoding': 'gzip, br' });
        const gz = await raw(path, { 'accept-language': 'hi', 'accept-encoding': 'gzip' });
        const plain = await raw(path, { 'accept-language': 'hi' });
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(plain.headers['content-encoding']).toBeUndefined();
        const json = plain.body.toString('utf8');
        expect(decoded(br)).toBe(json);
        expect(decoded(gz)).toBe(json);
        // The same JSON any client library reads (supertest decodes and parses it).
        const parsed = await request(t.http).get(path).set('Accept-Language', 'hi').expect(200);
        expect(JSON.stringify(parsed.body)).toBe(json);
        // HEAD: the headers of the GET, no body.
        const head = await raw(path, { 'accept-language': 'hi', 'accept-encoding': 'br' }, 'HEAD');
        expect(head.status).toBe(200);
        expect(head.body.length).toBe(0);
        expect(head.headers['content-length']).toBe(br.headers['content-length']);
      },
    );

    it('gives another language another body and ETag; the crop catalogue is one for all', async () => {
      for (const path of ['/api/schemes/all', '/api/states', '/api/resources/all']) {
        const [en, hi, gu] = await Promise.all(
          ['en', 'hi', 'gu'].map((lang) => raw(path, { 'accept-language': lang })),
        );
        expect(new Set([en, hi, gu].map((r) => r!.headers['etag'])).size).toBe(3);
        expect(hi!.body.toString()).toMatch(/[\u0900-\u097f]/);
        expect(gu!.body.toString()).toMatch(/[\u0a80-\u0aff]/);
        expect(en!.body.equals(hi!.body)).toBe(false);
      }
      const [en, hi] = await Promise.all(
        ['en', 'hi'].map((lang) => raw('/api/advisory/crops', { 'accept-language': lang })),
      );
      expect(hi!.headers['etag']).toBe(en!.headers['etag']);
    });

    it("answers a logged-in caller without Accept-Language in their profile's language, varying by the token", async () => {
      const [reader] = await createUsersFast(t, 1);
      await t.app
        .get(MikroORM)
        .em.fork()
        .getConnection()
        .execute(`update users set language = 'Hindi' where id = ?`, [reader!.id]);
      const hindi = await raw('/api/states', { 'accept-language': 'hi' });
      const asReader = await raw('/api/states', { authorization: `Bearer ${reader!.token}` });
      expect(asReader.headers['etag']).toBe(hindi.headers['etag']);
      expect(asReader.headers['vary']).toBe('Accept-Language, Accept-Encoding, Authorization');
      // Asked again (now from what the interceptor remembers): the same.
      const again = await raw('/api/states', { authorization: `Bearer ${reader!.token}` });
      expect(again.headers['etag']).toBe(hindi.headers['etag']);
      expect(again.headers['vary']).toMatch(/Authorization/);
      // With a language of ours in the header, the token changes nothing.
      const english = await raw('/api/states', {
        authorization: `Bearer ${reader!.token}`,
        'accept-language': 'en',
      });
      expect(english.headers['etag']).not.toBe(hindi.headers['etag']);
      expect(english.headers['vary']).toBe('Accept-Language, Accept-Encoding');
    });

    it("shows an administrator's new, changed and removed scheme at once", async () => {
      const list = (ifNoneMatch = '') =>
        raw('/api/schemes/all', {
          'accept-language': 'en',
          'accept-encoding': 'br',
          ...(ifNoneMatch && { 'if-none-match': ifNoneMatch }),
        });
      const gujarat = () => raw('/api/schemes/all?state=Gujarat', { 'accept-language': 'en' });
      const before = await list();
      const beforeGujarat = await gujarat();
      const created = await request(t.http)
        .post('/api/schemes')
        .set(auth(admin))
        .send(newScheme)
        .expect(201);
      const id = created.body._id as string;

      const after = await list(before.headers['etag'] as string);
      expect(after.status).toBe(200);
      expect(after.headers['etag']).not.toBe(before.headers['etag']);
      expect(decoded(after)).toContain(id);
      expect(decoded(await gujarat())).toContain(id);

      await request(t.http)
        .put(`/api/schemes/${id}`)
        .set(auth(admin))
        .send({ name: 'Test Cache Top-up (renamed)' })
        .expect(200);
      const renamed = await list(after.headers['etag'] as string);
      expect(renamed.status).toBe(200);
      expect(decoded(renamed)).toContain('Test Cache Top-up (renamed)');

      await request(t.http).delete(`/api/schemes/${id}`).set(auth(admin)).expect(204);
      // The list as it was: the same bytes, so the ETag the client had is current again.
      expect((await list(before.headers['etag'] as string)).status).toBe(304);
      expect((await gujarat()).headers['etag']).toBe(beforeGujarat.headers['etag']);
    });

    it("shows an administrator's new, changed, re-pictured and removed category at once", async () => {
      const list = () => raw('/api/resources/all', { 'accept-language': 'en' });
      const before = await list();
      const created = await request(t.http)
        .post('/api/resources')
        .set(auth(admin))
        .send(newResource)
        .expect(201);
      const id = created.body._id as string;
      const added = await list();
      expect(added.headers['etag']).not.toBe(before.headers['etag']);
      expect(decoded(added)).toContain(id);

      await request(t.http)
        .put(`/api/resources/${id}`)
        .set(auth(admin))
        .send({ name: 'Cache test drill (renamed)' })
        .expect(200);
      const renamed = await list();
      expect(decoded(renamed)).toContain('Cache test drill (renamed)');

      await request(t.http)
        .put(`/api/resources/${id}/image`)
        .set(auth(admin))
        .attach('image', await png(320, 240), 'drill.png')
        .expect(200);
      const pictured = JSON.parse(decoded(await list())) as {
        data: { _id: string; image: string | null }[];
      };
      expect(pictured.data.find((r) => r._id === id)?.image).toMatch(/\/api\/images\//);

      await request(t.http).delete(`/api/resources/${id}`).set(auth(admin)).expect(204);
      expect((await list()).headers['etag']).toBe(before.headers['etag']);
    });

    it('keeps one answer however the query is written, and never keeps an error', async () => {
      const answers = t.app.get(PublicAnswers);
      // Every list and language asked once, so the answers the app keeps are all made.
      for (const { path } of LISTS) {
        for (const lang of ['en', 'hi', 'gu']) await raw(path, { 'accept-language': lang });
      }
      const kept = answers.size;
      const spellings = ['Gujarat', 'GUJARAT', ' gujarat ', 'gUjArAt', 'gujarat'];
      for (let i = 0; i < 120; i++) {
        const junk = `${i}-${Math.random().toString(36).slice(2)}`;
        await raw(`/api/states?${junk}=${junk}`);
        await raw(`/api/advisory/crops?page=${junk}`);
        await raw(`/api/resources/all?x=${junk}`);
        await raw(`/api/schemes/all?state=${encodeURIComponent(spellings[i % 5]!)}&utm=${junk}`);
        const missing = await raw(`/api/schemes/all?state=nowhere-${junk}`);
        expect(missing.status).toBe(404);
      }
      expect(answers.size).toBe(kept);
      const tooLong = await raw(`/api/schemes/all?state=${'g'.repeat(81)}`);
      expect(tooLong.status).toBe(400);
      expect(answers.size).toBe(kept);
      // The interceptor remembers request URLs to skip the pipes: a bounded number of them.
      for (const handler of [
        SchemesController.prototype.list,
        IndianStatesController.prototype.list,
        PhotoChecksController.prototype.crops,
      ]) {
        expect(interceptorOf(handler).remembered).toBeLessThanOrEqual(256);
      }
    });

    it('answers a query it validates as before: a repeated or too long state is a 400 every time', async () => {
      for (let i = 0; i < 2; i++) {
        const repeated = await request(t.http)
          .get('/api/schemes/all?state=gujarat&state=kerala')
          .expect(400);
        expect(repeated.headers['cache-control']).toBeUndefined();
        await request(t.http)
          .get(`/api/schemes/all?state=${'x'.repeat(81)}`)
          .expect(400);
      }
    });
  },
);
