import { InvalidInputError } from '../../shared/domain/domain-error';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** Refuses passwords that are too short, absurdly long, or among the most common ones. */
export function assertAcceptablePassword(
  password: string,
  isCommon: (password: string) => boolean,
): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new InvalidInputError('ACCOUNT.PASSWORD_TOO_SHORT', { min: MIN_PASSWORD_LENGTH });
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new InvalidInputError('ACCOUNT.PASSWORD_TOO_LONG', { max: MAX_PASSWORD_LENGTH });
  }
  if (isCommon(password)) {
    throw new InvalidInputError('ACCOUNT.PASSWORD_TOO_COMMON');
  }
}
