import type { IncomingMessage, ServerResponse } from 'node:http';
import { InvalidInputError } from '../domain/domain-error';

/** JSON bodies are small (files go as multipart); keeps a hostile client from filling memory. */
export const JSON_BODY_LIMIT = '200kb';

/**
 * The deepest nesting of arrays and objects a request body may have. Our bodies are at most 3
 * levels deep; 32 leaves room and keeps recursive code (class-transformer, class-validator) far
 * from the stack limit: 1,500 levels (3 kB) overflowed it and took the event loop with it.
 */
export const MAX_BODY_DEPTH = 32;

export const bodyTooDeep = () => new InvalidInputError('BODY.TOO_DEEP', { max: MAX_BODY_DEPTH });

/**
 * The most values (array elements, object members, containers) a JSON body may hold. Our largest
 * bodies hold a few dozen. Each value costs class-transformer some microseconds even when the
 * field is unknown and dropped afterwards: 20 bodies of 66,000 empty arrays (200 kB each) held
 * the event loop for 5 s.
 */
export const MAX_BODY_VALUES = 1000;

export const bodyTooWide = () =>
  new InvalidInputError('BODY.TOO_MANY_VALUES', { max: MAX_BODY_VALUES });

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * What is wrong with the shape of JSON text, found in one pass over the raw text without parsing
 * it: 'deep' when arrays and objects nest more than `maxDepth` levels, 'wide' when it holds more
 * than `maxValues` values (counted as containers plus commas), else null. Brackets and commas
 * count outside strings only. `text` is UTF-8 bytes (ASCII bytes never occur inside a multi-byte
 * UTF-8 character) or a decoded string. Malformed JSON may be counted wrongly; JSON.parse refuses
 * it afterwards anyway.
 */
export function jsonShapeProblem(
  text: Uint8Array | string,
  maxDepth: number,
  maxValues: number,
): 'deep' | 'wide' | null {
  const at = typeof text === 'string' ? (i: number) => text.charCodeAt(i) : (i: number) => text[i]!;
  const length = text.length;
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < length; i++) {
    const c = at(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth) return 'deep';
      if (++values > maxValues) return 'wide';
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    } else if (c === COMMA) {
      if (++values > maxValues) return 'wide';
    }
  }
  return null;
}

/** Charsets whose text we can decode to count brackets (RFC 8259 JSON is UTF-8; older allowed UTF-16). */
const DECODABLE = new Set(['utf-16', 'utf-16le', 'utf-16be']);

/** body-parser's error for a charset it will not read: answered 415 "charset is not supported". */
function unsupportedCharset(charset: string): Error {
  return Object.assign(new Error(`unsupported charset "${charset.toUpperCase()}"`), {
    status: 415,
    type: 'charset.unsupported',
    charset,
  });
}

/**
 * The JSON parser's `verify` hook: runs on the raw body after the size limit and before
 * JSON.parse, and refuses a body nested over MAX_BODY_DEPTH (400 BODY.TOO_DEEP) or holding over
 * MAX_BODY_VALUES values (400 BODY.TOO_MANY_VALUES). UTF-8 is
 * scanned as bytes; UTF-16 is decoded first; other charsets (UTF-7, UTF-32...) are refused with
 * 415, because their bytes cannot be counted safely.
 */
export function verifyJsonDepth(
  _req: IncomingMessage,
  _res: ServerResponse,
  body: Buffer,
  encoding: string,
): void {
  const charset = (encoding || 'utf-8').toLowerCase();
  let text: Uint8Array | string;
  if (charset === 'utf-8' || charset === 'utf8') text = body;
  else if (DECODABLE.has(charset)) text = new TextDecoder(charset).decode(body);
  else throw unsupportedCharset(charset);
  const problem = jsonShapeProblem(text, MAX_BODY_DEPTH, MAX_BODY_VALUES);
  if (problem === 'deep') throw bodyTooDeep();
  if (problem === 'wide') throw bodyTooWide();
}

/**
 * Whether an already parsed value (a multipart form's fields, where `a[b][c]` names build
 * objects) nests more than `max` levels. Iterative, so it cannot overflow the stack itself.
 */
export function valueNestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object' || Buffer.isBuffer(v)) continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}
