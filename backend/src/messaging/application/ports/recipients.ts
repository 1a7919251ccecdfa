import type { Lang } from '../../../i18n/language';
import type { QuietHours } from '../../domain/quiet-hours';

/** How a member wants to be told: from the accounts context (their profile). */
export interface RecipientContact {
  /** Digits with the country code and no +, e.g. 919876543210; null when none is usable. */
  phone: string | null;
  language: Lang;
  smsAlerts: boolean;
  whatsappAlerts: boolean;
  quietHours: QuietHours;
}

export abstract class Recipients {
  abstract contactOf(userId: string): Promise<RecipientContact | null>;
}
