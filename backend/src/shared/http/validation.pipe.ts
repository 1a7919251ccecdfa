import {
  BadRequestException,
  ValidationError,
  ValidationPipe,
  type ArgumentMetadata,
} from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { isMessageKey, placeholdersOf, translate, type LocalText } from '../../i18n/translate';
import { en } from '../../i18n/messages.en';
import { InvalidInputError } from '../domain/domain-error';
import { bodyTooDeep, MAX_BODY_DEPTH, valueNestsDeeperThan } from './body-limits';
import { keyedTextOf } from './validation-text';

/** One field's failed rule: its text as a key and values, and the same text in English. */
export interface FieldProblem {
  field: string;
  /** Null when the text is not one of ours (then only `english` can be shown). */
  text: LocalText | null;
  /** The English catalogue's text for `text`, else class-validator's own English words. */
  english: string;
}

/** A validation failure: the usual 400 body, plus each field's text as a key and values. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly details: FieldProblem[]) {
    super({
      statusCode: 400,
      error: 'Bad Request',
      message: details.map((d) => d.english).join('; ') || translate('en', 'VALIDATION.INVALID'),
      errors: details.map((d) => ({ field: d.field, message: d.english })),
    });
  }
}

interface RuleMetadata {
  propertyName: string;
  type: string;
  name?: string;
  each?: boolean;
  message?: unknown;
  constraints?: unknown[];
}

function metadataOf(target: unknown, property: string, rule: string): RuleMetadata | undefined {
  const ctor = (target as { constructor?: unknown } | null | undefined)?.constructor;
  if (typeof ctor !== 'function' || ctor === Object) return undefined;
  const all = getMetadataStorage().getTargetValidationMetadatas(
    ctor,
    '',
    true,
    false,
  ) as unknown as RuleMetadata[];
  return all.find((m) => m.propertyName === property && (m.name ?? m.type) === rule);
}

/** A constraint as class-validator writes it into a message (arrays joined with ", "). */
function constraintText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'symbol') return String(value.description);
  return String(value);
}

/**
 * The key and values of one failed rule. A DTO's own text names them (a `message:` written with
 * sayKey, see validation-text.ts), and its English is the catalogue's. class-validator's own text
 * for a rule is `VALIDATION.<rule>`, its `$property` our `{field}` and its `$constraint1`,
 * `$constraint2` the template's other placeholders in order; that key is used only when its
 * English is exactly what class-validator said, else the text is left unkeyed (English only).
 */
function problemOf(e: ValidationError, rule: string, said: string): Omit<FieldProblem, 'field'> {
  const keyed = keyedTextOf(said);
  if (keyed) return { text: keyed, english: translate('en', keyed.key, keyed.params) };
  const metadata = metadataOf(e.target, e.property, rule);
  const key = `VALIDATION.${rule}`;
  if (metadata?.each || !isMessageKey(key)) return { text: null, english: said };
  const params: Record<string, string> = { field: e.property };
  const others = placeholdersOf(en[key]).filter((name) => name !== 'field');
  others.forEach((name, i) => {
    const constraint = metadata?.constraints?.[i];
    if (constraint !== undefined) params[name] = constraintText(constraint);
  });
  const text: LocalText = { key, params };
  return { text: translate('en', key, params) === said ? text : null, english: said };
}

function flatten(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.entries(e.constraints ?? {}).map(([rule, said]) => ({
      field,
      ...problemOf(e, rule, said),
    }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** A high surrogate not followed by a low one, or a low one without a high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when `value` holds, at any depth, a string PostgreSQL cannot store (U+0000) or that is not
 * well-formed UTF-16 (a lone surrogate, which e-mail validation and URL encoding throw on).
 */
export function holdsUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value);
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value))
    return false;
  return Object.entries(value).some(
    ([key, v]) => holdsUnsafeText(key, depth + 1) || holdsUnsafeText(v, depth + 1),
  );
}

/** The properties a DTO class validates, by class. */
const validatedProperties = new WeakMap<object, Set<string>>();

function propertiesOf(metatype: new (...args: never[]) => unknown): Set<string> {
  let found = validatedProperties.get(metatype);
  if (!found) {
    const metadatas = getMetadataStorage().getTargetValidationMetadatas(metatype, '', true, false);
    found = new Set(metadatas.map((m) => m.propertyName));
    validatedProperties.set(metatype, found);
  }
  return found;
}

/**
 * The name of a query parameter the handler reads that came more than once (`?page=1&page=2`
 * arrives as an array), else null. Parameters the handler does not read are dropped anyway.
 */
function repeatedQueryParameter(value: unknown, metadata: ArgumentMetadata): string | null {
  if (metadata.data) return Array.isArray(value) ? metadata.data : null;
  if (value === null || typeof value !== 'object' || typeof metadata.metatype !== 'function') {
    return null;
  }
  const params = value as Record<string, unknown>;
  for (const name of propertiesOf(metadata.metatype as new () => unknown)) {
    if (Object.prototype.hasOwnProperty.call(params, name) && Array.isArray(params[name])) {
      return name;
    }
  }
  return null;
}

/**
 * The global pipe: first refuses bodies nested over MAX_BODY_DEPTH (JSON is already counted
 * before parsing; this catches multipart names such as `a[b][c]…`), then unsafe text in bodies,
 * queries and path parameters, and query parameters given more than once (all a 400).
 */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && valueNestsDeeperThan(value, MAX_BODY_DEPTH)) {
      throw bodyTooDeep();
    }
    if (metadata.type !== 'custom' && holdsUnsafeText(value)) {
      throw new InvalidInputError('BODY.BAD_CHARACTERS');
    }
    const repeated = metadata.type === 'query' ? repeatedQueryParameter(value, metadata) : null;
    if (repeated) {
      throw new InvalidInputError('QUERY.REPEATED', { field: repeated });
    }
    return super.transform(value, metadata);
  }
}

/**
 * Global validation: unknown fields are dropped (whitelist), payloads are converted to DTO
 * instances, text with U+0000 or broken Unicode is refused, and failures answer 400 with one readable sentence plus per-field details
 * (each a key and values; DomainErrorFilter says them in the request's language).
 */
export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: true,
    // Errors keep their object, so each rule's metadata (its constraints, its own message) is found.
    validationError: { target: true },
    exceptionFactory: (errors) => new ValidationFailedException(flatten(errors)),
  });
}
