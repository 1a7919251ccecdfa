import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

export const supportedLanguages = ['en', 'hi', 'gu'] as const;
export type Language = (typeof supportedLanguages)[number];

export const languageStorageKey = 'language';

// English ships in the main bundle (it is also the fallback); Hindi and Gujarati are bundled as
// their own small chunks and loaded only by those who pick them, to keep the first load light.
const otherCatalogues: Record<Exclude<Language, 'en'>, () => Promise<{ default: typeof en }>> = {
  hi: () => import('./locales/hi.json'),
  gu: () => import('./locales/gu.json'),
};

function isLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language);
}

export function storedLanguage(): Language {
  const stored = localStorage.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : 'en';
}

async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const { default: catalogue } = await otherCatalogues[language]();
  i18n.addResourceBundle(language, 'translation', catalogue);
}

export async function changeLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  localStorage.setItem(languageStorageKey, language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...supportedLanguages],
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Resolves once the stored language's texts are loaded; render the app after it. */
export const i18nReady: Promise<void> = (async () => {
  const language = storedLanguage();
  if (language !== 'en') {
    try {
      await changeLanguage(language);
    } catch {
      // The catalogue could not be downloaded: carry on in English.
    }
  }
})();

export { i18n };
