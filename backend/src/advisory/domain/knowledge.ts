import { ADVISORY_LANGUAGES, type AdvisoryLanguage } from './language';

/** One attributed passage of AgroBot's knowledge base. */
export interface Passage {
  id: string;
  lang: AdvisoryLanguage;
  topic: string;
  title: string;
  text: string;
  keywords: string[];
  source: { name: string; url: string | null };
  lastReviewed: string;
  translationOf: string | null;
}

/** What is wrong with a raw passage, or null when it is fit to index. */
export function passageProblem(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object') return 'not an object';
  const p = raw as Record<string, unknown>;
  if (typeof p.id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.id)) return 'bad id';
  if (!ADVISORY_LANGUAGES.includes(p.lang as AdvisoryLanguage)) return `${p.id}: bad lang`;
  if (typeof p.title !== 'string' || p.title.trim() === '' || p.title.length > 140)
    return `${p.id}: bad title`;
  if (typeof p.text !== 'string' || p.text.trim().length < 80) return `${p.id}: text too short`;
  if (!Array.isArray(p.keywords) || p.keywords.some((k) => typeof k !== 'string'))
    return `${p.id}: bad keywords`;
  const source = p.source as Record<string, unknown> | undefined;
  if (!source || typeof source.name !== 'string' || source.name.trim() === '')
    return `${p.id}: no source`;
  if (source.url != null && (typeof source.url !== 'string' || !source.url.startsWith('https://')))
    return `${p.id}: source url must be https`;
  if (typeof p.lastReviewed !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(p.lastReviewed))
    return `${p.id}: bad lastReviewed`;
  if (p.lang !== 'en' && typeof p.translationOf !== 'string')
    return `${p.id}: a translation needs translationOf`;
  return null;
}

/** Kisan Call Centre: the government's free farmer helpline, our answer when we do not know. */
export const KISAN_CALL_CENTRE = '1800-180-1551';
