// The reader's language as remembered in this browser. Kept apart from i18n.ts (which pulls in
// i18next and the English texts) so the tiny entry script can read it before any of that loads.

export const supportedLanguages = ['en', 'hi', 'gu'] as const;
export type Language = (typeof supportedLanguages)[number];

export const languageStorageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language);
}

export function storedLanguage(): Language {
  // No localStorage when the landing page is rendered at build time (src/prerender).
  if (typeof localStorage === 'undefined') return 'en';
  const stored = localStorage.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : 'en';
}

/**
 * The cookie that tells the server which language to send public pages in (they are rendered at
 * build time in each: docs/adr/0009-public-pages-work-before-the-app.md). The app writes it with
 * the stored language; the server writes it when a language link is followed before the app runs.
 */
export const languageCookieName = 'agrosense_lang';

function languageCookie(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = new RegExp(`(?:^|;\\s*)${languageCookieName}=([^;]*)`).exec(document.cookie)?.[1];
  return isLanguage(value) ? value : undefined;
}

/**
 * Brings the stored language up to date at start-up: a language chosen through the server (a
 * language link followed before the app ran, kept only in the cookie) wins; without a cookie or
 * a stored choice, the language the server picked for this page (the browser's preference) is
 * adopted, so the app does not switch the page back to English.
 */
export function reconcileStoredLanguage(served: string | undefined): void {
  if (typeof localStorage === 'undefined') return;
  const stored = localStorage.getItem(languageStorageKey);
  const chosen = languageCookie() ?? (isLanguage(stored) ? stored : undefined) ?? served;
  if (isLanguage(chosen) && chosen !== stored) localStorage.setItem(languageStorageKey, chosen);
}

/**
 * Takes a followed language link's `?lang=` out of the address, and remembers it: the server has
 * kept it in the cookie already, but a page the service worker answered from its copy never
 * reached the server.
 */
export function takeLanguageParameter(): void {
  const url = new URL(window.location.href);
  const chosen = url.searchParams.get('lang');
  if (chosen === null) return;
  if (isLanguage(chosen)) {
    localStorage.setItem(languageStorageKey, chosen);
    document.cookie = `${languageCookieName}=${chosen}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
  url.searchParams.delete('lang');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
