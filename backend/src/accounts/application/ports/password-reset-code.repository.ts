import type { PasswordResetCode } from '../../domain/password-reset-code';

export abstract class PasswordResetCodeRepository {
  /** The most recently issued code of a user, used or not. */
  abstract findLatestForUser(userId: string): Promise<PasswordResetCode | null>;
  abstract add(code: PasswordResetCode): Promise<void>;
  abstract save(code: PasswordResetCode): Promise<void>;
}
