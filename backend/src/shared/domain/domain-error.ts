/**
 * What kind of rule a domain error reports. The HTTP layer maps each kind to one status code
 * (see DomainErrorFilter); services never throw HTTP exceptions.
 */
export type DomainErrorKind =
  | 'not_found'
  | 'forbidden'
  | 'unauthenticated'
  | 'conflict'
  | 'rule'
  | 'invalid'
  | 'unavailable'
  | 'upstream'
  | 'too_many';

/** A placeholder's value: a word or number as is, or a text of ours (a key and its values). */
export type MessageParam =
  string | number | { readonly key: string; readonly params?: MessageParams };
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** Says a message key with its values in English (for logs and `error.message`). */
export type DescribeMessage = (key: string, params: MessageParams) => string;

let describe: DescribeMessage = (key, params) =>
  Object.keys(params).length ? `${key} ${JSON.stringify(params)}` : key;

/**
 * Installs how `error.message` is worded. src/i18n installs its English catalogue when it loads
 * (domain code names keys and values only, and knows no catalogue); until then a message is its key.
 */
export function describeMessagesWith(describer: DescribeMessage): void {
  describe = describer;
}

/**
 * Base for every domain error: a message key and the values of its placeholders, never a text.
 * The key is a stable code such as `CROP.NOT_FOUND`, optionally with a `#variant` when the code has
 * several texts (`CROP.INVALID_QUANTITY#zero`); `code` is the key without its variant, the
 * machine-readable code the API answers with. DomainErrorFilter says `key` with `params` in the
 * reader's language from src/i18n's catalogues (test/unit/i18n.spec.ts fails on a key they lack);
 * `message` is the English text, for logs.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** The stable code (`CROP.INVALID_QUANTITY`): the key without its `#variant`. */
  readonly code: string;
  /** The message key (`CROP.INVALID_QUANTITY#zero`). */
  readonly key: string;
  readonly params: MessageParams;
  protected constructor(key: string, params: MessageParams = {}) {
    super();
    this.name = new.target.name;
    this.key = key;
    this.code = key.split('#')[0]!;
    this.params = params;
  }
}

// An error's message is worded on reading, in English.
Object.defineProperty(DomainError.prototype, 'message', {
  configurable: true,
  get(this: DomainError): string {
    return describe(this.key, this.params);
  },
});

export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
  constructor(key: string, params?: MessageParams) {
    super(key, params);
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  constructor(key: string, params?: MessageParams) {
    super(key, params);
  }
}

export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  constructor(key: string, params?: MessageParams) {
    super(key, params);
  }
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  constructor(key: string, params?: MessageParams) {
    super(key, params);
  }
}

/** A business rule says no (for example: a seller cannot buy their own crop). */
export class RuleViolationError extends DomainError {
  readonly kind = 'rule';
  constructor(key: string, params?: MessageParams) {
    super(key, params);
  }
}

/** The input is malformed in a way only the domain can tell. */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid';
  constructor(key: string, params?: MessageParams) {
    super(key, params);
  }
}

/** A service we depend on cannot answer now (for example the weather provider). */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
  constructor(key: string, params?: MessageParams) {
    super(key, params);
  }
}

/** A service we depend on answered, but with an error we cannot fix by waiting (e.g. a refused key). */
export class UpstreamError extends DomainError {
  readonly kind = 'upstream';
  constructor(key: string, params?: MessageParams) {
    super(key, params);
  }
}

/** Too many attempts: the caller may try again after `retryAfterSeconds` (sent as Retry-After). */
export class TooManyRequestsError extends DomainError {
  readonly kind = 'too_many';
  constructor(
    key: string,
    params: MessageParams,
    readonly retryAfterSeconds: number,
  ) {
    super(key, params);
  }
}
