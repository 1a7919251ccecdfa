import { changeLanguage, i18n, type Language } from './i18n';

// A user's profile names their language in English ('Hindi'); the interface uses codes ('hi').
export const profileLanguages = ['English', 'Hindi', 'Gujarati'] as const;
export type ProfileLanguage = (typeof profileLanguages)[number];

const interfaceLanguage: Record<ProfileLanguage, Language> = {
  English: 'en',
  Hindi: 'hi',
  Gujarati: 'gu',
};

export function interfaceLanguageFor(language: ProfileLanguage): Language {
  return interfaceLanguage[language];
}

export function profileLanguageFor(language: Language): ProfileLanguage {
  return profileLanguages.find((name) => interfaceLanguage[name] === language) ?? 'English';
}

/** Shows the interface in the language of the user's profile, if it is not already. */
export async function switchToProfileLanguage(language: ProfileLanguage): Promise<void> {
  const wanted = interfaceLanguageFor(language);
  if (i18n.resolvedLanguage !== wanted) await changeLanguage(wanted);
}
