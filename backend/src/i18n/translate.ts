import i18next from 'i18next';
import {
  describeMessagesWith,
  type DomainError,
  type MessageParams as DomainMessageParams,
} from '../shared/domain/domain-error';
import { formatAmount, formatQuantity } from './format';
import { DEFAULT_LANG, LANGS, type Lang } from './language';
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
 * The server's i18next: each language's catalogue (messages.*.ts) is its `translation` namespace.
 * Keys are flat (`CROP.INVALID_QUANTITY#zero`, `FIELD.phone number`: no key or namespace
 * separator) and placeholders are written `{name}` (the catalogues' own syntax, so the English
 * texts stay byte for byte as the older app had them). A placeholder without a value stays as
 * written; values are never escaped (these are plain texts, not HTML) and never read as nesting
 * (`$t(...)`).
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(LANGS.map((lang) => [lang, { translation: TABLES[lang] }])),
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false, skipOnVariables: true },
});

/**
 * Placeholders whose values are words we translate too: `{field}` (a form field's name),
 * `{status}` (an order status) and `{unit}` (a crop unit) look up `FIELD.<value>` and so on.
 */
const TRANSLATED_PARAMS: Record<string, string> = {
  field: 'FIELD',
  status: 'STATUS',
  unit: 'UNIT',
};

/**
 * Placeholders whose values are amounts of rupees, written the Indian way in the reader's
 * language: `₹{total}` says ₹1,300 or ₹1,20,000 (paise only when there are some), however the
 * amount was kept ("1300.00", as orders and old notifications hold it).
 */
const RUPEE_PARAMS = new Set(['total', 'rupees']);

/** Placeholders whose values are quantities: 1,200 kg, grouped the Indian way. */
const QUANTITY_PARAMS = new Set(['quantity']);

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

type AnyParamValue = ParamValue | DomainMessageParams[string];

function paramValue(lang: Lang, name: string, value: AnyParamValue, your: boolean): string {
  if (typeof value === 'object') {
    return isMessageKey(value.key) ? say(lang, value.key, value.params) : value.key;
  }
  if (RUPEE_PARAMS.has(name)) return formatAmount(value, lang);
  if (QUANTITY_PARAMS.has(name)) return formatQuantity(value, lang);
  const prefix = your && name === 'field' ? 'YOUR' : TRANSLATED_PARAMS[name];
  if (prefix) {
    const key = `${prefix}.${value}`;
    if (isMessageKey(key)) return say(lang, key);
  }
  return String(value);
}

/** The catalogue's text for `key` in `lang` (English when `lang` lacks it), placeholders filled. */
function say(
  lang: Lang,
  key: MessageKey,
  params: Readonly<Record<string, AnyParamValue>> = {},
): string {
  const your = FIELD_WITH_YOUR.has(key);
  const replace: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    replace[name] = paramValue(lang, name, value, your);
  }
  return String(i18n.t(key, { lng: lang, replace, nest: false }));
}

/** The text for `key` in `lang` with its placeholders filled in. */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return say(lang, key, params);
}

export function render(lang: Lang, text: LocalText): string {
  return translate(lang, text.key, text.params);
}

/**
 * A message key and values from outside the typed world (a DomainError's) said in `lang`; null
 * when the catalogue has no such key.
 */
export function sayMessage(
  lang: Lang,
  key: string,
  params: DomainMessageParams = {},
): string | null {
  return isMessageKey(key) ? say(lang, key, params) : null;
}

/** Placeholders of `key`'s template that `params` gives no value for. */
export function missingParams(key: MessageKey, params: object): string[] {
  return placeholdersOf(en[key]).filter(
    (name) => !Object.prototype.hasOwnProperty.call(params, name),
  );
}

/**
 * A domain error said in `lang`: its key with its values. Null when the catalogue lacks the key;
 * the caller then says something generic.
 */
export function sayError(lang: Lang, error: DomainError): string | null {
  if (!isMessageKey(error.key)) return null;
  return say(lang, error.key, error.params);
}

// Domain errors name keys only: their `message` (for logs) is the English catalogue's text.
describeMessagesWith((key, params) => sayMessage(DEFAULT_LANG, key, params) ?? key);
