import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app';

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'agrosense-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>AgroSense</title></head><body><div id="root"></div></body></html>',
    );
    const bigScript = `console.log(${JSON.stringify('AgroSense '.repeat(500))});`;
    writeFileSync(join(dist, 'assets', 'app-def456.js'), bigScript);
    writeFileSync(join(dist, 'assets', 'app-def456.js.br'), brotliCompressSync(bigScript));
    writeFileSync(
      join(dist, 'route-preloads.json'),
      JSON.stringify({
        '/': {
          scripts: ['/assets/landing-1.js'],
          styles: ['/assets/landing-1.css'],
          images: ['/assets/hero-1.webp'],
        },
      }),
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting()');
    writeFileSync(join(dist, 'workbox-63c18b4d.js'), 'define([], () => {})');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"AgroSense"}');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestApp('pglite', {}, { frontendDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/features/MarketAccess', '/state-schemes/tamil-nadu', '/Login'])(
    'answers the deep link %s with index.html so a reload works',
    async (path) => {
      const res = await request(t.http).get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it("links the landing page's own chunks, stylesheet and picture in the page, for / only", async () => {
    const landing = await request(t.http).get('/').expect(200);
    expect(landing.text).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/landing-1.js">',
    );
    expect(landing.text).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/landing-1.css">',
    );
    expect(landing.text).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/assets/hero-1.webp">',
    );
    expect(landing.text.indexOf('landing-1.js')).toBeLessThan(landing.text.indexOf('</head>'));
    const login = await request(t.http).get('/Login').expect(200);
    expect(login.text).not.toContain('landing-1');
  });

  it('sends the Brotli copy of an asset to browsers that accept it, the plain file otherwise', async () => {
    const br = await request(t.http)
      .get('/assets/app-def456.js')
      .set('Accept-Encoding', 'gzip, br')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    const plain = await request(t.http)
      .get('/assets/app-def456.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('AgroSense AgroSense');
  });

  it('gzips JSON answers over 1 KB for clients that accept it', async () => {
    const res = await request(t.http)
      .get('/api/schemes/all')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Array.isArray(res.body.data)).toBe(true);
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await request(t.http).get('/assets/index-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['/sw.js', /javascript/],
    ['/workbox-63c18b4d.js', /javascript/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
  ])('serves the service worker file %s uncached, as %s', async (path, type) => {
    const res = await request(t.http).get(path).expect(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps an hour of cache for other files at the root', async () => {
    const res = await request(t.http).get('/favicon.svg').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('lets the page register its service worker and manifest (CSP)', async () => {
    const res = await request(t.http).get('/').expect(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('allows only our own scripts (no inline or eval) and no plugins or framing by others', async () => {
    const res = await request(t.http).get('/').expect(200);
    const csp = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(csp['script-src']).toBe("'self'");
    expect(csp['script-src-attr']).toBe("'none'");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['frame-ancestors']).toBe("'self'");
    expect(csp['base-uri']).toBe("'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no HSTS and no upgrade-insecure-requests outside production (plain http works)', async () => {
    const res = await request(t.http).get('/').expect(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    await request(t.http).get('/assets/missing.js').expect(404);
  });

  it('never answers an API path with the page', async () => {
    const res = await request(t.http).get('/api/unknown/deep/path').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404 });
  });
});

describe('security headers in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      NODE_ENV: 'production',
      JWT_SECRET: 'pJ3v9QxL2mT7wZ8kR4sN6bY1cF5hD0gA',
      PUBLIC_URL: 'https://agrosense.example',
      METRICS_TOKEN: 'Vb7Qm2Lx9Tz4Kp8Wn3Rc6Yh1Jd5Gs0Fe',
      LOG_LEVEL: 'silent',
      PRICE_SYNC_ON_START: 'false',
      PRICE_SYNC_CRON: 'off',
    });
  });
  afterAll(() => t.close());

  it('sends HSTS for 180 days with subdomains, and upgrades insecure requests', async () => {
    const res = await request(t.http).get('/api/health/live').expect(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('same origin only, by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('gives no other origin the right to read answers or send the Authorization header', async () => {
    const preflight = await request(t.http)
      .options('/api/states')
      .set('Origin', 'https://partner.example')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    const get = await request(t.http)
      .get('/api/states')
      .set('Origin', 'https://partner.example')
      .expect(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('cross-origin requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { CORS_ORIGINS: 'https://partner.example' });
  });
  afterAll(() => t.close());

  it('lets a configured origin send the Authorization header', async () => {
    const res = await request(t.http)
      .options('/api/states')
      .set('Origin', 'https://partner.example')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization')
      .expect(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(res.headers['access-control-allow-headers']).toMatch(/authorization/i);
  });

  it('lets it retry an order safely and read the paging headers', async () => {
    const preflight = await request(t.http)
      .options('/api/orders')
      .set('Origin', 'https://partner.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization, content-type, idempotency-key')
      .expect(204);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/idempotency-key/i);
    const list = await request(t.http)
      .get('/api/crops')
      .set('Origin', 'https://partner.example')
      .expect(200);
    const exposed = String(list.headers['access-control-expose-headers']).toLowerCase();
    for (const header of ['x-total-count', 'etag', 'idempotent-replayed', 'retry-after'])
      expect(exposed).toContain(header);
  });

  it('does not open the API to other origins', async () => {
    const res = await request(t.http).get('/api/states').set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(t.http)
      .options('/api/states')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'DELETE');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never allows credentials (cookies) cross-origin: sessions travel as bearer tokens', async () => {
    const res = await request(t.http)
      .get('/api/states')
      .set('Origin', 'https://partner.example')
      .expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
