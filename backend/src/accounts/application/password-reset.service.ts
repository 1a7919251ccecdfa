import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Mailer } from '../../shared/mail/mailer';
import { SessionValidator } from '../../shared/auth/session-tokens';
import { Clock } from '../../shared/time/clock';
import { invalidResetCode } from '../domain/account-errors';
import { normalizeEmail } from '../domain/contact-details';
import { assertAcceptablePassword } from '../domain/password-policy';
import { PasswordResetCode } from '../domain/password-reset-code';
import { CommonPasswords } from './ports/common-passwords';
import { OneTimeCodes } from './ports/one-time-codes';
import { PasswordHasher } from './ports/password-hasher';
import { PasswordResetCodeRepository } from './ports/password-reset-code.repository';
import { UnitOfWork } from '../../shared/database/unit-of-work';
import { UserRepository } from './ports/user.repository';
import { resetCodeMail } from './reset-code-mail';

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

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
  ) {}

  /**
   * Mails a fresh code. Answers the same whether or not the e-mail has an account, and sends
   * nothing when a code went out less than a minute ago, so it can't be used to probe or spam.
   */
  async sendCode(emailInput: string): Promise<void> {
    const user = await this.users.findByEmail(normalizeEmail(emailInput));
    if (!user) return;
    const now = this.clock.now();
    const latest = await this.codes.findLatestForUser(user.id);
    if (latest?.blocksResend(now)) return;
    const code = this.oneTimeCodes.generate();
    await this.codes.add(
      PasswordResetCode.issue(randomUUID(), user.id, this.oneTimeCodes.hash(code), now),
    );
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
  async resetPassword(emailInput: string, code: string, newPassword: string): Promise<void> {
    assertAcceptablePassword(newPassword, (p) => this.commonPasswords.isCommon(p));
    const newHash = await this.hasher.hash(newPassword);
    const reset = await this.unitOfWork.run(async () => {
      const user = await this.users.findByEmail(normalizeEmail(emailInput));
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
      user.changePasswordHash(newHash, now, true);
      await this.users.save(user);
      return user.id;
    });
    if (!reset) throw invalidResetCode();
    // Committed: the old tokens stop working at once here too.
    this.sessions.forget(reset);
  }
}
