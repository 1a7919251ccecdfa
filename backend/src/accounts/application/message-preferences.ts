import { Injectable } from '@nestjs/common';
import { Clock } from '../../shared/time/clock';
import { MemberCardChanges } from './member-card-changes';
import { UserRepository } from './ports/user.repository';

/**
 * Message settings changed from outside the profile page: a member who answers STOP to our
 * WhatsApp messages turns them off (issue #24), START turns them on again. Other contexts (the
 * messaging context's webhook) call this; the profile page changes them with PUT.
 */
@Injectable()
export class MessagePreferences {
  constructor(
    private readonly users: UserRepository,
    private readonly cardChanges: MemberCardChanges,
    private readonly clock: Clock,
  ) {}

  /** Returns whether a member has this 10-digit mobile (and so whether anything changed). */
  async setChannel(mobile: string, channel: 'sms' | 'whatsapp', on: boolean): Promise<boolean> {
    const user = await this.users.findByMobile(mobile);
    if (!user) return false;
    user.applyProfileChanges(
      channel === 'sms' ? { smsAlerts: on } : { whatsappAlerts: on },
      this.clock.now(),
    );
    await this.users.save(user);
    this.cardChanges.changed(user.id);
    return true;
  }
}
