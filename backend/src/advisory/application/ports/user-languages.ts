import type { AdvisoryLanguage } from '../../domain/language';

/** The language a user chose in their profile. */
export abstract class UserLanguages {
  abstract of(userId: string): Promise<AdvisoryLanguage | null>;
}
