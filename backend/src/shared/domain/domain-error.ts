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

/**
 * Base for every domain error: a stable code such as `CROP.NOT_FOUND` and a message for people,
 * in English: one of that code's texts in `src/i18n/messages.en.ts`, which DomainErrorFilter says
 * in the reader's language (test/unit/i18n.spec.ts fails on a code or text the table lacks).
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  protected constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
  constructor(code: string, message: string) {
    super(code, message);
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  constructor(code: string, message: string) {
    super(code, message);
  }
}

export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  constructor(code: string, message: string) {
    super(code, message);
  }
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  constructor(code: string, message: string) {
    super(code, message);
  }
}

/** A business rule says no (for example: a seller cannot buy their own crop). */
export class RuleViolationError extends DomainError {
  readonly kind = 'rule';
  constructor(code: string, message: string) {
    super(code, message);
  }
}

/** The input is malformed in a way only the domain can tell. */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid';
  constructor(code: string, message: string) {
    super(code, message);
  }
}

/** A service we depend on cannot answer now (for example the weather provider). */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
  constructor(code: string, message: string) {
    super(code, message);
  }
}

/** A service we depend on answered, but with an error we cannot fix by waiting (e.g. a refused key). */
export class UpstreamError extends DomainError {
  readonly kind = 'upstream';
  constructor(code: string, message: string) {
    super(code, message);
  }
}

/** Too many attempts: the caller may try again after `retryAfterSeconds` (sent as Retry-After). */
export class TooManyRequestsError extends DomainError {
  readonly kind = 'too_many';
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}
