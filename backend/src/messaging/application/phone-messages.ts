import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Lang } from '../../i18n/language';
import type { MessageKey } from '../../i18n/messages.en';
import { render, translate, type LocalText } from '../../i18n/translate';
import { Clock } from '../../shared/time/clock';
import type { Channel, MessageTemplate } from '../domain/message';
import { QueuedMessage } from '../domain/queued-message';
import { notBeforeFor } from '../domain/quiet-hours';
import { MessageStore } from './ports/message-store';
import { Recipients } from './ports/recipients';

export interface MemberMessage {
  userId: string;
  template: Exclude<MessageTemplate, 'otp'>;
  /** Values of the template's placeholders, in its order: words, or texts said in their language. */
  params: Record<string, string | LocalText>;
  /** One message per event: the same key again (a retried event) queues nothing. */
  eventKey: string;
}

/** The text of a template in a language: the catalogue's `PHONE.<TEMPLATE>`. */
export function phoneText(template: MessageTemplate, lang: Lang, params: Record<string, string>) {
  return translate(lang, `PHONE.${template.toUpperCase()}` as MessageKey, params);
}

/**
 * Queues messages to members' phones (ADR 0013): on each channel the member turned on, in their
 * language, held until their quiet hours end. Called inside the transaction of the event that
 * causes the message, so the message commits with it or not at all.
 */
@Injectable()
export class PhoneMessages {
  constructor(
    private readonly store: MessageStore,
    private readonly recipients: Recipients,
    private readonly clock: Clock,
  ) {}

  /** Returns the channels a message was queued on. */
  async tell(message: MemberMessage): Promise<Channel[]> {
    const contact = await this.recipients.contactOf(message.userId);
    if (!contact?.phone) return [];
    const channels: Channel[] = [];
    if (contact.smsAlerts) channels.push('sms');
    if (contact.whatsappAlerts) channels.push('whatsapp');
    const now = this.clock.now();
    const notBefore = notBeforeFor(now, contact.quietHours);
    const params = Object.fromEntries(
      Object.entries(message.params).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : render(contact.language, value),
      ]),
    );
    const text = phoneText(message.template, contact.language, params);
    const queued: Channel[] = [];
    for (const channel of channels) {
      const added = await this.store.addUnlessExists(
        new QueuedMessage(
          randomUUID(),
          message.eventKey,
          channel,
          message.userId,
          contact.phone,
          contact.language,
          message.template,
          params,
          text,
          'queued',
          0,
          notBefore,
          now,
        ),
      );
      if (added) queued.push(channel);
    }
    return queued;
  }

  /** A one-time code by SMS: whatever the member's settings, and through quiet hours. */
  async sendCode(args: {
    phone: string;
    language: Lang;
    code: string;
    userId: string | null;
    eventKey: string;
  }): Promise<void> {
    const now = this.clock.now();
    const params = { code: args.code };
    await this.store.addUnlessExists(
      new QueuedMessage(
        randomUUID(),
        args.eventKey,
        'sms',
        args.userId,
        args.phone,
        args.language,
        'otp',
        params,
        phoneText('otp', args.language, params),
        'queued',
        0,
        now,
        now,
      ),
    );
  }
}
