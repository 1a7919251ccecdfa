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
