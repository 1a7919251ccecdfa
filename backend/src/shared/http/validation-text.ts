import type { ValidationArguments } from 'class-validator';
import type { en, MessageKey } from '../../i18n/messages.en';
import {
  isMessageKey,
  type LocalText,
  type MessageParams,
  type ParamValue,
} from '../../i18n/translate';

/**
 * Validation texts of our DTOs as message keys and values, never as English. class-validator
 * only carries a `message` as text, so `sayKey` writes the key and values into that text (a
 * reserved prefix, then JSON) and the validation pipe reads them back with `keyedTextOf`; the
 * exception filter then says them in the request's language. The English lives in the catalogue.
 *
 *   @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'name' }) })
 */

/** Starts every keyed validation text; no English text starts this way. */
export const KEYED_TEXT_PREFIX = 'i18n-key:';

/** The names of the `{placeholders}` of a catalogue text, as a union of string literals. */
type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** The values `key`'s English text has placeholders for: exactly those, each one required. */
export type ParamsOf<K extends MessageKey> = {
  [Name in PlaceholdersOf<(typeof en)[K]>]: ParamValue;
};

/** No second argument for a text without placeholders, else its values. */
type ParamsArgument<K extends MessageKey> = [PlaceholdersOf<(typeof en)[K]>] extends [never]
  ? []
  : [params: ParamsOf<K>];

/**
 * A `message` for class-validator naming a catalogue key and its values. class-validator
 * replaces `$property`, `$value`, `$target` and `$constraintN` in messages, so every `$` is
 * written as the JSON escape `\u0024` and no value is ever rewritten.
 */
export function sayKey<K extends MessageKey>(key: K, ...rest: ParamsArgument<K>): string {
  return encode(key, rest[0]);
}

/** Like sayKey, with values that depend on the property validated (its name, its constraints). */
export function sayKeyFor<K extends MessageKey>(
  key: K,
  params: (args: ValidationArguments) => ParamsOf<K>,
): (args: ValidationArguments) => string {
  return (args) => encode(key, params(args));
}

function encode(key: MessageKey, params: MessageParams | undefined): string {
  const text: LocalText = params ? { key, params } : { key };
  return KEYED_TEXT_PREFIX + JSON.stringify(text).replace(/\$/g, '\\u0024');
}

function isParamValue(value: unknown): value is ParamValue {
  if (typeof value === 'string' || typeof value === 'number') return true;
  return isLocalText(value);
}

function isLocalText(value: unknown): value is LocalText {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const { key, params } = value as { key?: unknown; params?: unknown };
  if (typeof key !== 'string' || !isMessageKey(key)) return false;
  if (params === undefined) return true;
  return (
    params !== null &&
    typeof params === 'object' &&
    !Array.isArray(params) &&
    Object.values(params).every(isParamValue)
  );
}

/**
 * The key and values a message written by sayKey names; null for any other text (class-validator's
 * own words, or a text that is not a known key with plain values).
 */
export function keyedTextOf(message: string): LocalText | null {
  if (!message.startsWith(KEYED_TEXT_PREFIX)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(message.slice(KEYED_TEXT_PREFIX.length));
  } catch {
    return null;
  }
  if (!isLocalText(decoded)) return null;
  return decoded.params ? { key: decoded.key, params: decoded.params } : { key: decoded.key };
}
