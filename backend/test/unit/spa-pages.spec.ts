import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { indexPages, spaHandlers } from '../../src/shared/http/spa';

// The pages the server sends for each path of the single-page app (frontend/scripts/prerender.mjs
// and frontend/build/route-preloads.ts write the inputs at build time).
describe('index pages', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'agrosense-pages-'));
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(
      join(dist, 'index.html'),
      '<html><head><title>AgroSense</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      join(dist, 'route-preloads.json'),
      JSON.stringify({
        '*': { scripts: ['/assets/boot-1.js'], styles: ['/assets/boot-1.css'] },
        '/': { scripts: ['/assets/landing-1.js'], styles: ['/assets/landing-1.css'] },
        '/Login': { scripts: ['/assets/login-1.js'], styles: ['/assets/login-1.css'] },
      }),
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('sends the server-rendered landing page for /, with its stylesheets inline and no script linked', () => {
    writeFileSync(
      join(dist, 'prerendered', 'landing.html'),
      '<html><head><style data-href="/assets/boot-1.css">body{}</style>' +
        '<style data-href="/assets/landing-1.css">.hero{}</style></head>' +
        '<body><div id="root" data-prerendered="/"><h1>Welcome</h1></div></body></html>',
    );
    writeFileSync(
      join(dist, 'prerendered.json'),
      JSON.stringify({ '/': { en: 'prerendered/landing.html' } }),
    );
    const pages = indexPages(dist);

    const landing = pages.forPath('/');
    expect(landing).toContain('<div id="root" data-prerendered="/"><h1>Welcome</h1></div>');
    // No script is linked: the page paints from its first response, and the entry fetches the
    // app's chunks, listed as data, once the page is idle (ADR 0009).
    expect(landing).not.toMatch(/<link rel="(prefetch|modulepreload)"/);
    expect(landing).not.toContain('modulepreload');
    expect(landing).toContain(
      '<script type="application/json" id="app-chunks">["/assets/boot-1.js","/assets/landing-1.js"]</script></body>',
    );
    // Inline already: no second, render-blocking request for the same stylesheets.
    expect(landing).not.toContain('rel="stylesheet"');

    const login = pages.forPath('/Login');
    expect(login).toContain('<div id="root"></div>');
    expect(login).toContain('<link rel="stylesheet" crossorigin href="/assets/boot-1.css">');
    expect(login).toContain('<link rel="stylesheet" crossorigin href="/assets/login-1.css">');
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/boot-1.js">');
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/login-1.js">');
    // Any other page still gets the app's own chunks with the entry.
    const about = pages.forPath('/About');
    expect(about).not.toContain('Welcome');
    expect(about).toContain('<link rel="modulepreload" crossorigin href="/assets/boot-1.js">');
    expect(about).toContain('<link rel="stylesheet" crossorigin href="/assets/boot-1.css">');
    expect(about).not.toContain('login-1');
  });

  it('falls back to the plain page when the build rendered nothing', () => {
    const landing = indexPages(dist).forPath('/');
    expect(landing).toContain('<div id="root"></div>');
    expect(landing).toContain('<link rel="stylesheet" crossorigin href="/assets/landing-1.css">');
  });

  describe("in the reader's language", () => {
    let app: express.Express;
    beforeEach(() => {
      for (const [language, text] of [
        ['en', 'About us'],
        ['hi', 'हमारे बारे में'],
        ['gu', 'અમારા વિશે'],
      ]) {
        writeFileSync(
          join(dist, 'prerendered', `about.${language}.html`),
          `<html lang="${language}"><head></head><body><div id="root" data-prerendered="/About" data-lang="${language}"><h1>${text}</h1></div></body></html>`,
        );
      }
      writeFileSync(
        join(dist, 'prerendered.json'),
        JSON.stringify({
          '/About': {
            en: 'prerendered/about.en.html',
            hi: 'prerendered/about.hi.html',
            gu: 'prerendered/about.gu.html',
          },
        }),
      );
      app = express();
      for (const handler of spaHandlers(dist)) app.use(handler);
    });

    it("sends the page in the language of the cookie, else the browser's, else English", async () => {
      const byCookie = await request(app)
        .get('/About')
        .set('Cookie', 'other=1; agrosense_lang=gu')
        .set('Accept-Language', 'hi-IN,hi;q=0.9')
        .expect(200);
      expect(byCookie.text).toContain('<h1>અમારા વિશે</h1>');
      expect(byCookie.headers['vary']).toMatch(/Cookie/);
      expect(byCookie.headers['vary']).toMatch(/Accept-Language/);

      const byBrowser = await request(app)
        .get('/About')
        .set('Accept-Language', 'hi-IN,hi;q=0.9,en;q=0.5')
        .expect(200);
      expect(byBrowser.text).toContain('<h1>हमारे बारे में</h1>');

      const unknown = await request(app)
        .get('/About')
        .set('Cookie', 'agrosense_lang=fr')
        .set('Accept-Language', 'ta-IN')
        .expect(200);
      expect(unknown.text).toContain('<h1>About us</h1>');
    });

    it('remembers a language link followed before the app runs and sends the page in it at once', async () => {
      const res = await request(app)
        .get('/About?lang=hi')
        .set('Cookie', 'agrosense_lang=en')
        .expect(200);
      expect(res.text).toContain('<h1>हमारे बारे में</h1>');
      expect(res.headers['set-cookie']?.[0]).toMatch(
        /^agrosense_lang=hi; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/,
      );

      // Anything else in `lang` is ignored.
      const odd = await request(app).get('/About?lang=<x>').expect(200);
      expect(odd.headers['set-cookie']).toBeUndefined();
      expect(odd.text).toContain('<h1>About us</h1>');
    });
  });
});
