import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { readPageCookie, type MemberPageOptions } from '../../src/shared/http/member-pages';
import { spaHandlers } from '../../src/shared/http/spa';

// Member pages rendered per request (ADR 0006): the server's side, with a stand-in for the app's
// Node build (frontend/dist-server/entry.mjs) that records what it was asked and answers like it.
// The real render, with the API's rules, is covered by e2e/tests/member-pages.spec.ts.

const cookie = (language: string, userId: string, token: string) =>
  `agrosense_page=${encodeURIComponent(`${language}~${userId}~${token}`)}`;

describe('the page cookie', () => {
  it('reads language, user and token among other cookies', () => {
    expect(readPageCookie(`a=1; ${cookie('hi', 'u-1', 'x.y.z')}; b=2`)).toEqual({
      language: 'hi',
      userId: 'u-1',
      token: 'x.y.z',
    });
  });

  it('ignores a missing, malformed or incomplete cookie', () => {
    expect(readPageCookie(undefined)).toBeUndefined();
    expect(readPageCookie('other=1')).toBeUndefined();
    expect(readPageCookie('agrosense_page=%E0%A4')).toBeUndefined();
    expect(readPageCookie('agrosense_page=en~u-1')).toBeUndefined();
    expect(readPageCookie('agrosense_page=en~u-1~t~extra')).toBeUndefined();
  });
});

describe('member pages rendered per request', () => {
  let root: string;
  let app: express.Express;
  let dist: string;
  let calls: string;
  let aborts: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'agrosense-members-'));
    dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(
      join(dist, 'index.html'),
      '<html lang="en"><head><title>AgroSense</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'boot-1.css'), '.boot{}');
    writeFileSync(join(dist, 'assets', 'prices-1.css'), '.prices{}');
    writeFileSync(
      join(dist, 'route-preloads.json'),
      JSON.stringify({
        '*': { scripts: ['/assets/boot-1.js'], styles: ['/assets/boot-1.css'] },
        '/LiveCropPricing': { scripts: ['/assets/prices-1.js'], styles: ['/assets/prices-1.css'] },
      }),
    );
    calls = join(root, 'calls.json');
    aborts = join(root, 'aborts.txt');
    // The stand-in renders for the token "good" only, as the real one fails when the API refuses.
    writeFileSync(
      join(root, 'dist-server', 'entry.mjs'),
      `import { appendFileSync } from 'node:fs';
export const serverRenderedPaths = ['/LiveCropPricing', '/features/MarketAccess'];
export async function renderMemberPage(request) {
  // As the real one when it must draw the page: a place among the renders at once, or none.
  const release = request.reserve();
  if (!release) {
    const error = new Error('no room for another render');
    error.name = 'MemberPageShed';
    throw error;
  }
  try {
    return await draw(request);
  } finally {
    release();
  }
}
async function draw(request) {
  appendFileSync(${JSON.stringify(calls)}, JSON.stringify(request) + '\\n');
  if (request.token === 'slow') {
    // Waits 5 s, or until the server gives up on it (and says so through the signal).
    await new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, 5000);
      timer.unref();
      request.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        appendFileSync(${JSON.stringify(aborts)}, request.userId + '\\n');
        reject(request.signal.reason);
      });
    });
  }
  if (request.token !== 'good') throw new Error('401 from the API');
  return {
    html: '<main id="main-content"><h1>Prices for ' + request.userId + '</h1></main>',
    styles: '<style data-emotion="css abc">.css-abc{}</style>',
    data: '{"queries":[{"note":"\\\\u003c/script>"}]}',
    publicReads: ['/api/market-prices?page=1&limit=40', 'https://elsewhere.example/x'],
    title: 'Prices <for> ' + request.userId + ' · AgroSense',
    language: request.language,
  };
}
`,
    );
    app = express();
    for (const handler of spaHandlers(dist)) app.use(handler);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const recorded = (): Array<Record<string, string>> => {
    try {
      return readFileSync(calls, 'utf8')
        .trim()
        .split('\n')
        .map((line: string) => JSON.parse(line) as Record<string, string>);
    } catch {
      return [];
    }
  };

  it('renders the page for the member of the cookie, in their language, never for a shared cache', async () => {
    const res = await request(app)
      .get('/LiveCropPricing')
      .set('Cookie', cookie('hi', 'user-7', 'good'))
      .expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['vary']).toMatch(/Cookie/);
    expect(res.text).toContain('<html lang="hi">');
    expect(res.text).toContain('<title>Prices &lt;for&gt; user-7 · AgroSense</title>');
    expect(res.text).toContain(
      '<div id="root" data-prerendered="/LiveCropPricing" data-user="user-7" data-lang="hi"><main id="main-content"><h1>Prices for user-7</h1></main></div>',
    );
    expect(res.text).toContain(
      '<script type="application/json" id="server-data">{"queries":[{"note":"\\u003c/script>"}]}</script>',
    );
    expect(res.text).toContain(
      '<script type="application/json" id="offline-copies">{"reads":["/api/market-prices?page=1&limit=40"]}</script>',
    );
    expect(res.text).toContain('<style data-emotion="css abc">');
    // The app's and the page's stylesheets are inline; no script is linked (first use, ADR 0006).
    expect(res.text).toContain('<style data-href="/assets/boot-1.css">.boot{}</style>');
    expect(res.text).toContain('<style data-href="/assets/prices-1.css">.prices{}</style>');
    expect(res.text).not.toMatch(/rel="(prefetch|modulepreload|stylesheet)"/);
    // ...but listed for the entry to fetch once the page is idle, and start (ADR 0009).
    expect(res.text).toContain(
      '<script type="application/json" id="app-chunks">["/assets/boot-1.js","/assets/prices-1.js"]</script></body>',
    );
    // The data comes from this server's own API over loopback, with the member's token.
    const [call] = recorded();
    expect(call).toMatchObject({ path: '/LiveCropPricing', token: 'good', userId: 'user-7' });
    expect(call!.apiOrigin).toMatch(
      /^http:\/\/(127\.0\.0\.1|\[::ffff:127\.0\.0\.1\]|\[::1\]):\d+$/,
    );
  });

  it('sends the plain app page to a visitor without the cookie, and renders nothing for them', async () => {
    const res = await request(app).get('/LiveCropPricing').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('server-data');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toMatch(/Cookie/);
    expect(recorded()).toEqual([]);
  });

  it('sends the plain app page when the API refuses the session (expired, another user)', async () => {
    const res = await request(app)
      .get('/LiveCropPricing')
      .set('Cookie', cookie('en', 'someone-else', 'stale'))
      .expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('someone-else');
    expect(recorded()).toHaveLength(1);
  });

  it('renders only its pages, only without a query string', async () => {
    const other = await request(app)
      .get('/dashboard')
      .set('Cookie', cookie('en', 'user-7', 'good'))
      .expect(200);
    expect(other.text).toContain('<div id="root"></div>');
    const query = await request(app)
      .get('/LiveCropPricing?page=2')
      .set('Cookie', cookie('en', 'user-7', 'good'))
      .expect(200);
    expect(query.text).toContain('<div id="root"></div>');
    expect(recorded()).toEqual([]);
  });

  it('leaves a desktop browser to render the page itself (it would not use the phone layout)', async () => {
    const res = await request(app)
      .get('/LiveCropPricing')
      .set('Cookie', cookie('en', 'user-7', 'good'))
      .set('Sec-CH-UA-Mobile', '?0')
      .expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(recorded()).toEqual([]);
    await request(app)
      .get('/LiveCropPricing')
      .set('Cookie', cookie('en', 'user-7', 'good'))
      .set('Sec-CH-UA-Mobile', '?1')
      .expect(200, /data-user="user-7"/);
  });

  it('gives up on a render that takes over 3 s and sends the plain page', async () => {
    const started = Date.now();
    const res = await request(app)
      .get('/LiveCropPricing')
      .set('Cookie', cookie('en', 'user-7', 'slow'))
      .expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(Date.now() - started).toBeLessThan(4500);
  }, 10_000);

  describe('under load (security round 2)', () => {
    /** What the renderer counted (agrosense_member_pages_total). */
    let counted: string[];
    /** An app with these limits; the event loop's delay is what `delayMs` says. */
    const appWith = (limits: Partial<MemberPageOptions>, delayMs = () => 0) => {
      const limited = express();
      counted = [];
      const options: MemberPageOptions = {
        renderConcurrency: 2,
        queueLimit: 100,
        maxEventLoopDelayMs: 200,
        renderTimeoutMs: 3000,
        eventLoopDelayMs: delayMs,
        count: (outcome) => counted.push(outcome),
        ...limits,
      };
      for (const handler of spaHandlers(dist, options)) limited.use(handler);
      // Health stays outside the pages' limits (the API's own routes come before the SPA).
      limited.get('/api/health', (_req, res) => res.json({ status: 'ok' }));
      return limited;
    };
    const lines = (file: string) => {
      try {
        return readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
      } catch {
        return [];
      }
    };
    /** Resolves once `condition` holds (checked every 10 ms), failing after 4 s. */
    const until = async (condition: () => boolean) => {
      const deadline = Date.now() + 4000;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error('condition not met within 4 s');
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    /** A request that stays in flight (a render that takes 5 s), started now. */
    const slow = (target: express.Express, user: string) =>
      request(target)
        .get('/LiveCropPricing')
        .set('Cookie', cookie('en', user, 'slow'))
        .then();

    it('sends the plain page at once, without rendering, while the cap of renders is running', async () => {
      const limited = appWith({ renderConcurrency: 2, renderTimeoutMs: 2000 });
      const running = [slow(limited, 'slow-1'), slow(limited, 'slow-2')];
      await until(() => recorded().length === 2);
      const started = Date.now();
      const res = await request(limited)
        .get('/LiveCropPricing')
        .set('Cookie', cookie('en', 'user-7', 'good'))
        .expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(Date.now() - started).toBeLessThan(1000);
      // Not queued and not rendered: the stand-in was called for the two running renders only.
      expect(recorded().map((call) => call.userId)).toEqual(['slow-1', 'slow-2']);
      expect(counted).toEqual(['shed_renders']);
      await Promise.all(running);
      // Their places are free again once they are over.
      await request(limited)
        .get('/LiveCropPricing')
        .set('Cookie', cookie('en', 'user-7', 'good'))
        .expect(200, /data-user="user-7"/);
    }, 10_000);

    it('answers 503 with Retry-After, in the reader’s language, past the limit of requests in flight', async () => {
      const limited = appWith({ renderConcurrency: 2, queueLimit: 2, renderTimeoutMs: 2000 });
      const running = [slow(limited, 'slow-1'), slow(limited, 'slow-2')];
      await until(() => recorded().length === 2);
      const page = await request(limited)
        .get('/features/MarketAccess')
        .set('Cookie', cookie('hi', 'user-7', 'good'))
        .set('Accept', 'text/html,application/xhtml+xml')
        .expect(503);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('<html lang="hi">');
      expect(page.text).toContain('AgroSense अभी बहुत व्यस्त है।');
      const api = await request(limited)
        .get('/LiveCropPricing')
        .set('Accept-Language', 'gu')
        .set('Accept', 'application/json')
        .expect(503);
      expect(api.headers['retry-after']).toBe('5');
      expect(api.body).toEqual({
        statusCode: 503,
        message: 'AgroSense અત્યારે ખૂબ વ્યસ્ત છે. કૃપા કરીને થોડી સેકન્ડ પછી ફરી પ્રયાસ કરો.',
        error: 'Service Unavailable',
        code: 'PAGE.BUSY',
      });
      // Nothing was rendered for them, and other pages and health are not limited.
      expect(recorded()).toHaveLength(2);
      expect(counted).toEqual(['busy', 'busy']);
      await request(limited)
        .get('/dashboard')
        .expect(200, /<div id="root"><\/div>/);
      await request(limited).get('/api/health').expect(200);
      await Promise.all(running);
      await request(limited)
        .get('/LiveCropPricing')
        .set('Cookie', cookie('en', 'user-7', 'good'))
        .expect(200, /data-user="user-7"/);
    }, 10_000);

    it('stops a render that timed out and gives its place to the next one', async () => {
      const limited = appWith({ renderConcurrency: 1, renderTimeoutMs: 300 });
      const started = Date.now();
      const res = await request(limited)
        .get('/LiveCropPricing')
        .set('Cookie', cookie('en', 'slow-1', 'slow'))
        .expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      // The plain page came without waiting for the render (which would take 5 s); how much
      // sooner depends on the machine's load (2.98 s once on a busy CI), so only that is checked.
      expect(Date.now() - started).toBeLessThan(4500);
      // The render was told to stop (its API calls and React's work are aborted)...
      await until(() => lines(aborts).length === 1);
      expect(lines(aborts)).toEqual(['slow-1']);
      expect(counted).toEqual(['timed_out']);
      // ...and the one place there is went to the next request.
      await request(limited)
        .get('/LiveCropPricing')
        .set('Cookie', cookie('en', 'user-7', 'good'))
        .expect(200, /data-user="user-7"/);
    }, 20_000);

    it('renders nothing while the event loop is late, and renders again once it is not', async () => {
      let delay = 450;
      const limited = appWith({ maxEventLoopDelayMs: 200 }, () => delay);
      const late = await request(limited)
        .get('/LiveCropPricing')
        .set('Cookie', cookie('en', 'user-7', 'good'))
        .expect(200);
      expect(late.text).toContain('<div id="root"></div>');
      expect(recorded()).toEqual([]);
      expect(counted).toEqual(['shed_event_loop']);
      delay = 20;
      await request(limited)
        .get('/LiveCropPricing')
        .set('Cookie', cookie('en', 'user-7', 'good'))
        .expect(200, /data-user="user-7"/);
    });
  });
});
