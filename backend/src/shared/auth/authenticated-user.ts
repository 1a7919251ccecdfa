export type UserRole = 'user' | 'admin';

/** Who is calling, as proven by a valid, current session token. */
export interface AuthenticatedUser {
  id: string;
  role: UserRole;
}
