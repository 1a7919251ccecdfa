import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import type { components } from '../../frontend/src/api/schema';
import { tradeWorldTest, type TradeWorld } from '../support/trade-world';

// Every screen fits a phone: every route of frontend/src/app/paths.ts, public, as a member with a
// listing and orders, and /ops as an administrator, on a 360x640 touch screen in Hindi and in
// Gujarati. On each screen: no console error or warning, no failed request, no sideways
// scrolling, no control cut off by a box too narrow for it, tap targets of at least 48x48 CSS px,
// a number keypad for mobile numbers and quantities, and AgroBot's floating button on no control
// from the top of the screen to its bottom. Problems are collected per screen and reported together at the end, so one run
// shows them all. With SCREENSHOTS=<dir> it also saves a picture of each screen.

type Accounts = TradeWorld;

type Language = 'hi' | 'gu';

const PHONE = { width: 360, height: 640 } as const;
/** WCAG 2.5.5 (AAA) and the house rule: 48x48 CSS px; a quarter pixel spare for rounding. */
const MIN_TARGET = 48 - 0.25;

const test = tradeWorldTest;

type Route = {
  path: string;
  /** How the screen is named in the report and its picture's file (default: its path). */
  name?: string;
  /** The mobile-number and quantity fields it has: the keypad check must find them. */
  numberFields?: number;
  /** How to get there when not by address (from the screen before). */
  open?: (page: Page) => Promise<void>;
  /** What to close before the next screen (a dialog). */
  leave?: (page: Page) => Promise<void>;
};

/** A message catalogue of the app (frontend/src/i18n/locales), to find buttons by their name. */
function messages<T>(namespace: string, lang: Language): T {
  const file = join(__dirname, '../../frontend/src/i18n/locales', namespace, `${lang}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

type Common = {
  nav: { openMenu: string };
  sidebar: { openMenu: string };
  notifications: { button: string };
};

/** A menu or popup opened from the screen before, closed again with Escape. */
function opened(name: string, button: (lang: Language) => RegExp | string, lang: Language): Route {
  return {
    path: name.replace(/ \(.*$/, ''),
    name,
    open: async (page) => {
      await page
        .getByRole('button', { name: button(lang) })
        .first()
        .click();
      await expect(
        page.getByRole('dialog').or(page.getByRole('presentation')).first(),
      ).toBeVisible();
    },
    leave: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  };
}

const publicRoutes = (lang: Language): Route[] => [
  { path: '/' },
  { path: '/About' },
  opened('/About (navigation menu)', (l) => messages<Common>('', l).nav.openMenu, lang),
  { path: '/ContactUs', numberFields: 1 },
  { path: '/Feature' },
  { path: '/Login', numberFields: 1 },
  { path: '/Signup', numberFields: 1 },
  { path: '/forgot-password' },
  { path: '/no-such-page' },
];

/** Routes that show the same page as another one (paths.ts keeps the older app's spellings). */
const ALIASES: Record<string, string> = {
  '/Home': '/',
  '/login': '/Login',
  '/Dashboard': '/dashboard',
};

const memberRoutes = (a: Accounts, lang: Language): Route[] => [
  { path: '/dashboard' },
  opened('/dashboard (side menu)', (l) => messages<Common>('', l).sidebar.openMenu, lang),
  opened(
    '/dashboard (notifications)',
    // "Notifications, 3 new": the button's name begins with the words before the count.
    (l) =>
      new RegExp(`^${messages<Common>('', l).notifications.button.replace(/\{\{count\}\}.*/, '')}`),
    lang,
  ),
  { path: '/Setting' },
  { path: '/features/government-schemes' },
  { path: '/state-schemes/gujarat' },
  { path: '/features/MarketAccess' },
  {
    path: `/features/MarketAccess/product/${a.cropId}`,
    name: '/features/MarketAccess/product/<id>',
  },
  ...(lang === 'hi'
    ? [
        {
          // What opens on Buy Now (a buyer's; the seller has none on his own listing): the
          // quantity field a buyer types into.
          path: `/features/MarketAccess/product/${a.cropId}`,
          name: '/features/MarketAccess/product/<id> (Buy Now)',
          numberFields: 1,
          open: async (page: Page) => {
            const market = messages<{ buy: { buyNow: string } }>('market', lang);
            await page.getByRole('button', { name: market.buy.buyNow }).first().click();
            await expect(page.getByRole('dialog')).toBeVisible();
          },
          leave: async (page: Page) => {
            await page.keyboard.press('Escape');
            await expect(page.getByRole('dialog')).toHaveCount(0);
          },
        },
      ]
    : []),
  { path: '/product' },
  { path: `/orders/${a.orderId}`, name: '/orders/<new request>' },
  { path: `/orders/${a.tradeOrderId}`, name: '/orders/<accepted, with a problem>' },
  { path: `/orders/${a.doneOrderId}`, name: '/orders/<completed, reviewed>' },
  { path: `/users/${a.seller.userId}/reviews`, name: '/users/<seller>/reviews' },
  { path: '/features/expert' },
  { path: '/features/crop-detection' },
  { path: '/features/ai-chatbot' },
  { path: '/features/resources' },
  {
    // A machinery guide's address holds its database id: open it as a farmer does.
    path: '/features/resources/<first guide>',
    open: async (page) => {
      await page.evaluate(() => document.querySelector('main h1')?.setAttribute('data-left', ''));
      await page.locator('main a[href^="/features/resources/"]').first().click();
    },
  },
  { path: '/QuickSupport' },
  { path: '/Reports' },
  { path: '/OrderHistory' },
  { path: '/LiveCropPricing' },
  { path: '/Routine' },
  { path: '/CropSell', numberFields: 1 },
  { path: '/Bookmarks' },
  // What a farmer who is not an administrator sees there.
  { path: '/ops' },
];

// --- What the walk may meet on purpose. Every entry says why; anything else is a failure. ---

type Expected = {
  /** The screen it happens on (its path as walked, "/orders/<id>" and the like included). */
  route: RegExp;
  url: RegExp;
  /** The response's status; none: a request that fails without an answer. */
  status?: number;
  reason: string;
};

/** Responses of 400 and more, and failed requests, that a screen meets knowingly. */
const EXPECTED_FAILURES: Expected[] = [
  {
    route: /^\/dashboard$/,
    url: /\/api\/weather\?/,
    status: 503,
    reason:
      'the e2e server has no OPENWEATHER_API_KEY (nor internet): it says the weather is unavailable, ' +
      'and the weather card shows that state, which is what a farmer sees when the service is down',
  },
  {
    route: /^\/ContactUs$/,
    url: /^https?:\/\/([a-z0-9-]+\.)*openstreetmap\.org\//,
    reason:
      "the map is OpenStreetMap's page in a frame; a test machine without internet cannot load it",
  },
];

/** Console messages a screen prints knowingly (none: the failed loads above print their own). */
const EXPECTED_CONSOLE: { route: RegExp; text: RegExp; reason: string }[] = [];

/**
 * Offenders known and not fixed yet, each with who owns the fix; the walk still fails on anything
 * new, and prints the entries that no longer match anything. Each entry matches a problem's line,
 * "<language> <route>: <problem>". Empty: keep it that way.
 */
const KNOWN_ELSEWHERE: { problem: RegExp; owner: string }[] = [];

// --- The checks, run in the page. ---

type Findings = {
  overflow: string[];
  targets: string[];
  keypads: string[];
  /** Controls partly hidden by a box that clips them (a field cut off at a drawer's edge). */
  cutOff: string[];
  /** The mobile-number and quantity fields seen (so a route's count can be expected). */
  numberFields: string[];
};

/**
 * Runs in the page: sideways scrolling (and the widest element causing it), tap targets under
 * 48x48 CSS px, and mobile-number or quantity fields without a number keypad.
 */
function inspect(minTarget: number): Findings {
  const found: Findings = { overflow: [], targets: [], keypads: [], cutOff: [], numberFields: [] };
  const root = document.documentElement;

  const landmark = (el: Element): string => {
    const around = el.closest(
      '[role="dialog"], [role="menu"], [role="presentation"], header, nav, footer, main, aside',
    );
    if (!around) return 'page';
    const role = around.getAttribute('role');
    if (role && role !== 'presentation') return role;
    if (role === 'presentation') return 'popup';
    return around.tagName.toLowerCase();
  };

  const selectorOf = (el: Element): string => {
    const parts: string[] = [];
    let node: Element | null = el;
    while (node && node !== document.body && parts.length < 4) {
      let part = node.tagName.toLowerCase();
      if (node.id && !/^:|^mui-|^_r_|^«/.test(node.id)) {
        parts.unshift(`${part}#${CSS.escape(node.id)}`);
        break;
      }
      // MUI's class names say what a thing is; Emotion's generated ones (css-1x2y3z) do not.
      const classes = [...node.classList].filter((c) => !/^css-|^_/.test(c)).slice(0, 2);
      if (classes.length) part += `.${classes.map((c) => CSS.escape(c)).join('.')}`;
      parts.unshift(part);
      node = node.parentElement;
    }
    return parts.join(' > ');
  };

  const textOf = (el: Element | null): string =>
    (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

  /** An approximation of the accessible name, good enough to find the element again. */
  const nameOf = (el: Element): string => {
    const label = el.getAttribute('aria-label');
    if (label) return label;
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      const text = by
        .split(/\s+/)
        .map((id) => textOf(document.getElementById(id)))
        .join(' ')
        .trim();
      if (text) return text;
    }
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) {
      const text = [...(el.labels ?? [])].map(textOf).join(' ').trim();
      if (text) return text;
      if (el instanceof HTMLInputElement && el.placeholder) return el.placeholder;
    }
    const text = textOf(el);
    if (text) return text.slice(0, 60);
    const img = el.querySelector('img[alt], svg[aria-label]');
    return (
      img?.getAttribute('alt') ||
      img?.getAttribute('aria-label') ||
      el.getAttribute('title') ||
      '(no name)'
    );
  };

  const hidden = (el: Element): boolean => {
    if (el.closest('[aria-hidden="true"], [inert]')) return true;
    if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return true;
    const box = el.getBoundingClientRect();
    // Visually hidden (screen-reader text, file inputs behind a button).
    if (box.width <= 2 || box.height <= 2) return true;
    // Moved off the page until focused with a keyboard (the skip link): nothing to tap.
    if (box.bottom + window.scrollY <= 0 || box.right + window.scrollX <= 0) return true;
    const style = getComputedStyle(el);
    return style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
  };

  // 1. Sideways scrolling: the page is wider than the screen.
  const width = root.clientWidth;
  if (root.scrollWidth > width) {
    /** Whether an ancestor keeps the element's overflow in (it scrolls or clips there). */
    const contained = (el: Element): boolean => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.position === 'fixed') return true;
        if (style.overflowX !== 'visible' && up.getBoundingClientRect().right <= width + 0.5) {
          return true;
        }
      }
      return false;
    };
    let widest: { el: Element; right: number } | null = null;
    let count = 0;
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const right = box.right + window.scrollX;
      if (right <= width + 0.5 || contained(el)) continue;
      count += 1;
      // The first in document order wins a tie: the outermost one, the cause rather than its parts.
      if (!widest || right > widest.right + 0.5) widest = { el, right };
    }
    found.overflow.push(
      `page is ${root.scrollWidth}px wide on a ${width}px screen` +
        (widest
          ? `; widest: [${landmark(widest.el)}] ${selectorOf(widest.el)} "${nameOf(widest.el).slice(0, 40)}" reaches ${Math.round(widest.right)}px (${count} element(s) past the edge)`
          : ''),
    );
  }

  // 2. Tap targets.
  const controls = document.querySelectorAll(
    [
      'button',
      '[role="button"]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'a[href]',
      '[role="link"]',
      '[role="tab"]',
      '[role="combobox"]',
      '[role="menuitem"]',
      'summary',
    ].join(', '),
  );
  const isBlock = (el: Element) => !getComputedStyle(el).display.startsWith('inline');
  /** A link (or button) in a line of text: WCAG's inline exception. */
  const inlineInText = (el: Element): boolean => {
    // A phone number is what a farmer taps most on a phone: never too small, in a line or not.
    if (el.matches('a[href^="tel:"]')) return false;
    if (getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && !isBlock(block)) block = block.parentElement;
    if (!block) return false;
    return textOf(block).length > textOf(el).length + 1;
  };
  const big = (box: DOMRect) => box.width >= minTarget && box.height >= minTarget;
  for (const el of controls) {
    if (hidden(el) && !(el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type)))
      continue;
    if (el.closest('[aria-hidden="true"], [inert]')) continue;
    // Cut off: a box around it that clips or scrolls ends before it does (a drawer that scrolls
    // sideways to show the end of a field is as bad as one that hides it). A field is seen with
    // its frame (its border); MUI's transparent checkbox inputs are wider than their switch on
    // purpose, and clipped by it.
    const toggle = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type);
    if (!hidden(el) && !toggle) {
      let frame: Element = el;
      if (el.matches('input, select, textarea')) {
        frame = el.closest('.MuiInputBase-root') ?? el;
        for (let up = el.parentElement, i = 0; frame === el && up && i < 3; up = up.parentElement) {
          if (parseFloat(getComputedStyle(up).borderRightWidth) > 0) frame = up;
          i += 1;
        }
      }
      const own = frame.getBoundingClientRect();
      for (let up = frame.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX === 'visible') continue;
        const edge = up.getBoundingClientRect();
        const past = Math.max(own.right - edge.right, edge.left - own.left);
        if (past > 1) {
          found.cutOff.push(
            `[${landmark(el)}] ${el.getAttribute('role') ?? el.tagName.toLowerCase()} "${nameOf(el).slice(0, 60)}" is cut off by ${Math.round(past)}px at the edge of ${selectorOf(up)}`,
          );
          break;
        }
      }
    }
    if (
      (el as HTMLButtonElement).disabled ||
      el.closest('fieldset:disabled') ||
      el.getAttribute('aria-disabled') === 'true'
    ) {
      continue;
    }
    if (inlineInText(el)) continue;
    const boxes: DOMRect[] = [el.getBoundingClientRect()];
    // A field takes a tap anywhere in its box (MUI's outlined field, a Select's combobox in it);
    // a button inside a field (show the password, open the list) is a target of its own.
    const field = el.matches('input, select, textarea, [role="combobox"]')
      ? el.closest('.MuiInputBase-root')
      : null;
    if (field) boxes.push(field.getBoundingClientRect());
    if (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type)) {
      // MUI's checkbox is a transparent input over its round button: that button is the target,
      // unless a larger label around it takes the tap (then the label is what one aims at).
      const button = el.closest('.MuiButtonBase-root') ?? el;
      const label = el.closest('label');
      const own = button.getBoundingClientRect();
      if (own.width === 0) continue;
      if (label) {
        const around = label.getBoundingClientRect();
        if (around.width > own.width + 1 || around.height > own.height + 1) continue;
      }
      boxes.push(own);
    }
    // A link stretched over its card by a pseudo-element (the card's picture opens it too).
    for (const pseudo of ['::before', '::after']) {
      const style = getComputedStyle(el, pseudo);
      if (style.content === 'none' || style.position !== 'absolute') continue;
      let holder: Element | null = el;
      while (holder && getComputedStyle(holder).position === 'static') {
        holder = holder.parentElement;
      }
      if (!holder) continue;
      const around = holder.getBoundingClientRect();
      const [top, right, bottom, left] = [style.top, style.right, style.bottom, style.left].map(
        (v) => (v.endsWith('px') ? parseFloat(v) : NaN),
      );
      if ([top, right, bottom, left].some(Number.isNaN)) continue;
      boxes.push(
        new DOMRect(
          around.left + left,
          around.top + top,
          around.width - left - right,
          around.height - top - bottom,
        ),
      );
    }
    if (boxes.some(big)) continue;
    const box = boxes.reduce((a, b) => (a.width * a.height >= b.width * b.height ? a : b));
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    found.targets.push(
      `[${landmark(el)}] ${role} "${nameOf(el).slice(0, 60)}" is ${Math.round(box.width)}x${Math.round(box.height)} (${selectorOf(el)})`,
    );
  }

  // 3. Number keypads for mobile numbers and quantities.
  const numberish = /mobile|phone|quantity|qty|मोबाइल|फ़ोन|फोन|मात्रा|મોબાઇલ|ફોન|જથ્થો|માત્રા/i;
  for (const input of document.querySelectorAll('input')) {
    if (!['text', 'tel', 'number', 'search', ''].includes(input.getAttribute('type') ?? '')) {
      continue;
    }
    if (hidden(input)) continue;
    const labelled = [
      input.name,
      input.id,
      input.getAttribute('aria-label') ?? '',
      input.placeholder,
      ...[...(input.labels ?? [])].map(textOf),
    ].join(' ');
    const tel = input.autocomplete === 'tel' || input.autocomplete.endsWith(' tel');
    if (!tel && !numberish.test(labelled)) continue;
    found.numberFields.push(nameOf(input));
    const mode = input.inputMode;
    const quantity = /quantity|qty|मात्रा|જથ્થો|માત્રા/i.test(labelled);
    const ok =
      ['tel', 'number'].includes(input.type) ||
      mode === 'numeric' ||
      mode === 'tel' ||
      // Quantities may have decimals (2.5 kg): the keypad with a decimal point is the right one.
      (quantity && mode === 'decimal');
    if (!ok) {
      found.keypads.push(
        `field "${nameOf(input)}" (name=${input.name || '-'}) opens the letter keyboard: type=${input.type}, inputmode=${mode || '-'}`,
      );
    }
  }
  return found;
}

// --- Walking. ---

/** Problems seen on each screen, by "language route". */
type Report = Map<string, string[]>;

function note(report: Report, where: string, problem: string) {
  const list = report.get(where) ?? [];
  list.push(problem);
  report.set(where, list);
}

/** Watches the page: console errors and warnings, page errors, failed requests and responses. */
function watch(page: Page, report: Report, lang: Language, used: Set<Expected>) {
  let route = '(start)';
  const where = () => `${lang} ${route}`;
  // The screen each request was made on: a screen that is left cancels what it still fetches.
  const madeOn = new WeakMap<Request, string>();
  // The app's requests under way, to tell when a screen has fetched what it shows. The map's
  // frame is another site's and may hang without internet: it is not waited for.
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const settled = (request: Request) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    madeOn.set(request, route);
    if (request.frame() !== page.mainFrame()) return;
    pending.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  const expected = (url: string, status?: number) => {
    const match = EXPECTED_FAILURES.find(
      (e) => e.route.test(route) && e.url.test(url) && e.status === status,
    );
    if (match) used.add(match);
    return match !== undefined;
  };
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const text = message.text();
    if (EXPECTED_CONSOLE.some((e) => e.route.test(route) && e.text.test(text))) return;
    // Chromium's line for a failed load, whose request or response is reported (or expected)
    // below with its address.
    const failedLoad =
      /^Failed to load resource: (the server responded with a status of (\d+))?/.exec(text);
    if (failedLoad) {
      const status = failedLoad[2] ? Number(failedLoad[2]) : undefined;
      if (expected(message.location().url, status)) return;
    }
    note(report, where(), `console ${type}: ${text.slice(0, 300)}`);
  });
  page.on('pageerror', (error) => note(report, where(), `page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const url = request.url();
    const error = request.failure()?.errorText ?? '?';
    // React Query cancels a query whose screen has gone (its AbortSignal): not a failure.
    if (error === 'net::ERR_ABORTED' && madeOn.get(request) !== route) return;
    if (expected(url)) return;
    note(report, where(), `request failed: ${request.method()} ${url} (${error})`);
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const url = response.url();
    if (expected(url, response.status())) return;
    note(
      report,
      where(),
      `response ${response.status()}: ${response.request().method()} ${url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
  });
  return {
    at(path: string) {
      route = path;
    },
    /**
     * Resolves once no request has been under way for `quietMs` (the screen has what it fetched
     * and has drawn it), or after `maxMs` (the bell's poll may come at any time).
     */
    async quiet(quietMs = 400, maxMs = 5_000) {
      const start = Date.now();
      while (Date.now() - start < maxMs) {
        if (pending.size === 0 && Date.now() - lastChange >= quietMs) return;
        await page.waitForTimeout(50);
      }
    },
  };
}

type Watcher = ReturnType<typeof watch>;

/** The page's own content is in: its h1, and no spinner, skeleton or busy region left. */
async function settle(page: Page, watcher: Watcher) {
  await expect(page.locator('main h1:not([data-left])').first()).toBeVisible();
  // What the screen fetches (its list, its pictures), then what that adds to the screen.
  await watcher.quiet();
  // A popup that grows in (MUI's Grow scales it from 75 %) would be measured small mid-way: wait
  // for every transition and animation that ends (a spinner's never does).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await expect(
    page.locator('[aria-busy="true"], .MuiSkeleton-root, .MuiCircularProgress-root'),
  ).toHaveCount(0);
}

/**
 * Moves the app to `path` the way its own links do (history and popstate), so the app is not
 * loaded again for every screen (a11y.spec.ts does the same).
 */
async function navigate(page: Page, path: string) {
  // The server-rendered landing page starts the app on the visitor's first interaction.
  if ((await page.locator('#root[data-app="running"]').count()) === 0) {
    await page.keyboard.press('Shift');
    await expect(page.locator('#root[data-app="running"]')).toHaveCount(1);
  }
  await page.evaluate((to) => {
    document.querySelector('main h1')?.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const shots = process.env.SCREENSHOTS;

/** Scroll positions at which AgroBot's button is checked: top, bottom and between. */
const FAB_STOPS = 4;

/**
 * Runs in the page: scrolled to `stop` of `stops` (0 the top, stops - 1 the bottom), the controls
 * that AgroBot's floating button lies on, once it has settled (it steps aside from controls).
 */
async function controlsUnderAgroBot(at: { stop: number; stops: number }): Promise<string[]> {
  const max = document.documentElement.scrollHeight - innerHeight;
  window.scrollTo(0, Math.round((max * at.stop) / Math.max(1, at.stops - 1)));
  // A frame to notice the scroll, then its short transition.
  await new Promise((resolve) => setTimeout(resolve, 250));
  const fab = document.querySelector('[data-agrobot-spot] button');
  if (!fab?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
  const f = fab.getBoundingClientRect();
  const controls = document.querySelectorAll(
    'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"], [role="slider"]',
  );
  const under: string[] = [];
  for (const control of controls) {
    if (fab.contains(control) || control.contains(fab) || !control.checkVisibility()) continue;
    // Per line box: a link that wraps covers less than its bounding box.
    const overlaps = [...control.getClientRects()].some(
      (r) =>
        r.width >= 1 &&
        r.height >= 1 &&
        r.right > f.left &&
        r.left < f.right &&
        r.bottom > f.top &&
        r.top < f.bottom,
    );
    if (!overlaps) continue;
    const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
    under.push(`${control.tagName.toLowerCase()} "${name.slice(0, 40)}" at scroll ${scrollY}`);
  }
  return under;
}

/**
 * Runs in the page: waits for AgroBot's button to settle. It checks its corner once the phone is
 * idle after a change of the page (at the latest 500 ms later), then grows or shrinks in a short
 * transition; measured halfway, it would be a small tap target that no reader ever meets.
 */
async function agroBotSettled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 600));
  const fab = document.querySelector('[data-agrobot-spot] button');
  const moving = fab?.getAnimations({ subtree: true }) ?? [];
  await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
}

async function check(page: Page, report: Report, lang: Language, route: Route) {
  await page.evaluate(agroBotSettled);
  const found = await page.evaluate(inspect, MIN_TARGET);
  const path = route.name ?? route.path;
  const where = `${lang} ${path}`;
  if (found.numberFields.length < (route.numberFields ?? 0)) {
    note(
      report,
      where,
      `the keypad check found ${found.numberFields.length} mobile-number or quantity field(s), not ${route.numberFields}: ${found.numberFields.join(', ')}`,
    );
  }
  for (const line of found.overflow) note(report, where, `sideways scrolling: ${line}`);
  for (const line of found.targets) note(report, where, `small tap target: ${line}`);
  for (const line of found.keypads) note(report, where, `no number keypad: ${line}`);
  for (const line of found.cutOff) note(report, where, `cut off: ${line}`);
  for (let stop = 0; stop < FAB_STOPS; stop++) {
    const under = await page.evaluate(controlsUnderAgroBot, { stop, stops: FAB_STOPS });
    for (const line of under) note(report, where, `AgroBot's button lies on ${line}`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  const name = `${lang}${path.replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-$/, '');
  // Screen by screen, as the phone shows it: a full-page picture would resize the viewport, and
  // Chromium then leaves the touch emulation (the page is drawn with a mouse's sizes).
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let i = 0; i * PHONE.height < height && i < 8; i++) {
    await page.evaluate((y) => window.scrollTo(0, y), i * PHONE.height);
    await page.screenshot({ path: join(shots, `${name}-${i}.png`), scale: 'css' });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function walk(page: Page, report: Report, lang: Language, routes: Route[], watcher: Watcher) {
  for (const [i, route] of routes.entries()) {
    watcher.at(route.name ?? route.path);
    if (route.open) await route.open(page);
    else if (i === 0) await page.goto(route.path);
    else await navigate(page, route.path);
    await settle(page, watcher);
    await check(page, report, lang, route);
    await route.leave?.(page);
  }
}

async function phoneContext(browser: Browser, lang: Language): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    screen: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  // Only the app's own document: the contact page's map is another site's sandboxed frame, where
  // reading localStorage throws.
  await context.addInitScript((l) => {
    if (window === window.top) localStorage.setItem('language', l);
  }, lang);
  return context;
}

type OpsData = {
  runs: components['schemas']['PriceSyncOverviewDto'];
  problems: components['schemas']['ProblemListDto'];
  messages: components['schemas']['MessageListDto'];
};

/**
 * An administrator's /ops, laid out with known data: the browser is told this member is one
 * (their profile's role) and is answered the two administrator lists, with an open problem
 * (its form opened) and the usual sync runs: the page is then laid out as an administrator sees it.
 */
async function openOpsAsAdmin(page: Page, a: Accounts, watcher: Watcher) {
  const now = Date.now();
  const iso = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const data: OpsData = {
    runs: {
      source: { kind: 'sample', label: 'Sample prices' },
      schedule: '0 */6 * * *',
      nextRunAt: iso(-120),
      lastSuccessAt: iso(240),
      data: [
        {
          _id: 'run-2',
          trigger: 'schedule',
          status: 'failed',
          startedAt: iso(30),
          finishedAt: iso(29),
          pages: 3,
          fetched: 12_345,
          upserted: 0,
          error: 'data.gov.in answered 503 Service Unavailable three times in a row',
        },
        {
          _id: 'run-1',
          trigger: 'startup',
          status: 'succeeded',
          startedAt: iso(240),
          finishedAt: iso(238),
          pages: 12,
          fetched: 98_765,
          upserted: 98_700,
          error: null,
        },
      ],
    },
    problems: {
      page: 1,
      limit: 20,
      total: 1,
      data: [
        {
          _id: 'problem-1',
          orderId: a.tradeOrderId,
          cropName: a.cropName,
          reason: 'quality_not_as_listed',
          reporterRole: 'buyer',
          reporterName: a.buyerName,
          otherPartyName: a.sellerName,
          text: 'आधा माल गीला है',
          photoUrl: null,
          createdAt: iso(60),
          resolvedAt: null,
          resolutionNote: null,
        },
      ],
    },
    messages: {
      counts: { queued: 1, sending: 0, sent: 1, delivered: 0, read: 0, failed: 1 },
      provider: { sms: 'dev-outbox', whatsapp: 'whatsapp-cloud' },
      total: 2,
      page: 1,
      limit: 50,
      items: [
        {
          id: 'message-2',
          channel: 'whatsapp',
          provider: 'whatsapp-cloud',
          to: '98•••••210',
          language: 'hi',
          template: 'order_placed',
          text: `AgroSense: ${a.cropName} का नया ऑर्डर, 40 किलो। देखें: https://agrosense.in/o/0LuI7OVixb7y7urWHtxdIW`,
          segments: 2,
          status: 'failed',
          attempts: 1,
          lastError: 'whatsapp:131026',
          createdAt: iso(20),
          notBefore: iso(20),
          sentAt: null,
        },
        {
          id: 'message-1',
          channel: 'sms',
          provider: 'dev-outbox',
          to: '98•••••210',
          language: 'hi',
          template: 'order_placed',
          text: `AgroSense: ${a.cropName} का नया ऑर्डर, 40 किलो। देखें: https://agrosense.in/o/0LuI7OVixb7y7urWHtxdIW`,
          segments: 2,
          status: 'sent',
          attempts: 1,
          lastError: null,
          createdAt: iso(20),
          notBefore: iso(20),
          sentAt: iso(19),
        },
      ],
    },
  };
  await page.route('**/api/auth/users/*', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const profile = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...profile, role: 'admin' } });
  });
  await page.route('**/api/market-prices/sync-runs', (route) => route.fulfill({ json: data.runs }));
  await page.route('**/api/ops/messages?*', (route) =>
    route.fulfill({ json: data.messages, headers: { 'X-Total-Count': '2' } }),
  );
  await page.route('**/api/ops/problems?*', (route) => route.fulfill({ json: data.problems }));
  await page.goto('/ops');
  await settle(page, watcher);
  // On a phone the sync runs are cards, not a table that scrolls sideways.
  await expect(page.locator('main ul[aria-label] > li').first()).toBeVisible();
  await expect(page.locator('main table')).toHaveCount(0);
  // The resolve form, as an administrator opens it (its note field and confirm button).
  await page.locator('main li button').first().click();
  await expect(page.locator('main li textarea').first()).toBeVisible();
}

for (const lang of ['hi', 'gu'] as const) {
  test(`every screen fits a 360x640 touch phone in ${lang === 'hi' ? 'Hindi' : 'Gujarati'}`, async ({
    browser,
    accounts,
  }) => {
    test.setTimeout(150_000);
    const report: Report = new Map();
    const context = await phoneContext(browser, lang);
    const page = await context.newPage();
    // As on a farmer's phone: animations on (a slide-in that pushes the page wider would count).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const used = new Set<Expected>();
    const watcher = watch(page, report, lang, used);

    // Anonymous.
    await walk(page, report, lang, publicRoutes(lang), watcher);
    // A touch screen, as the app's touch sizes (app/theme/touch.ts) see it.
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);

    // A member: the Hindi reader is the buyer, the Gujarati reader the seller (with an order
    // request waiting), so both sides of an order are seen.
    const session = lang === 'hi' ? accounts.buyer : accounts.seller;
    await page.evaluate(({ token, userId }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userId', userId);
    }, session);
    await walk(page, report, lang, memberRoutes(accounts, lang), watcher);

    // The administrator's page.
    const ops: Route = { path: '/ops', name: '/ops (administrator)' };
    watcher.at(ops.name!);
    await openOpsAsAdmin(page, accounts, watcher);
    await check(page, report, lang, ops);
    await context.close();

    // One readable list: every screen and its problems, known ones of other areas left out.
    const known = new Set<(typeof KNOWN_ELSEWHERE)[number]>();
    const lines: string[] = [];
    for (const [where, problems] of report) {
      const unknown = problems.filter((p) => {
        const entry = KNOWN_ELSEWHERE.find((k) => k.problem.test(`${where}: ${p}`));
        if (entry) known.add(entry);
        return !entry;
      });
      if (unknown.length) lines.push(`${where}\n${unknown.map((p) => `  - ${p}`).join('\n')}`);
    }
    const stale = KNOWN_ELSEWHERE.filter((k) => !known.has(k)).map(
      (k) => `${k.owner}: ${k.problem}`,
    );
    if (stale.length)
      console.log(
        `KNOWN_ELSEWHERE entries that matched nothing (remove them):\n${stale.join('\n')}`,
      );
    const unused = EXPECTED_FAILURES.filter((e) => !used.has(e)).map(
      (e) => `${e.url} (${e.reason})`,
    );
    if (unused.length)
      console.log(`Expected failures that did not happen in ${lang}:\n${unused.join('\n')}`);
    expect(
      lines.length,
      `Problems on a 360x640 touch phone in ${lang}:\n${lines.join('\n')}\n`,
    ).toBe(0);
  });
}

test('the walk covers every path of frontend/src/app/paths.ts', () => {
  const file = readFileSync(join(__dirname, '../../frontend/src/app/paths.ts'), 'utf8');
  // The `paths` object only (routePatterns below it repeats the routes with parameters).
  const source = file.slice(0, file.indexOf('export const routePatterns'));
  expect(source).toContain('export const paths');
  const declared = [...source.matchAll(/'(\/[^']*)'|`(\/[^`$]*)\$\{/g)].map((m) => m[1] ?? m[2]);
  expect(declared.length).toBeGreaterThan(20);
  const placeholder: Accounts = {
    seller: { token: '', userId: '<seller>' },
    buyer: { token: '', userId: '' },
    sellerName: '',
    buyerName: '',
    cropId: '<id>',
    cropName: '',
    orderId: '<id>',
    tradeOrderId: '<id>',
    doneOrderId: '<id>',
  };
  const visited = [
    ...publicRoutes('gu').map((r) => r.path),
    ...memberRoutes(placeholder, 'gu').map((r) => r.path),
    ...Object.keys(ALIASES),
  ];
  const missing = declared.filter(
    (path) => !visited.some((v) => v === path || (path.endsWith('/') && v.startsWith(path))),
  );
  expect(missing).toEqual([]);
});

test('the checks find what they look for: a wide table, small targets, a letter keyboard', async ({
  browser,
}) => {
  const context = await phoneContext(browser, 'hi');
  const page = await context.newPage();
  await page.setContent(`
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>body { margin: 0; font: 16px sans-serif }</style>
    <main>
      <h1>Prices</h1>
      <table id="prices" style="width: 520px"><tr><td>Wheat</td></tr></table>
      <div style="overflow-x: auto"><table style="width: 900px"><tr><td>Scrolls in its box</td></tr></table></div>
      <button style="width: 32px; height: 32px" aria-label="Close"></button>
      <button style="width: 96px; height: 48px">Sell</button>
      <div style="width: 200px; overflow: hidden"><button style="width: 240px; height: 48px">Search</button></div>
      <div style="width: 200px; overflow-y: auto"><form style="box-sizing: border-box; width: 210px; border: 1px solid; padding: 0 12px"><input aria-label="Find" style="width: 150px; height: 48px; border: 0"></form></div>
      <a href="/orders" style="display: inline-block; padding: 2px">All orders</a>
      <p>Read the <a href="/rules">rules</a> before you sell.</p>
      <p>Call <a href="tel:+919876543210">98765 43210</a> for help.</p>
      <label>Mobile number <input name="mobile" type="text" style="height: 48px"></label>
      <label>Quantity (kg) <input name="quantity" type="text" inputmode="decimal" style="height: 48px"></label>
    </main>`);
  const found = await page.evaluate(inspect, MIN_TARGET);
  await context.close();
  expect(found.overflow).toHaveLength(1);
  expect(found.overflow[0]).toMatch(
    /^page is \d+px wide on a 360px screen; widest: \[main\] table#prices/,
  );
  expect(found.targets).toEqual([
    expect.stringMatching(/^\[main\] button "Close" is 32x32 /),
    expect.stringMatching(/^\[main\] a "All orders" is \d+x\d+ /),
    // In a sentence, but a phone number: the one link a farmer always taps.
    expect.stringMatching(/^\[main\] a "98765 43210" is \d+x\d+ /),
  ]);
  expect(found.cutOff).toEqual([
    expect.stringMatching(
      /^\[main\] button "Search" is cut off by 40px at the edge of main > div$/,
    ),
    // The input itself fits; its frame (the form's border) runs 10 px past the box that scrolls.
    expect.stringMatching(/^\[main\] input "Find" is cut off by 10px at the edge of main > div$/),
  ]);
  expect(found.numberFields).toEqual(['Mobile number', 'Quantity (kg)']);
  expect(found.keypads).toEqual([
    'field "Mobile number" (name=mobile) opens the letter keyboard: type=text, inputmode=-',
  ]);
});

test('the AgroBot check finds the button lying on a control, and not where it has stepped aside', async ({
  browser,
}) => {
  const context = await phoneContext(browser, 'hi');
  const page = await context.newPage();
  const spot = (style: string) =>
    `<div data-agrobot-spot style="position: fixed; right: 16px; bottom: 84px"><button aria-label="AgroBot" style="width: 56px; height: 56px; ${style}"></button></div>`;
  const screen = (button: string) => `
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>body { margin: 0; font: 16px sans-serif }</style>
    <main><h1>Routine</h1><div style="height: 900px"></div>
      <p>Read the <a href="/rules">rules</a> first.</p>
      <div style="text-align: right"><button style="height: 48px">Save</button></div>
      <div style="height: 60px"></div>
    </main>${button}`;
  await page.setContent(screen(spot('')));
  const under = await page.evaluate(controlsUnderAgroBot, { stop: 1, stops: 2 });
  expect(under).toEqual([expect.stringMatching(/^button "Save" at scroll \d+$/)]);
  await page.setContent(screen(spot('visibility: hidden; transform: scale(0)')));
  expect(await page.evaluate(controlsUnderAgroBot, { stop: 1, stops: 2 })).toEqual([]);
  await context.close();
});
