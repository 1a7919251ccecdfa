import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { Policy } from '../../shared/auth/policy';
import { SessionTokens, SessionValidator } from '../../shared/auth/session-tokens';
import { Clock } from '../../shared/time/clock';
import {
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
  normalizeUsername,
} from '../domain/contact-details';
import { assertAcceptablePassword } from '../domain/password-policy';
import { User, type Language, type ProfileChanges, type Role } from '../domain/user';
import { CommonPasswords } from './ports/common-passwords';
import { PasswordHasher } from './ports/password-hasher';
import { StateDirectory } from './ports/state-directory';
import { UserRepository } from './ports/user.repository';

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
  /** Blank or missing keeps the current password. */
  password?: string;
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
    const user = await this.users.findByMobile(mobile);
    if (!user) {
      await this.hasher.verify(await (decoyHash ??= this.hasher.hash(randomUUID())), password);
      throw invalidCredentials();
    }
    if (!(await this.hasher.verify(user.passwordHash, password))) throw invalidCredentials();
    const token = await this.tokens.issue(
      { userId: user.id, role: user.role, sessionVersion: user.sessionVersion },
      remember,
    );
    return { token, userId: user.id };
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
    const now = this.clock.now();
    user.applyProfileChanges(changes, now);
    if (cmd.password !== undefined && cmd.password.trim() !== '') {
      assertAcceptablePassword(cmd.password, (p) => this.commonPasswords.isCommon(p));
      user.changePasswordHash(await this.hasher.hash(cmd.password), now, false);
    }
    await this.users.save(user);
    this.sessions.forget(user.id);
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
      0,
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
