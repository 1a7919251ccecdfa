/** The languages content is translated into; English is the record's own text. */
export const TRANSLATED_LANGS = ['hi', 'gu'] as const;
export type TranslatedLang = (typeof TRANSLATED_LANGS)[number];
/** A reader's language: English, or one of the translations (the same codes as i18n's). */
export type Lang = 'en' | TranslatedLang;

/** A record's texts in the other languages, where someone has written them. */
export type Translations<T> = Partial<Record<TranslatedLang, T>>;

/**
 * A record's texts for a reader of `lang`: the translation when there is one, else the record's
 * own (English) texts, with the language they are in so a page can mark them (`lang="en"`).
 * Shipped records always have both translations (test/unit/content-data.spec.ts); only a record
 * an administrator added without them falls back.
 */
export function textsFor<T>(
  own: T,
  translations: Translations<T>,
  lang: Lang,
): { texts: T; language: Lang } {
  if (lang === 'en') return { texts: own, language: 'en' };
  const translated = translations[lang];
  return translated ? { texts: translated, language: lang } : { texts: own, language: 'en' };
}
