import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { writePageCookies } from '../app/auth-storage';
import { loadScriptFont } from './script-fonts';

import {
  isLanguage,
  languageStorageKey,
  storedLanguage,
  supportedLanguages,
  type Language,
} from './stored-language';

export { languageStorageKey, storedLanguage, supportedLanguages, type Language };

// English ships in the main bundle (it is also the fallback); Hindi and Gujarati are bundled as
// their own small chunks and loaded only by those who pick them, to keep the first load light.
const otherCatalogues: Record<Exclude<Language, 'en'>, () => Promise<{ default: typeof en }>> = {
  hi: () => import('./locales/hi.json'),
  gu: () => import('./locales/gu.json'),
};

type CatalogueLoader = () => Promise<{ default: object }>;

// Screens that are not on the landing page keep their texts in a namespace of their own, downloaded
// with them: `useTranslation('accounts')` suspends the screen until its texts arrive, and once a
// namespace is in use i18next also loads it for any language the user switches to.
export const lazyNamespaces: Record<string, Record<Language, CatalogueLoader>> = {
  advisory: {
    en: () => import('./locales/advisory/en.json'),
    hi: () => import('./locales/advisory/hi.json'),
    gu: () => import('./locales/advisory/gu.json'),
  },
  accounts: {
    en: () => import('./locales/accounts/en.json'),
    hi: () => import('./locales/accounts/hi.json'),
    gu: () => import('./locales/accounts/gu.json'),
  },
  market: {
    en: () => import('./locales/market/en.json'),
    hi: () => import('./locales/market/hi.json'),
    gu: () => import('./locales/market/gu.json'),
  },
  prices: {
    en: () => import('./locales/prices/en.json'),
    hi: () => import('./locales/prices/hi.json'),
    gu: () => import('./locales/prices/gu.json'),
  },
  schemes: {
    en: () => import('./locales/schemes/en.json'),
    hi: () => import('./locales/schemes/hi.json'),
    gu: () => import('./locales/schemes/gu.json'),
  },
  resources: {
    en: () => import('./locales/resources/en.json'),
    hi: () => import('./locales/resources/hi.json'),
    gu: () => import('./locales/resources/gu.json'),
  },
  info: {
    en: () => import('./locales/info/en.json'),
    hi: () => import('./locales/info/hi.json'),
    gu: () => import('./locales/info/gu.json'),
  },
  guides: {
    en: () => import('./locales/guides/en.json'),
    hi: () => import('./locales/guides/hi.json'),
    gu: () => import('./locales/guides/gu.json'),
  },
  offline: {
    en: () => import('./locales/offline/en.json'),
    hi: () => import('./locales/offline/hi.json'),
    gu: () => import('./locales/offline/gu.json'),
  },
  trade: {
    en: () => import('./locales/trade/en.json'),
    hi: () => import('./locales/trade/hi.json'),
    gu: () => import('./locales/trade/gu.json'),
  },
};

function loaderFor(language: string, namespace: string): CatalogueLoader | undefined {
  if (!isLanguage(language)) return undefined;
  if (namespace === 'translation') {
    return language === 'en' ? async () => ({ default: en }) : otherCatalogues[language];
  }
  return lazyNamespaces[namespace]?.[language];
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = loaderFor(language, namespace);
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default as Record<string, unknown>),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const { default: catalogue } = await otherCatalogues[language]();
  i18n.addResourceBundle(language, 'translation', catalogue);
}

export async function changeLanguage(language: Language): Promise<void> {
  void loadScriptFont(language);
  await loadCatalogue(language);
  localStorage.setItem(languageStorageKey, language);
  writePageCookies();
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...supportedLanguages],
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

/** Loads a language's texts without switching to it (the server renderer's copies use them). */
export { loadCatalogue };

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
