import type { Lang } from './language';

/**
 * The language a user chose in their profile: what their notifications and mails are written in.
 * The accounts context, which owns the profiles, provides it (AccountsModule exports it).
 */
export abstract class ProfileLanguages {
  /** English when the user is unknown. */
  abstract of(userId: string): Promise<Lang>;
}
