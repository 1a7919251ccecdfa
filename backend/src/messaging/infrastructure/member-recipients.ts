import { Injectable } from '@nestjs/common';
import { MemberDirectory } from '../../accounts/index';
import { HH_MM } from '../domain/quiet-hours';
import { Recipients, type RecipientContact } from '../application/ports/recipients';

/** Members' numbers, languages and message settings from the accounts context. */
@Injectable()
export class MemberRecipients extends Recipients {
  constructor(private readonly members: MemberDirectory) {
    super();
  }

  async contactOf(userId: string): Promise<RecipientContact | null> {
    const card = await this.members.card(userId);
    if (!card) return null;
    return {
      // Accounts keep the 10-digit Indian mobile; providers want the country code.
      phone: /^[6-9]\d{9}$/.test(card.mobile) ? `91${card.mobile}` : null,
      language: card.lang,
      smsAlerts: card.smsAlerts,
      whatsappAlerts: card.whatsappAlerts,
      quietHours: {
        start: HH_MM.test(card.quietHoursStart) ? card.quietHoursStart : '21:00',
        end: HH_MM.test(card.quietHoursEnd) ? card.quietHoursEnd : '07:00',
      },
    };
  }
}
