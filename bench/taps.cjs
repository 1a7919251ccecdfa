// What a farmer on a cheap phone feels: how long a tap takes to show its result, measured in
// Debian's Chromium with the slow-phone profile (slow 4G: 150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up; the CPU 4x slower; a 360x640 touch screen), every run in a fresh browser context
// (cold HTTP cache, no service worker). Used by `npm run bench:web` (bench/web.cjs).
//
// A public page is opened and left alone until the network has been quiet for a second (the
// visitor reads), then the menu is tapped and then one of its entries; each tap is timed from the
// moment it is sent until its result can be used: the entry is on screen and on top, the next
// page's heading is on screen, a form's field is editable and its button enabled, the page reads
// in the other language. Member pages are opened logged in (a stored session, as a returning
// member's phone has) and timed from navigation to their first listing card / price row, then
// their first tap (a listing's details) is timed the same way.
const { findChromium } = require('../scripts/find-chromium.cjs');

const PROFILE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
  viewport: { width: 360, height: 640 },
};
const QUIET_MS = 1000;
const QUIET_LIMIT_MS = 20_000;
const RESULT_LIMIT_MS = 20_000;

/** Helpers that run inside the page (stringified into each check). */
const IN_PAGE = `
  const onTop = (el) => {
    if (!el || !el.checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const y = r.top + Math.min(r.height / 2, 20);
    if (y < 0 || y >= innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return !!hit && (el === hit || el.contains(hit) || hit.contains(el));
  };
  const visibleLink = (href) =>
    [...document.querySelectorAll('a[href="' + href + '"]')].find((a) => onTop(a));
  const heading = () => [...document.querySelectorAll('main h1, h1')].find((h) => onTop(h) && h.textContent.trim());
  // Laid out and painted, though perhaps below the fold (a list under the page's header).
  const shown = (el) => !!el && el.checkVisibility() && el.getBoundingClientRect().height > 0;
  const noSpinner = () => ![...document.querySelectorAll('[role=progressbar]')].some((p) => onTop(p));
`;

/** A check that holds once the result of a tap can be used; `arg` is passed to it. */
const checks = {
  menuOpen: `(href) => !!visibleLink(href)`,
  page: `(path) => location.pathname === path && !!heading() && noSpinner()`,
  form: `(path) => {
    if (location.pathname !== path) return false;
    const field = [...document.querySelectorAll('main input[name="mobile"], main input[name="name"]')].find((f) => onTop(f));
    if (!field || field.disabled || field.readOnly) return false;
    const button = field.form?.querySelector('button[type="submit"]');
    return !!button && !button.disabled && button.getAttribute('aria-disabled') !== 'true';
  }`,
  // The menu may stay open over the page: the heading need not be on top, only translated.
  language: `(lang) => document.documentElement.lang === lang &&
    [...document.querySelectorAll('h1')].some((h) => h.checkVisibility() && /[\\u0900-\\u097F\\u0A80-\\u0AFF]/.test(h.textContent))`,
  dialog: `() => [...document.querySelectorAll('[role="dialog"]')].some((d) => onTop(d.querySelector('h2, h1') ?? d))`,
  listingCard: `() => [...document.querySelectorAll('main article')].some((a) => shown(a))`,
  // A table row on a wide screen, a card on a phone: either holds a price.
  priceRow: `() => [...document.querySelectorAll('main table tbody tr, main ul > li')].some((r) => shown(r) && r.textContent.includes('₹'))`,
};

async function waitFor(page, check, arg, limitMs = RESULT_LIMIT_MS) {
  const started = Date.now();
  const fn = `(() => { ${IN_PAGE} return (${check})(${JSON.stringify(arg ?? null)}); })()`;
  while (Date.now() - started < limitMs) {
    try {
      if (await page.evaluate(fn)) return Date.now() - started;
    } catch {
      // The page is navigating: its old document is gone; check the new one.
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  if (process.env.BENCH_TAPS_FAILED_SHOT)
    await page.screenshot({ path: process.env.BENCH_TAPS_FAILED_SHOT }).catch(() => {});
  throw new Error(
    `not shown within ${limitMs} ms: ${check.slice(0, 60)} (${arg}) on ${page.url()}`,
  );
}

/** Resolves once no request has been in flight for QUIET_MS. */
function networkQuiet(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (d) => () => {
    inFlight += d;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async () => {
    const started = Date.now();
    while (Date.now() - started < QUIET_LIMIT_MS) {
      if (inFlight <= 0 && Date.now() - lastChange >= QUIET_MS) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
}

async function slowPhone(browser, { session, cookies = [] } = {}) {
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
    locale: 'en-IN',
    // A phone's browser: Chromium then says so in its client hints (Sec-CH-UA-Mobile: ?1).
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  });
  if (cookies.length) await context.addCookies(cookies);
  if (session) {
    await context.addInitScript(({ token, userId }) => {
      if (!localStorage.getItem('authToken')) {
        localStorage.setItem('authToken', token);
        localStorage.setItem('userId', userId);
      }
    }, session);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBitsPerSecond / 8,
    uploadThroughput: PROFILE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  return { context, page };
}

/** Taps what the locator finds and times until `check` holds. */
async function timedTap(page, locator, check, arg) {
  await locator.waitFor({ state: 'visible', timeout: RESULT_LIMIT_MS });
  // Below the fold the reader scrolls to it first (not timed).
  await locator.scrollIntoViewIfNeeded();
  await new Promise((r) => setTimeout(r, 300));
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to tap');
  const started = Date.now();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + Math.min(box.height / 2, 20));
  const tapMs = Date.now() - started;
  return tapMs + (await waitFor(page, check, arg));
}

/** The public menu entries a visitor taps first, and what each must show. */
const PUBLIC_TAPS = [
  { name: 'Language (हिन्दी)', language: 'hi', check: 'language' },
  { name: 'About', href: '/About', check: 'page' },
  { name: 'Features', href: '/Feature', check: 'page' },
  { name: 'Contact', href: '/ContactUs', check: 'page' },
  { name: 'Login', href: '/Login', check: 'form' },
  { name: 'Signup', href: '/Signup', check: 'form' },
];

const menuButton = (page) =>
  page
    .locator('header button[aria-haspopup="dialog"], header [popovertarget]')
    .filter({ visible: true })
    .last();

async function publicRun(browser, origin, target) {
  const { context, page } = await slowPhone(browser);
  try {
    const quiet = networkQuiet(page);
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 60_000 });
    await quiet();
    const languageEntry = `a[hreflang="${target.language}"], [role="menuitem"][lang="${target.language}"]`;
    const languageButton = `button[aria-haspopup="menu"]`;
    let menuMs = await timedTap(
      page,
      menuButton(page),
      target.language
        ? `() => [...document.querySelectorAll('${languageEntry}, ${languageButton}')].some((e) => onTop(e))`
        : checks.menuOpen,
      target.href,
    );
    const entry = page.locator(target.language ? languageEntry : `a[href="${target.href}"]`);
    // A language switcher that is a menu of its own is opened first; that tap counts as the menu's.
    if (target.language && !(await entry.filter({ visible: true }).count())) {
      menuMs += await timedTap(
        page,
        page.locator(languageButton).filter({ visible: true }).last(),
        `() => [...document.querySelectorAll('${languageEntry}')].some((e) => onTop(e))`,
      );
    }
    const resultMs = await timedTap(
      page,
      entry.filter({ visible: true }).last(),
      checks[target.check],
      target.language ?? target.href,
    );
    return { menuMs, resultMs };
  } finally {
    await context.close();
  }
}

async function memberRun(browser, origin, target, session) {
  const cookies = target.cookies ?? [];
  const { context, page } = await slowPhone(browser, { session, cookies });
  try {
    const quiet = networkQuiet(page);
    const started = Date.now();
    if (process.env.BENCH_VERBOSE)
      page.once('request', (r) => console.log('  hints', r.headers()['sec-ch-ua-mobile']));
    await page.goto(`${origin}${target.path}`, { waitUntil: 'commit', timeout: 60_000 });
    const shownMs = Date.now() - started + (await waitFor(page, checks[target.check]));
    await quiet();
    let tapMs;
    if (target.tap) {
      tapMs = await timedTap(page, page.locator(target.tap).first(), checks.dialog);
    }
    return { shownMs, tapMs };
  } finally {
    await context.close();
  }
}

function median(values) {
  const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined;
}

/**
 * Runs every tap `runs` times and returns one row per measured result with the median.
 * `memberCookies(origin)` gives the cookies of a returning member (the page cookie of ADR 0006).
 */
async function measureTaps({ origin, session, memberCookies = [], runs = 3, log = () => {} }) {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({
    executablePath: findChromium() ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  try {
    const only = process.env.BENCH_TAPS_ONLY?.split(',');
    const wanted = (name) => !only || only.some((o) => name.includes(o));
    for (const target of PUBLIC_TAPS.filter((t) => wanted(t.name))) {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        results.push(await publicRun(browser, origin, target));
        log(`  ${target.name} run ${i + 1}: ${JSON.stringify(results.at(-1))}`);
      }
      rows.push({
        name: `tap menu (for ${target.name})`,
        ms: median(results.map((r) => r.menuMs)),
        targetMs: 1000,
        runs: results.map((r) => r.menuMs),
      });
      rows.push({
        name: target.check === 'form' ? `tap ${target.name}: usable form` : `tap ${target.name}`,
        ms: median(results.map((r) => r.resultMs)),
        targetMs: target.check === 'form' ? 1500 : 1000,
        runs: results.map((r) => r.resultMs),
      });
    }
    const memberTargets = [
      {
        name: 'Market Access, first listing card',
        path: '/features/MarketAccess',
        check: 'listingCard',
        tap: 'main article button[aria-label]',
        tapName: 'Market Access, first tap (listing details)',
      },
      { name: 'Live crop prices, first row', path: '/LiveCropPricing', check: 'priceRow' },
    ];
    for (const target of memberTargets.filter((t) => wanted(t.name))) {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        results.push(
          await memberRun(browser, origin, { ...target, cookies: memberCookies }, session),
        );
        log(`  ${target.name} run ${i + 1}: ${JSON.stringify(results.at(-1))}`);
      }
      rows.push({
        name: target.name,
        ms: median(results.map((r) => r.shownMs)),
        targetMs: 2000,
        runs: results.map((r) => r.shownMs),
      });
      if (target.tap)
        rows.push({
          name: target.tapName,
          ms: median(results.map((r) => r.tapMs)),
          targetMs: 1000,
          runs: results.map((r) => r.tapMs),
        });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function reportTaps(rows) {
  console.log(
    `- taps on the slow-phone profile (${PROFILE.latencyMs} ms RTT, ${PROFILE.downloadBitsPerSecond / 1e6} Mbit/s, ${PROFILE.cpuSlowdown}x CPU, 360x640, cold cache), median:`,
  );
  for (const row of rows) {
    const ok = row.ms !== undefined && row.ms <= row.targetMs;
    console.log(
      `  - ${row.name}: ${row.ms === undefined ? 'n/a' : `${(row.ms / 1000).toFixed(2)} s`} (runs ${row.runs.map((r) => (r / 1000).toFixed(2)).join('/')}; target ${(row.targetMs / 1000).toFixed(1)} s) ${ok ? 'met' : 'MISSED'}`,
    );
  }
  return rows.every((r) => r.ms !== undefined && r.ms <= r.targetMs);
}

module.exports = { measureTaps, reportTaps, PROFILE };
