import { i18n, lazyNamespaces } from './i18n';

let keeping = false;

/**
 * Where a service worker keeps the app for offline use, loads every page's texts in the reader's
 * language (and English, the fallback) in idle time, now and after each switch: offline, a page
 * whose code was saved in one language then opens in the other with its texts, never with raw
 * keys. About 30 KB compressed a language, once; the member layout starts it, so the landing page
 * does not pay for it (docs/languages.md, "Offline").
 */
export function keepTextsForOffline(): void {
  if (keeping || typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  keeping = true;
  const load = () => {
    if (!navigator.onLine) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2000));
    idle(() => void i18n.loadNamespaces(Object.keys(lazyNamespaces)).catch(() => undefined));
  };
  load();
  i18n.on('languageChanged', load);
}
