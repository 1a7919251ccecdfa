import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { Policy } from '../../shared/auth/policy';
import { SessionTokens, SessionValidator } from '../../shared/auth/session-tokens';
import { TooManyRequestsError } from '../../shared/domain/domain-error';
import { UnitOfWork } from '../../shared/database/unit-of-work';
import { Clock } from '../../shared/time/clock';
import {
  currentPasswordRequired,
  currentPasswordWrong,
  emailTaken,
  invalidCredentials,
  mobileTaken,
  notYourAccount,
  passwordsDoNotMatch,
  unknownState,
  userNotFound,
  usernameTaken,
} from '../domain/account-errors';
import {
  normalizeEmail,
  normalizeIndianMobile,
  normalizeUpiId,
  normalizeUsername,
} from '../domain/contact-details';
import { assertAcceptablePassword } from '../domain/password-policy';
import { User, type Language, type ProfileChanges, type Role } from '../domain/user';
import { UserSession } from '../domain/user-session';
import { CommonPasswords } from './ports/common-passwords';
import { MemberCardChanges } from './member-card-changes';
import { LoginAttempts } from './ports/login-attempts';
import { PasswordHasher } from './ports/password-hasher';
import { StateDirectory } from './ports/state-directory';
import { UserRepository } from './ports/user.repository';
import { UserSessionRepository } from './ports/user-session.repository';

export interface SignupCommand {
  name: string;
  mobile: string;
  email: string;
  password: string;
  confirmPassword: string;
  state: string;
  address: string;
  language: Language;
}

export interface ProfileUpdateCommand {
  name?: string;
  username?: string;
  email?: string;
  mobile?: string;
  language?: Language;
  state?: string;
  address?: string;
  /** A UPI ID (VPA) buyers pay to; blank or null removes it. */
  upiId?: string | null;
  /** Show the mobile number only to buyers whose order was accepted. */
  mobileToAcceptedBuyersOnly?: boolean;
  smsAlerts?: boolean;
  whatsappAlerts?: boolean;
  /** "HH:MM", India time. */
  quietHoursStart?: string;
  quietHoursEnd?: string;
  /** Blank or missing keeps the current password. */
  password?: string;
  /** Needed to change the password, e-mail or mobile number. */
  currentPassword?: string;
}

export interface CreateAdminCommand {
  name: string;
  mobile: string;
  email: string;
  password: string;
  state: string;
}

/** A hash of a throwaway password, verified when the mobile is unknown so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;

@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly commonPasswords: CommonPasswords,
    private readonly states: StateDirectory,
    private readonly tokens: SessionTokens,
    private readonly clock: Clock,
    private readonly sessions: SessionValidator,
    private readonly userSessions: UserSessionRepository,
    private readonly attempts: LoginAttempts,
    private readonly unitOfWork: UnitOfWork,
    private readonly cardChanges: MemberCardChanges,
  ) {}

  async signup(cmd: SignupCommand): Promise<User> {
    return this.register(cmd, 'user');
  }

  /** Only from the command line (npm run create-admin); no endpoint reaches this. */
  async createAdmin(cmd: CreateAdminCommand): Promise<User> {
    return this.register(
      { ...cmd, confirmPassword: cmd.password, address: '', language: 'English' },
      'admin',
    );
  }

  async login(
    mobileInput: string,
    password: string,
    remember: boolean,
  ): Promise<{ token: string; userId: string }> {
    let mobile: string;
    try {
      mobile = normalizeIndianMobile(mobileInput);
    } catch {
      throw invalidCredentials();
    }
    // Per account (known or not), whatever the address: see domain/login-throttle.ts.
    const waitMs = await this.attempts.begin(mobile, this.clock.now().getTime());
    if (waitMs > 0) {
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      throw new TooManyRequestsError('AUTH.LOGIN_LOCKED', { minutes }, waitMs / 1000);
    }
    const user = await this.users.findByMobile(mobile);
    if (!user) {
      await this.hasher.verify(await (decoyHash ??= this.hasher.hash(randomUUID())), password);
      throw invalidCredentials();
    }
    if (!(await this.hasher.verify(user.passwordHash, password))) throw invalidCredentials();
    await this.attempts.clear(mobile);
    const now = this.clock.now();
    const session = UserSession.open(randomUUID(), user.id, now, remember);
    await this.userSessions.add(session);
    // Housekeeping: this user's sessions that ended more than a month ago.
    await this.userSessions.purgeEndedBefore(user.id, new Date(now.getTime() - 30 * 86_400_000));
    const token = await this.tokens.issue(
      { userId: user.id, role: user.role, sessionId: session.id },
      session.expiresAt,
    );
    return { token, userId: user.id };
  }

  /** Ends the caller's own session on the server: the token stops working on every replica. */
  async logout(actor: AuthenticatedUser): Promise<void> {
    if (!actor.sessionId) return;
    await this.userSessions.revoke(actor.id, actor.sessionId, this.clock.now());
    this.sessions.forget(actor.id);
  }

  async getProfile(actor: AuthenticatedUser, userId: string): Promise<User> {
    Policy.requireSelf(actor, userId, notYourAccount);
    const user = await this.users.findById(userId);
    if (!user) throw userNotFound();
    return user;
  }

  async updateProfile(
    actor: AuthenticatedUser,
    userId: string,
    cmd: ProfileUpdateCommand,
  ): Promise<User> {
    const user = await this.getProfile(actor, userId);
    const changes: ProfileChanges = {};
    if (cmd.name !== undefined) changes.name = cmd.name;
    if (cmd.address !== undefined) changes.address = cmd.address;
    if (cmd.language !== undefined) changes.language = cmd.language;
    if (cmd.state !== undefined) changes.state = await this.canonicalState(cmd.state);
    if (cmd.upiId !== undefined) changes.upiId = normalizeUpiId(cmd.upiId);
    if (cmd.mobileToAcceptedBuyersOnly !== undefined)
      changes.mobileToAcceptedBuyersOnly = cmd.mobileToAcceptedBuyersOnly;
    if (cmd.smsAlerts !== undefined) changes.smsAlerts = cmd.smsAlerts;
    if (cmd.whatsappAlerts !== undefined) changes.whatsappAlerts = cmd.whatsappAlerts;
    if (cmd.quietHoursStart !== undefined) changes.quietHoursStart = cmd.quietHoursStart;
    if (cmd.quietHoursEnd !== undefined) changes.quietHoursEnd = cmd.quietHoursEnd;
    if (cmd.email !== undefined) {
      const email = normalizeEmail(cmd.email);
      if (email !== user.email && (await this.users.findByEmail(email))) throw emailTaken();
      changes.email = email;
    }
    if (cmd.mobile !== undefined) {
      const mobile = normalizeIndianMobile(cmd.mobile);
      if (mobile !== user.mobile && (await this.users.findByMobile(mobile))) throw mobileTaken();
      changes.mobile = mobile;
    }
    if (cmd.username !== undefined) {
      const username = normalizeUsername(cmd.username);
      if (username && username !== user.username && (await this.users.findByUsername(username)))
        throw usernameTaken();
      changes.username = username;
    }
    const newPassword =
      cmd.password !== undefined && cmd.password.trim() !== '' ? cmd.password : undefined;
    // What would let a stolen token take the account over (the reset code goes to the e-mail),
    // or send buyers' payments elsewhere (the UPI ID), needs the current password too.
    const sensitive =
      newPassword !== undefined ||
      (changes.email !== undefined && changes.email !== user.email) ||
      (changes.mobile !== undefined && changes.mobile !== user.mobile) ||
      (changes.upiId !== undefined && changes.upiId !== user.upiId);
    if (sensitive) {
      if (!cmd.currentPassword) throw currentPasswordRequired();
      if (!(await this.hasher.verify(user.passwordHash, cmd.currentPassword)))
        throw currentPasswordWrong();
    }
    const now = this.clock.now();
    const cardBefore = cardOf(user);
    user.applyProfileChanges(changes, now);
    if (newPassword !== undefined) {
      assertAcceptablePassword(newPassword, (p) => this.commonPasswords.isCommon(p));
      user.changePasswordHash(await this.hasher.hash(newPassword), now);
    }
    await this.unitOfWork.run(async () => {
      await this.users.save(user);
      // A new password ends every other session (this one goes on).
      if (newPassword !== undefined)
        await this.userSessions.revokeAllOf(user.id, now, actor.sessionId);
    });
    this.sessions.forget(user.id);
    // Listings show the seller's name, mobile and state from memory for a moment: not any more.
    if (cardOf(user) !== cardBefore) this.cardChanges.changed(user.id);
    return user;
  }

  private async register(cmd: SignupCommand, role: Role): Promise<User> {
    if (cmd.password !== cmd.confirmPassword) throw passwordsDoNotMatch();
    assertAcceptablePassword(cmd.password, (p) => this.commonPasswords.isCommon(p));
    const mobile = normalizeIndianMobile(cmd.mobile);
    const email = normalizeEmail(cmd.email);
    const state = await this.canonicalState(cmd.state);
    if (await this.users.findByMobile(mobile)) throw mobileTaken();
    if (await this.users.findByEmail(email)) throw emailTaken();
    const now = this.clock.now();
    const user = new User(
      randomUUID(),
      cmd.name,
      null,
      email,
      mobile,
      await this.hasher.hash(cmd.password),
      cmd.language,
      state,
      cmd.address,
      role,
      now,
      now,
    );
    await this.users.add(user);
    return user;
  }

  private async canonicalState(name: string): Promise<string> {
    const canonical = await this.states.canonicalName(name);
    if (!canonical) throw unknownState(name);
    return canonical;
  }
}

/** What other contexts see of a member (MemberCard), to tell whether it changed. */
function cardOf(user: User): string {
  return JSON.stringify([
    user.name,
    user.mobile,
    user.state,
    user.language,
    user.upiId,
    user.mobileToAcceptedBuyersOnly,
    user.smsAlerts,
    user.whatsappAlerts,
    user.quietHoursStart,
    user.quietHoursEnd,
  ]);
}
