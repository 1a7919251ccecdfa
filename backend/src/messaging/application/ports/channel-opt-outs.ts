import type { Channel } from '../../domain/message';

/** Turns a channel off (STOP) or on again (START) for the member with this number. */
export abstract class ChannelOptOuts {
  /** `phone`: digits with the country code (919876543210). Returns whether a member has it. */
  abstract set(phone: string, channel: Channel, on: boolean): Promise<boolean>;
}
