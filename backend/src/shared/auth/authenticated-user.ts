import type { Lang } from '../../i18n/language';

export type UserRole = 'user' | 'admin';

/** Who is calling, as proven by a valid, current session token. */
export interface AuthenticatedUser {
  id: string;
  role: UserRole;
  /** The session the token belongs to (logout revokes it); none for work the server does itself. */
  sessionId?: string;
  /** Their profile language, read with the session (answers fall back to it). */
  language?: Lang;
}
