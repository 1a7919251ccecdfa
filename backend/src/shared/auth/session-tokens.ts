import type { Lang } from '../../i18n/language';
import type { UserRole } from './authenticated-user';

export interface SessionClaims {
  userId: string;
  role: UserRole;
  sessionVersion: number;
}

/** Issues and reads the bearer tokens of logged-in users. */
export abstract class SessionTokens {
  /** `remember` gives a 30-day session instead of 1 day. */
  abstract issue(claims: SessionClaims, remember: boolean): Promise<string>;
  /** The claims of a valid, unexpired token; null for anything else. */
  abstract read(token: string): Promise<SessionClaims | null>;
}

/** Says whether a token's session is still current (the password was not reset since). */
export abstract class SessionValidator {
  abstract currentRole(userId: string, sessionVersion: number): Promise<UserRole | null>;

  /** The role and, when the adapter knows it cheaply, the profile language of a current session. */
  async current(
    userId: string,
    sessionVersion: number,
  ): Promise<{ role: UserRole; language?: Lang } | null> {
    const role = await this.currentRole(userId, sessionVersion);
    return role ? { role } : null;
  }

  /**
   * After a committed change to a user's sessions, role or language: an adapter that remembers
   * answers for a moment forgets this user's.
   */
  forget(userId: string): void {
    void userId;
  }
}
