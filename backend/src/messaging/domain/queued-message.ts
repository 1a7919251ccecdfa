import type { Channel, Lang, MessageStatus, MessageTemplate } from './message';

/** How often a message is tried before it is given up as failed. */
export const MAX_ATTEMPTS = 8;

/** Wait before try n+1 after n failed tries: 30 s, 1 min, 2 min, ... at most 1 h. */
export function backoffSeconds(attempts: number, providerSaid?: number): number {
  const ours = Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
  return Math.max(ours, Math.min(providerSaid ?? 0, 3600));
}

/** One message in the outbox (table `outgoing_messages`), from queued to its last report. */
export class QueuedMessage {
  constructor(
    public id: string,
    /** One message per event and channel: `order:<id>:order_placed`, `otp:<code id>`. */
    public eventKey: string,
    public channel: Channel,
    /** The member it is for; null for an OTP to a number (the sign-up check). */
    public userId: string | null,
    public recipient: string,
    public language: Lang,
    public template: MessageTemplate,
    public params: Record<string, string>,
    public text: string,
    public status: MessageStatus,
    public attempts: number,
    public notBefore: Date,
    public createdAt: Date,
    public leaseUntil: Date | null = null,
    public provider: string | null = null,
    public providerId: string | null = null,
    public lastError: string | null = null,
    public sentAt: Date | null = null,
    public updatedAt: Date = createdAt,
  ) {}
}
