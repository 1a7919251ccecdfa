import {
  BadRequestException,
  ValidationError,
  ValidationPipe,
  type ArgumentMetadata,
} from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { translate } from '../../i18n/translate';
import { InvalidInputError } from '../domain/domain-error';
import { bodyTooDeep, MAX_BODY_DEPTH, valueNestsDeeperThan } from './body-limits';

function flatten(errors: ValidationError[], parent = ''): { field: string; message: string }[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((message) => ({ field, message }));
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
      throw new InvalidInputError('BODY.BAD_CHARACTERS', translate('en', 'BODY.BAD_CHARACTERS'));
    }
    const repeated = metadata.type === 'query' ? repeatedQueryParameter(value, metadata) : null;
    if (repeated) {
      throw new InvalidInputError(
        'QUERY.REPEATED',
        translate('en', 'QUERY.REPEATED', { field: repeated }),
      );
    }
    return super.transform(value, metadata);
  }
}

/**
 * Global validation: unknown fields are dropped (whitelist), payloads are converted to DTO
 * instances, text with U+0000 or broken Unicode is refused, and failures answer 400 with one readable sentence plus per-field details (in English
 * here; DomainErrorFilter says them in the request's language).
 */
export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => {
      const details = flatten(errors);
      return new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: details.map((d) => d.message).join('; ') || translate('en', 'VALIDATION.INVALID'),
        errors: details,
      });
    },
  });
}
