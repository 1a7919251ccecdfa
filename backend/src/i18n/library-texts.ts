import { en, type MessageKey } from './messages.en';
import { placeholdersOf, type LocalText } from './translate';

/**
 * The one place English is read back into a key and values: validation texts that DTOs give
 * class-validator as a `message:` option ("Please fill in your name"), which come back from the
 * library as English only. Only the VALIDATION.* templates are tried (class-validator's own texts
 * are keyed from the failed rule instead, see shared/http/validation.pipe.ts). Each DTO text is
 * read once and remembered.
 */
interface Template {
  key: MessageKey;
  regex: RegExp;
  names: string[];
  literalLength: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;

function templateOf(key: MessageKey): Template {
  const source: string = en[key];
  const pattern = source
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return {
    key,
    regex: new RegExp(`^${pattern}$`, 's'),
    names: placeholdersOf(source),
    literalLength: source.replace(PLACEHOLDER, '').length,
  };
}

/** Exact texts first, then templates with the most fixed words, so the most specific one wins. */
const TEMPLATES: Template[] = (Object.keys(en) as MessageKey[])
  .filter((key) => key.startsWith('VALIDATION.'))
  .map(templateOf)
  .sort((a, b) => a.names.length - b.names.length || b.literalLength - a.literalLength);

const known = new Map<string, LocalText | null>();

/** A DTO's English validation text as one of our VALIDATION keys with its values; else null. */
export function validationTextOf(english: string): LocalText | null {
  if (known.has(english)) return known.get(english)!;
  let found: LocalText | null = null;
  for (const t of TEMPLATES) {
    const m = t.regex.exec(english);
    if (!m) continue;
    const params: Record<string, string> = {};
    t.names.forEach((name, i) => (params[name] = m[i + 1]!));
    found = { key: t.key, params };
    break;
  }
  if (known.size < 1000) known.set(english, found);
  return found;
}
