import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { Policy } from '../../shared/auth/policy';
import { Mailer } from '../../shared/mail/mailer';
import { Clock } from '../../shared/time/clock';
import { InboxMessage, type InboxKind } from '../domain/inbox-message';
import { InboxMessageRepository } from './ports/inbox-message.repository';
import { inboxMail } from './inbox-mail';

export interface ContactForm {
  name: string;
  mobile: string;
  email: string;
  address: string;
  message: string;
}

export interface SupportForm {
  name: string;
  email: string;
  message: string;
}

/** Where support mail goes; bound from SUPPORT_EMAIL. */
export abstract class SupportMailbox {
  abstract readonly address: string;
}

/**
 * Contact and Quick Support messages: stored first (so none is lost), then mailed to the support
 * mailbox with the sender in Reply-To. A mail that fails is logged and the message stays stored,
 * unmailed, for an administrator to read.
 */
@Injectable()
export class MessagesService {
  private readonly logger = new Logger(MessagesService.name);

  constructor(
    private readonly messages: InboxMessageRepository,
    private readonly mailer: Mailer,
    private readonly mailbox: SupportMailbox,
    private readonly clock: Clock,
  ) {}

  submitContact(form: ContactForm, sender?: AuthenticatedUser): Promise<InboxMessage> {
    return this.submit(
      new InboxMessage(
        randomUUID(),
        'contact',
        form.name,
        form.email,
        form.mobile,
        form.address,
        form.message,
        sender?.id ?? null,
        this.clock.now(),
        null,
      ),
    );
  }

  submitSupport(form: SupportForm, sender?: AuthenticatedUser): Promise<InboxMessage> {
    return this.submit(
      new InboxMessage(
        randomUUID(),
        'support',
        form.name,
        form.email,
        null,
        null,
        form.message,
        sender?.id ?? null,
        this.clock.now(),
        null,
      ),
    );
  }

  async list(
    actor: AuthenticatedUser,
    kind: InboxKind,
    page: { page: number; limit: number },
  ): Promise<{ items: InboxMessage[]; total: number }> {
    Policy.requireAdmin(actor);
    return this.messages.list(kind, { offset: (page.page - 1) * page.limit, limit: page.limit });
  }

  private async submit(message: InboxMessage): Promise<InboxMessage> {
    await this.messages.add(message);
    try {
      await this.mailer.send(inboxMail(this.mailbox.address, message));
      message.mailedAt = this.clock.now();
      await this.messages.markMailed(message.id, message.mailedAt);
    } catch (e) {
      this.logger.error(`Could not mail ${message.kind} message ${message.id}: ${String(e)}`);
    }
    return message;
  }
}
