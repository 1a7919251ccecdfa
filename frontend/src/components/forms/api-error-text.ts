import type { ParseKeys, TFunction } from 'i18next';
import { ApiError } from '../../api/api-error';

// The server's error codes that have a translation; their English text is the server's own.
const messageKeyByCode: Record<string, ParseKeys<'accounts'>> = {
  'AUTH.INVALID_CREDENTIALS': 'login.failed',
  'ACCOUNT.PASSWORDS_DO_NOT_MATCH': 'validation.passwordsDoNotMatch',
  'ACCOUNT.MOBILE_TAKEN': 'serverErrors.mobileTaken',
  'ACCOUNT.EMAIL_TAKEN': 'serverErrors.emailTaken',
  'ACCOUNT.USERNAME_TAKEN': 'serverErrors.usernameTaken',
  'ACCOUNT.INVALID_MOBILE': 'validation.mobile',
  'ACCOUNT.INVALID_USERNAME': 'validation.username',
  'ACCOUNT.INVALID_UPI_ID': 'validation.upiId',
  'ACCOUNT.PASSWORD_TOO_SHORT': 'validation.passwordLength',
  'ACCOUNT.PASSWORD_TOO_LONG': 'serverErrors.passwordTooLong',
  'ACCOUNT.PASSWORD_TOO_COMMON': 'serverErrors.passwordTooCommon',
  'ACCOUNT.INVALID_RESET_CODE': 'forgotPassword.resetFailed',
  'AUTH.CURRENT_PASSWORD_REQUIRED': 'validation.required.currentPassword',
  'AUTH.CURRENT_PASSWORD_WRONG': 'serverErrors.currentPasswordWrong',
};

/** Codes of the password policy: a reset that fails on them says why, not "invalid OTP". */
export const passwordPolicyCodes: ReadonlySet<string> = new Set([
  'ACCOUNT.PASSWORD_TOO_SHORT',
  'ACCOUNT.PASSWORD_TOO_LONG',
  'ACCOUNT.PASSWORD_TOO_COMMON',
]);

export function isTooManyAttempts(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}

/**
 * What the server said about a failed call, in the reader's language when the message is a known
 * one (else as the server wrote it); undefined when no answer came (offline, timeout).
 */
export function apiErrorText(error: unknown, t: TFunction<'accounts'>): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  // A lock on the account says how long to wait, in the language the request asked for.
  if (error.status === 429 && error.code === 'AUTH.LOGIN_LOCKED') return error.message;
  if (error.status === 429) return t('serverErrors.tooManyAttempts');
  const key = error.code ? messageKeyByCode[error.code] : undefined;
  return key ? t(key) : error.message;
}
