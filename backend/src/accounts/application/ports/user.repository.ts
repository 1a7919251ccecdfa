import type { Lang } from '../../../i18n/language';
import type { User } from '../../domain/user';

/** What other contexts may know of a member (see MemberDirectory). */
export interface MemberCard {
  id: string;
  name: string;
  mobile: string;
  state: string;
  lang: Lang;
  /** The UPI ID (VPA) buyers pay this member to ("savita.patel@okaxis"); null when none. */
  upiId: string | null;
  /**
   * The member shows their mobile number only to buyers whose order they accepted: listings
   * leave it out; an accepted order's page shows it to that buyer.
   */
  mobileToAcceptedBuyersOnly: boolean;
  /** How the member wants order news and alerts on their phone (ADR 0013). */
  smsAlerts: boolean;
  whatsappAlerts: boolean;
  quietHoursStart: string;
  quietHoursEnd: string;
}

export abstract class UserRepository {
  abstract findById(id: string): Promise<User | null>;
  abstract findByMobile(mobile: string): Promise<User | null>;
  abstract findByEmail(email: string): Promise<User | null>;
  abstract findByUsername(username: string): Promise<User | null>;
  /** The cards of the members with these ids (unknown ids are left out). */
  abstract cardsByIds(ids: readonly string[]): Promise<MemberCard[]>;
  /** The ids of members whose state has this slug ("uttar-pradesh"). */
  abstract idsInStateSlug(stateSlug: string): Promise<string[]>;
  /** Inserts a new user; a unique clash raises the matching ConflictError. */
  abstract add(user: User): Promise<void>;
  /** Writes changed fields; a unique clash raises the matching ConflictError. */
  abstract save(user: User): Promise<void>;
}
