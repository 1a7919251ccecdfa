import type { UserSession } from '../../domain/user-session';

/** The server-side sessions of the accounts context (table user_sessions). */
export abstract class UserSessionRepository {
  abstract add(session: UserSession): Promise<void>;
  /** Revokes one session of this user; false when it was not theirs or already revoked. */
  abstract revoke(userId: string, sessionId: string, now: Date): Promise<boolean>;
  /** Revokes every current session of the user except `keep` (the caller's own, if given). */
  abstract revokeAllOf(userId: string, now: Date, keep?: string): Promise<number>;
  /** Deletes the user's sessions that expired or were revoked before `before` (housekeeping). */
  abstract purgeEndedBefore(userId: string, before: Date): Promise<void>;
}
