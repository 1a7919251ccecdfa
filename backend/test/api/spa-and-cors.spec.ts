import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
      '<!doctype html><title>AgroSense</title><div id="root"></div>',
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

  it('answers a missing asset with 404 rather than the page', async () => {
    await request(t.http).get('/assets/missing.js').expect(404);
  });

  it('never answers an API path with the page', async () => {
    const res = await request(t.http).get('/api/unknown/deep/path').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404 });
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

  it('does not open the API to other origins', async () => {
    const res = await request(t.http).get('/api/states').set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
