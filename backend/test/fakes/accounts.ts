import { randomUUID } from 'node:crypto';
import { AccountsService } from '../../src/accounts/application/accounts.service';
import { PasswordResetService } from '../../src/accounts/application/password-reset.service';
import { MemberCardChanges } from '../../src/accounts/application/member-card-changes';
import { CommonPasswords } from '../../src/accounts/application/ports/common-passwords';
import { OneTimeCodes } from '../../src/accounts/application/ports/one-time-codes';
import { PasswordHasher } from '../../src/accounts/application/ports/password-hasher';
import { PasswordResetCodeRepository } from '../../src/accounts/application/ports/password-reset-code.repository';
import { StateDirectory } from '../../src/accounts/application/ports/state-directory';
import { UnitOfWork } from '../../src/shared/database/unit-of-work';
import {
  UserRepository,
  type MemberCard,
} from '../../src/accounts/application/ports/user.repository';
import { emailTaken, mobileTaken } from '../../src/accounts/domain/account-errors';
import type { PasswordResetCode } from '../../src/accounts/domain/password-reset-code';
import type { User } from '../../src/accounts/domain/user';
import type { UserSession } from '../../src/accounts/domain/user-session';
import { UserSessionRepository } from '../../src/accounts/application/ports/user-session.repository';
import { MemoryLoginAttempts } from '../../src/accounts/infrastructure/login-attempts.adapters';
import {
  SessionTokens,
  SessionValidator,
  type SessionClaims,
} from '../../src/shared/auth/session-tokens';
import type { UserRole } from '../../src/shared/auth/authenticated-user';
import { Mailer, type OutgoingMail } from '../../src/shared/mail/mailer';
import { Clock } from '../../src/shared/time/clock';
import { DomainEvents } from '../../src/shared/events/domain-events';

export class InMemoryUserRepository extends UserRepository {
  readonly rows = new Map<string, User>();
  findById(id: string) {
    return Promise.resolve(this.rows.get(id) ?? null);
  }
  findByMobile(mobile: string) {
    return Promise.resolve([...this.rows.values()].find((u) => u.mobile === mobile) ?? null);
  }
  findByEmail(email: string) {
    return Promise.resolve([...this.rows.values()].find((u) => u.email === email) ?? null);
  }
  findByUsername(username: string) {
    return Promise.resolve([...this.rows.values()].find((u) => u.username === username) ?? null);
  }
  cardsByIds(ids: readonly string[]): Promise<MemberCard[]> {
    return Promise.resolve(
      ids.flatMap((id) => {
        const u = this.rows.get(id);
        if (!u) return [];
        const lang = u.language === 'Hindi' ? 'hi' : u.language === 'Gujarati' ? 'gu' : 'en';
        return [
          {
            id: u.id,
            name: u.name,
            mobile: u.mobile,
            state: u.state,
            lang,
            upiId: u.upiId,
            mobileToAcceptedBuyersOnly: u.mobileToAcceptedBuyersOnly,
            smsAlerts: u.smsAlerts,
            whatsappAlerts: u.whatsappAlerts,
            quietHoursStart: u.quietHoursStart,
            quietHoursEnd: u.quietHoursEnd,
          },
        ];
      }),
    );
  }
  idsInStateSlug(stateSlug: string): Promise<string[]> {
    const slug = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    return Promise.resolve(
      [...this.rows.values()].filter((u) => slug(u.state) === stateSlug).map((u) => u.id),
    );
  }
  async add(user: User) {
    if (await this.findByMobile(user.mobile)) throw mobileTaken();
    if (await this.findByEmail(user.email)) throw emailTaken();
    this.rows.set(user.id, user);
  }
  save(user: User) {
    this.rows.set(user.id, user);
    return Promise.resolve();
  }
}

export class InMemoryPasswordResetCodeRepository extends PasswordResetCodeRepository {
  readonly rows: PasswordResetCode[] = [];
  findLatestForUser(userId: string) {
    const mine = this.rows.filter((c) => c.userId === userId);
    return Promise.resolve(
      mine.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? null,
    );
  }
  add(code: PasswordResetCode) {
    this.rows.push(code);
    return Promise.resolve();
  }
  save() {
    return Promise.resolve();
  }
}

/** Fast and readable: "hashed:<password>". */
export class PlainPasswordHasher extends PasswordHasher {
  hash(password: string) {
    return Promise.resolve(`hashed:${password}`);
  }
  verify(hash: string, password: string) {
    return Promise.resolve(hash === `hashed:${password}`);
  }
}

export class ListedCommonPasswords extends CommonPasswords {
  constructor(private readonly list = ['password', '12345678', 'qwertyuiop']) {
    super();
  }
  isCommon(password: string) {
    return this.list.includes(password.toLowerCase());
  }
}

/** Hands out the codes it is given, in order, and "hashes" by prefixing. */
export class ScriptedOneTimeCodes extends OneTimeCodes {
  constructor(private readonly next: string[] = ['123456', '654321', '111222']) {
    super();
  }
  generate() {
    const code = this.next.shift();
    if (!code) throw new Error('no more scripted codes');
    return code;
  }
  hash(code: string) {
    return `h(${code})`;
  }
  matches(code: string, hash: string) {
    return hash === `h(${code})`;
  }
}

export class FixedStateDirectory extends StateDirectory {
  canonicalName(name: string) {
    const known = ['Gujarat', 'Tamil Nadu', 'Delhi'];
    const slug = name.trim().toLowerCase().replace(/\s+/g, '-');
    return Promise.resolve(
      known.find((k) => k.toLowerCase().replace(/\s+/g, '-') === slug) ?? null,
    );
  }
}

export class ImmediateUnitOfWork extends UnitOfWork {
  run<T>(work: () => Promise<T>) {
    return work();
  }
}

export class FakeSessionTokens extends SessionTokens {
  readonly issued: { claims: SessionClaims; expiresAt: Date }[] = [];
  issue(claims: SessionClaims, expiresAt: Date) {
    this.issued.push({ claims, expiresAt });
    return Promise.resolve(`token-${claims.userId}-${claims.sessionId}`);
  }
  read() {
    return Promise.resolve(null);
  }
}

export class InMemoryUserSessionRepository extends UserSessionRepository {
  readonly rows = new Map<string, UserSession>();
  add(session: UserSession) {
    this.rows.set(session.id, session);
    return Promise.resolve();
  }
  revoke(userId: string, sessionId: string, now: Date) {
    const s = this.rows.get(sessionId);
    if (!s || s.userId !== userId || s.revokedAt) return Promise.resolve(false);
    s.revokedAt = now;
    return Promise.resolve(true);
  }
  revokeAllOf(userId: string, now: Date, keep?: string) {
    let n = 0;
    for (const s of this.rows.values()) {
      if (s.userId === userId && s.id !== keep && s.isCurrent(now)) {
        s.revokedAt = now;
        n++;
      }
    }
    return Promise.resolve(n);
  }
  purgeEndedBefore(userId: string, before: Date) {
    for (const [id, s] of this.rows) {
      if (s.userId === userId && (s.expiresAt < before || (s.revokedAt && s.revokedAt < before)))
        this.rows.delete(id);
    }
    return Promise.resolve();
  }
}

export class RecordingMailer extends Mailer {
  readonly sent: OutgoingMail[] = [];
  failNext = false;
  send(mail: OutgoingMail) {
    if (this.failNext) {
      this.failNext = false;
      return Promise.reject(new Error('SMTP down'));
    }
    this.sent.push(mail);
    return Promise.resolve();
  }
}

export class FakeClock extends Clock {
  constructor(private current = new Date('2026-11-22T10:00:00Z')) {
    super();
  }
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** The two account services wired to shared fakes, as immich builds services with `new`. */
/** Sessions read straight from the users; remembers which users it was told to forget. */
export class ForgetfulSessions extends SessionValidator {
  readonly forgotten: string[] = [];
  constructor(
    private readonly users: InMemoryUserRepository,
    private readonly sessions: InMemoryUserSessionRepository,
    private readonly clock: Clock,
  ) {
    super();
  }
  async current(claims: SessionClaims): Promise<{ role: UserRole } | null> {
    const user = await this.users.findById(claims.userId);
    const session = this.sessions.rows.get(claims.sessionId);
    if (!user || !session || session.userId !== user.id || !session.isCurrent(this.clock.now()))
      return null;
    return { role: user.role };
  }
  override forget(userId: string): void {
    this.forgotten.push(userId);
  }
}

export function accountsWithFakes() {
  const users = new InMemoryUserRepository();
  const codes = new InMemoryPasswordResetCodeRepository();
  const hasher = new PlainPasswordHasher();
  const common = new ListedCommonPasswords();
  const tokens = new FakeSessionTokens();
  const mailer = new RecordingMailer();
  const clock = new FakeClock();
  const oneTimeCodes = new ScriptedOneTimeCodes();
  const userSessions = new InMemoryUserSessionRepository();
  const sessions = new ForgetfulSessions(users, userSessions, clock);
  const attempts = new MemoryLoginAttempts();
  const cardChanges = new MemberCardChanges();
  const events = new DomainEvents();
  const accounts = new AccountsService(
    users,
    hasher,
    common,
    new FixedStateDirectory(),
    tokens,
    clock,
    sessions,
    userSessions,
    attempts,
    new ImmediateUnitOfWork(),
    cardChanges,
  );
  const reset = new PasswordResetService(
    users,
    codes,
    oneTimeCodes,
    hasher,
    common,
    mailer,
    new ImmediateUnitOfWork(),
    clock,
    sessions,
    userSessions,
    attempts,
    events,
  );
  return {
    users,
    codes,
    hasher,
    tokens,
    mailer,
    clock,
    accounts,
    reset,
    sessions,
    userSessions,
    attempts,
    cardChanges,
    events,
    newId: randomUUID,
  };
}
