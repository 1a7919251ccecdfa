export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const RESET_CODE_RESEND_COOLDOWN_MS = 60 * 1000;

/** A one-time code mailed to reset a password. Only its hash is kept. */
export class PasswordResetCode {
  constructor(
    readonly id: string,
    readonly userId: string,
    readonly codeHash: string,
    readonly createdAt: Date,
    readonly expiresAt: Date,
    public attempts: number,
    public consumedAt: Date | null,
  ) {}

  static issue(id: string, userId: string, codeHash: string, now: Date): PasswordResetCode {
    return new PasswordResetCode(
      id,
      userId,
      codeHash,
      now,
      new Date(now.getTime() + RESET_CODE_TTL_MS),
      0,
      null,
    );
  }

  /** Still worth checking a guess against: not used, not expired, attempts left. */
  isUsable(now: Date): boolean {
    return (
      this.consumedAt === null && now < this.expiresAt && this.attempts < RESET_CODE_MAX_ATTEMPTS
    );
  }

  /** A new code may be sent only a minute after the previous one. */
  blocksResend(now: Date): boolean {
    return now.getTime() - this.createdAt.getTime() < RESET_CODE_RESEND_COOLDOWN_MS;
  }

  registerFailedAttempt(): void {
    this.attempts += 1;
  }

  consume(now: Date): void {
    this.consumedAt = now;
  }
}
