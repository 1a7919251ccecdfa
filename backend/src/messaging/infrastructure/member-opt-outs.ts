import { Injectable } from '@nestjs/common';
import { MessagePreferences } from '../../accounts/index';
import type { Channel } from '../domain/message';
import { ChannelOptOuts } from '../application/ports/channel-opt-outs';

/** STOP and START through the accounts context, which keeps the settings with the profile. */
@Injectable()
export class MemberOptOuts extends ChannelOptOuts {
  constructor(private readonly preferences: MessagePreferences) {
    super();
  }

  set(phone: string, channel: Channel, on: boolean): Promise<boolean> {
    const mobile = /^91([6-9]\d{9})$/.exec(phone)?.[1];
    return mobile ? this.preferences.setChannel(mobile, channel, on) : Promise.resolve(false);
  }
}
