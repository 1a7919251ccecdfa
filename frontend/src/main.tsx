// The entry script: deliberately tiny. It decides how the app starts and loads it (boot.tsx).
import { writePageCookies } from './app/auth-storage';
import { canHydrate, serverData } from './app/prerendered';
import { whenFirstUsed } from './app/first-use';
import { reconcileStoredLanguage, takeLanguageParameter } from './i18n/stored-language';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Marks the page once the app runs (browser tests and support staff can tell). */
function running() {
  container!.dataset.app = 'running';
}

// Offline use and installing: the service worker registers from a chunk of its own, after the
// page has loaded, so it costs the first visit nothing.
function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('./components/pwa/register').then((pwa) => pwa.registerServiceWorker());
}

/** Chunk downloads started in one idle callback (see fetchAppWhenIdle). */
const DOWNLOADS_PER_IDLE_MOMENT = 4;

function whenLoadedAndIdle(work: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(work, { timeout: 2000 })
      : setTimeout(work, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * A member page the server rendered came with its data, so the app never asked the API for it.
 * Where the service worker keeps offline copies of public reads (prices, states), those reads are
 * fetched once the page has loaded, so the page reads offline later as before
 * (backend/src/shared/http/spa.ts lists them).
 */
function keepOfflineCopies() {
  const listed = document.getElementById('offline-copies')?.textContent;
  if (!listed || !navigator.serviceWorker?.controller) return;
  const { reads = [] } = JSON.parse(listed) as { reads?: unknown[] };
  // In the page's language, as the app's own client asks: the saved copy must match its calls
  // (the answers vary by Accept-Language).
  const headers = { 'Accept-Language': document.documentElement.lang || 'en' };
  for (const url of reads) {
    if (typeof url === 'string' && url.startsWith('/api/'))
      void fetch(url, { headers }).catch(() => {});
  }
}
window.addEventListener('load', keepOfflineCopies, { once: true });

/**
 * A page the server rendered links no script, so it paints from its first response. Once it has
 * loaded and the phone is idle, the app's chunks (listed in #app-chunks) are fetched at low
 * priority, so the first tap that needs the app waits only for it to start, not for the download
 * (docs/adr/0009-public-pages-work-before-the-app.md).
 */
function fetchAppWhenIdle(then?: () => void) {
  const listed = document.getElementById('app-chunks')?.textContent;
  if (!listed) return;
  const queued = (JSON.parse(listed) as unknown[]).filter(
    (href): href is string =>
      typeof href === 'string' &&
      href.startsWith('/assets/') &&
      !document.head.querySelector(`link[href="${CSS.escape(href)}"]`),
  );
  const fetched: Promise<unknown>[] = [];
  // Starting a download costs the main thread about 3 ms on a slow phone: started all at once, the
  // app's 70 chunks were one long task while the member reads. A few per idle moment instead.
  const startSome = () => {
    for (const href of queued.splice(0, DOWNLOADS_PER_IDLE_MOMENT)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      link.setAttribute('fetchpriority', 'low');
      fetched.push(
        new Promise((resolve) => {
          link.onload = resolve;
          link.onerror = resolve;
        }),
      );
      document.head.append(link);
    }
    if (queued.length > 0) whenLoadedAndIdle(startSome);
    else if (then) void Promise.all(fetched).then(() => whenLoadedAndIdle(then));
  };
  whenLoadedAndIdle(startSome);
}

/**
 * The app's code, run in three tasks instead of one: evaluating it all at once (React DOM, MUI
 * and its theme, the router, the screens) is a long task of about 140 ms on a slow phone, during
 * which a tap waits. Each dynamic import is evaluated in a task of its own; what an earlier step
 * evaluated is not evaluated again.
 */
async function loadApp(): Promise<typeof import('./boot')> {
  await import('react-dom/client');
  await import('./app/theme/theme');
  return import('./boot');
}

// A language chosen on a page the app had not started on came back as a cookie, and the page in
// that language (ADR 0009): the choice is remembered, and `?lang=` leaves the address.
takeLanguageParameter();
reconcileStoredLanguage(container.dataset.lang);
// Sessions that began before the page cookie existed get it now (ADR 0006).
writePageCookies();
const data = serverData(container);

if (canHydrate(container)) {
  // The page arrived rendered (the landing page, or a member page with its data: src/prerender)
  // and reads completely as it is; its links are plain links. The app (about 160 KB of script, a
  // second of work on a slow phone) is loaded and attached to that markup only when the visitor
  // first touches, clicks, types or tabs into the page; the button that started it is then
  // pressed again for them (app/first-use.ts). The service worker waits for that moment too.
  const startNow = whenFirstUsed(() =>
    loadApp()
      .then((app) => app.hydrate(container, data))
      .then((taken) => {
        running();
        if (document.readyState === 'complete') registerServiceWorker();
        else window.addEventListener('load', registerServiceWorker, { once: true });
        return taken;
      }),
  );
  // A returning visitor's service worker already holds the app: nothing is downloaded, so the app
  // starts as soon as the page has loaded and the browser is idle.
  if (navigator.serviceWorker?.controller) whenLoadedAndIdle(() => void startNow());
  // A member's page is there to be used (a listing opened, a filter changed): once its code has
  // arrived, the app starts while the member reads, so their first tap does not wait for it.
  // A public page is read first; its menu, links and languages work without the app.
  else if (container.dataset.user) fetchAppWhenIdle(() => void startNow());
  else fetchAppWhenIdle();
} else {
  void loadApp()
    .then((app) => app.render(container, data))
    .then(running);
  window.addEventListener('load', registerServiceWorker, { once: true });
}
