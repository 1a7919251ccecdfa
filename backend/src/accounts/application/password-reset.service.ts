import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Mailer } from '../../shared/mail/mailer';
import { SessionValidator } from '../../shared/auth/session-tokens';
import { Clock } from '../../shared/time/clock';
import { invalidResetCode } from '../domain/account-errors';
import { normalizeEmail, normalizeIndianMobile } from '../domain/contact-details';
import { fromProfileLanguage } from '../../i18n/language';
import { DomainEvents } from '../../shared/events/domain-events';
import type { ResetCodeBySms } from './account-events';
import type { User } from '../domain/user';
import { assertAcceptablePassword } from '../domain/password-policy';
import { PasswordResetCode } from '../domain/password-reset-code';
import { CommonPasswords } from './ports/common-passwords';
import { LoginAttempts } from './ports/login-attempts';
import { OneTimeCodes } from './ports/one-time-codes';
import { PasswordHasher } from './ports/password-hasher';
import { PasswordResetCodeRepository } from './ports/password-reset-code.repository';
import { UnitOfWork } from '../../shared/database/unit-of-work';
import { UserRepository } from './ports/user.repository';
import { UserSessionRepository } from './ports/user-session.repository';
import { resetCodeMail } from './reset-code-mail';

/** Where the reset code goes: the account's e-mail, or its mobile by SMS. */
export type ResetAddress = { email: string } | { mobile: string };

@Injectable()
export class PasswordResetService implements OnApplicationShutdown {
  private readonly logger = new Logger(PasswordResetService.name);
  /** Codes being stored and mailed after the answer went out (see requestCode). */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly users: UserRepository,
    private readonly codes: PasswordResetCodeRepository,
    private readonly oneTimeCodes: OneTimeCodes,
    private readonly hasher: PasswordHasher,
    private readonly commonPasswords: CommonPasswords,
    private readonly mailer: Mailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly sessions: SessionValidator,
    private readonly userSessions: UserSessionRepository,
    private readonly attempts: LoginAttempts,
    private readonly events: DomainEvents,
  ) {}

  /** The account with this e-mail or mobile; null for none (or a number that is not one). */
  private async accountOf(address: ResetAddress): Promise<User | null> {
    if ('email' in address) return this.users.findByEmail(normalizeEmail(address.email));
    let mobile: string;
    try {
      mobile = normalizeIndianMobile(address.mobile);
    } catch {
      return null;
    }
    return this.users.findByMobile(mobile);
  }

  /**
   * Answers at once and does the work afterwards, so the answer takes the same time whether or
   * not the e-mail has an account (no lookup, insert or mail on the request's path).
   */
  requestCode(address: ResetAddress): void {
    const work = this.sendCode(address).catch((e: unknown) =>
      this.logger.error(`Could not send a reset code: ${e instanceof Error ? e.message : e}`),
    );
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /** Resolves when every code asked for so far has been stored and mailed (or failed). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** A code asked for just before shutdown still goes out. */
  async onApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  /**
   * Mails a fresh code, or sends it by SMS. Answers the same whether or not the address has an
   * account, and sends nothing when a code went out less than a minute ago, so it can't be used
   * to probe or spam. By SMS the code and its message are written in one transaction: the
   * messaging context queues the SMS on the event (ADR 0013) and sends it through quiet hours.
   */
  async sendCode(address: ResetAddress): Promise<void> {
    const user = await this.accountOf(address);
    if (!user) return;
    const now = this.clock.now();
    const latest = await this.codes.findLatestForUser(user.id);
    if (latest?.blocksResend(now)) return;
    const code = this.oneTimeCodes.generate();
    const issued = PasswordResetCode.issue(
      randomUUID(),
      user.id,
      this.oneTimeCodes.hash(code),
      now,
    );
    if ('mobile' in address) {
      await this.unitOfWork.run(async () => {
        await this.codes.add(issued);
        await this.events.publish<ResetCodeBySms>({
          type: 'account.reset_code_by_sms',
          userId: user.id,
          codeId: issued.id,
          mobile: user.mobile,
          lang: fromProfileLanguage(user.language) ?? 'en',
          code,
        });
      });
      return;
    }
    await this.codes.add(issued);
    try {
      await this.mailer.send(resetCodeMail(user.email, user.name, user.language, code));
    } catch (e) {
      // The caller hears the same answer either way; ops see the failure in the log.
      this.logger.error(
        `Could not send the reset code: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
  }

  /** Checks the latest code and, when it matches, sets the new password and ends every session. */
  async resetPassword(address: ResetAddress, code: string, newPassword: string): Promise<void> {
    assertAcceptablePassword(newPassword, (p) => this.commonPasswords.isCommon(p));
    const newHash = await this.hasher.hash(newPassword);
    const reset = await this.unitOfWork.run(async () => {
      const user = await this.accountOf(address);
      if (!user) return null;
      const now = this.clock.now();
      const latest = await this.codes.findLatestForUser(user.id);
      if (!latest || !latest.isUsable(now)) return null;
      if (!this.oneTimeCodes.matches(code.trim(), latest.codeHash)) {
        latest.registerFailedAttempt();
        await this.codes.save(latest);
        return null;
      }
      latest.consume(now);
      await this.codes.save(latest);
      user.changePasswordHash(newHash, now);
      await this.users.save(user);
      await this.userSessions.revokeAllOf(user.id, now);
      return user;
    });
    if (!reset) throw invalidResetCode();
    // Committed: the old tokens stop working at once here too, and the owner may log in again
    // at once even if someone had been guessing the old password.
    this.sessions.forget(reset.id);
    await this.attempts.clear(reset.mobile);
  }
}
