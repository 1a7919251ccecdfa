// One i18next copy per language for rendering in Node (build-time public pages, request-time member
// pages), sharing the loaded texts; each render reads its own language.
import type { i18n as I18n } from 'i18next';
import { i18n, loadCatalogue, type Language } from '../i18n/i18n';

const texts = new Map<Language, I18n>();

export async function textsFor(language: Language): Promise<I18n> {
  let copy = texts.get(language);
  if (!copy) {
    await loadCatalogue(language);
    copy = i18n.cloneInstance({ lng: language });
    texts.set(language, copy);
  }
  return copy;
}
