import type { Lang } from '../../i18n/language';
import type { UserRole } from './authenticated-user';

export interface SessionClaims {
  userId: string;
  role: UserRole;
  /** The server-side session the token belongs to: logout or a password change revokes it. */
  sessionId: string;
}

/** Issues and reads the bearer tokens of logged-in users. */
export abstract class SessionTokens {
  /** A token for the session, valid until `expiresAt` (the session row's own expiry). */
  abstract issue(claims: SessionClaims, expiresAt: Date): Promise<string>;
  /** The claims of a valid, unexpired token; null for anything else. */
  abstract read(token: string): Promise<SessionClaims | null>;
}

/**
 * Says whether a token's session is still current: it exists, belongs to the token's user, has
 * not expired and was not revoked (logout, a password change or reset).
 */
export abstract class SessionValidator {
  /** The role and, when the adapter knows it cheaply, the profile language of a current session. */
  abstract current(claims: SessionClaims): Promise<{ role: UserRole; language?: Lang } | null>;

  /**
   * After a committed change to a user's sessions, role or language: an adapter that remembers
   * answers for a moment forgets this user's, on every replica.
   */
  forget(userId: string): void {
    void userId;
  }
}
