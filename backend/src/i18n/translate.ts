import { DEFAULT_LANG, type Lang } from './language';
import { en, type MessageKey, type MessageTable } from './messages.en';
import { gu } from './messages.gu';
import { hi } from './messages.hi';

/** A placeholder's value: a word as is, or a text of ours to say in the same language. */
export type ParamValue = string | number | LocalText;
export type MessageParams = Record<string, ParamValue>;

/** A text to show, not yet in a language: its key and the values of its placeholders. */
export interface LocalText {
  key: MessageKey;
  params?: MessageParams;
}

/** Shorthand for a LocalText. */
export const text = (key: MessageKey, params?: MessageParams): LocalText => ({ key, params });

export const TABLES: Record<Lang, MessageTable> = { en, hi, gu };

/**
 * Placeholders whose values are words we translate too: `{field}` (a form field's name),
 * `{status}` (an order status) and `{unit}` (a crop unit) look up `FIELD.<value>` and so on.
 */
const TRANSLATED_PARAMS: Record<string, string> = {
  field: 'FIELD',
  status: 'STATUS',
  unit: 'UNIT',
};

/** Templates whose `{field}` takes a possessive in Hindi and Gujarati ("अपना नाम", "તમારું નામ"). */
const FIELD_WITH_YOUR = new Set<string>(['VALIDATION.FILL_IN_YOUR']);

const PLACEHOLDER = /\{(\w+)\}/g;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

/** The names of the placeholders in a template, in order. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

function paramValue(lang: Lang, name: string, value: ParamValue, your: boolean): string {
  if (typeof value === 'object') return translate(lang, value.key, value.params);
  const prefix = your && name === 'field' ? 'YOUR' : TRANSLATED_PARAMS[name];
  if (prefix) {
    const key = `${prefix}.${value}`;
    if (isMessageKey(key)) return TABLES[lang][key];
  }
  return String(value);
}

/** The text for `key` in `lang` with its placeholders filled in. */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const template = TABLES[lang][key] ?? en[key];
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name)
      ? paramValue(lang, name, params[name]!, FIELD_WITH_YOUR.has(key))
      : whole,
  );
}

export function render(lang: Lang, text: LocalText): string {
  return translate(lang, text.key, text.params);
}

/** One English template as a pattern that gives back its placeholders' values. */
interface Pattern {
  key: MessageKey;
  regex: RegExp;
  names: string[];
  literalLength: number;
}

function toPattern(key: MessageKey): Pattern {
  const template: string = en[key];
  const names = placeholdersOf(template);
  const source = template
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return {
    key,
    regex: new RegExp(`^${source}$`, 's'),
    names,
    literalLength: template.replace(PLACEHOLDER, '').length,
  };
}

/** Exact texts first, then templates with the most fixed words, so the most specific one wins. */
const PATTERNS: Pattern[] = (Object.keys(en) as MessageKey[])
  .filter((k) => !/^(FIELD|YOUR|STATUS|UNIT)\./.test(k))
  .map(toPattern)
  .sort((a, b) => a.names.length - b.names.length || b.literalLength - a.literalLength);

function matchOne(p: Pattern, english: string): LocalText | null {
  const m = p.regex.exec(english);
  if (!m) return null;
  const params: Record<string, string> = {};
  p.names.forEach((name, i) => (params[name] = m[i + 1]!));
  return { key: p.key, params };
}

/**
 * Finds which of our English texts `english` is and with which values, so it can be said in
 * another language. `family` narrows the search to one error code (`CROP.INVALID_QUANTITY` and its
 * `#variants`). Null when the text is not one of ours.
 */
export function recognize(english: string, family?: string): LocalText | null {
  const candidates = family
    ? PATTERNS.filter((p) => p.key === family || p.key.startsWith(`${family}#`))
    : PATTERNS;
  for (const p of candidates) {
    const found = matchOne(p, english);
    if (found) return found;
  }
  return null;
}

/** `english` said in `lang` when it is one of our texts; else null. */
export function translateEnglish(lang: Lang, english: string, family?: string): string | null {
  if (lang === DEFAULT_LANG) return english;
  const found = recognize(english, family);
  return found ? render(lang, found) : null;
}
