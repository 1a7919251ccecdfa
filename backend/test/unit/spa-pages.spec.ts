import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indexPages } from '../../src/shared/http/spa';

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
      JSON.stringify({ '/': 'prerendered/landing.html' }),
    );
    const pages = indexPages(dist);

    const landing = pages.forPath('/');
    expect(landing).toContain('<div id="root" data-prerendered="/"><h1>Welcome</h1></div>');
    // The app starts there on first use and is downloaded then (ADR 0006): no script is linked.
    expect(landing).not.toMatch(/<link rel="(prefetch|modulepreload)"/);
    expect(landing).not.toContain('modulepreload');
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
});
