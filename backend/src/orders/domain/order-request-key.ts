import { InvalidInputError, RuleViolationError } from '../../shared/domain/domain-error';

/**
 * Safe retries of "place an order" (docs/api.md, "Idempotency"): a client sends an
 * `Idempotency-Key` with the request, and a retry with the same key and the same request gets the
 * order the first one placed instead of a second order. Keys are per account and kept this long.
 */
export const ORDER_REQUEST_KEY_TTL_MS = 24 * 60 * 60_000;

/** At most this long; printable ASCII (a UUID is the usual choice). */
export const ORDER_REQUEST_KEY_MAX = 255;

/** A key the request named, and what the request asked (its fingerprint), kept with the order. */
export class OrderRequestKey {
  constructor(
    readonly accountId: string,
    readonly key: string,
    /** SHA-256 (hex) of the request's canonical body: a reused key must carry the same request. */
    readonly fingerprint: string,
    readonly orderId: string,
    readonly createdAt: Date,
  ) {}
}

/** The header's value as a key, or undefined when there is none; 400 when it is not a key. */
export function parseOrderRequestKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header : [header];
  if (value.length !== 1) throw keyInvalid();
  const key = value[0]!.trim();
  if (key.length === 0 || key.length > ORDER_REQUEST_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) {
    throw keyInvalid();
  }
  return key;
}

export const keyInvalid = () =>
  new InvalidInputError('IDEMPOTENCY.KEY_INVALID', { max: ORDER_REQUEST_KEY_MAX });
export const keyReused = () => new RuleViolationError('IDEMPOTENCY.KEY_REUSED');
