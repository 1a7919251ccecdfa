import { InvalidInputError } from '../../shared/domain/domain-error';

/**
 * An Indian mobile number as 10 digits starting 6-9. Accepts the usual ways people type it:
 * spaces, hyphens, a leading 0, +91 or 91.
 */
export function normalizeIndianMobile(input: string): string {
  const digits = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  if (!match) {
    throw new InvalidInputError('ACCOUNT.INVALID_MOBILE');
  }
  return match[1];
}

export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

/** Usernames are optional handles: 3-30 letters, digits, dots, hyphens or underscores. */
export function normalizeUsername(input: string): string | null {
  const value = input.trim();
  if (value === '') return null;
  if (!/^[A-Za-z0-9._-]{3,30}$/.test(value)) {
    throw new InvalidInputError('ACCOUNT.INVALID_USERNAME');
  }
  return value.toLowerCase();
}

/** A UPI ID (VPA): a handle, "@", then the bank or app ("savita.patel@okaxis", "9876543210@ybl"). */
const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** What the users table holds (varchar(300)). */
const UPI_ID_MAX_LENGTH = 300;

/** A UPI ID as typed, trimmed; blank (or null) removes it. */
export function normalizeUpiId(input: string | null): string | null {
  const value = (input ?? '').trim();
  if (value === '') return null;
  if (value.length > UPI_ID_MAX_LENGTH || !UPI_ID.test(value)) {
    throw new InvalidInputError('ACCOUNT.INVALID_UPI_ID');
  }
  return value;
}
