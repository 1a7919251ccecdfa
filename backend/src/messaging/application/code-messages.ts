import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { ResetCodeBySms } from '../../accounts/index';
import { DomainEvents } from '../../shared/events/domain-events';
import { MessageDispatcher } from './message-dispatcher';
import { PhoneMessages } from './phone-messages';

/**
 * One-time codes by SMS (password reset by mobile): queued in the transaction that stores the
 * code, whatever the member's message settings and through their quiet hours, and sent at once.
 */
@Injectable()
export class CodeMessages implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly messages: PhoneMessages,
    private readonly dispatcher: MessageDispatcher,
  ) {}

  onModuleInit(): void {
    this.events.subscribe<ResetCodeBySms>('account.reset_code_by_sms', async (e) => {
      await this.messages.sendCode({
        phone: `91${e.mobile}`,
        language: e.lang,
        code: e.code,
        userId: e.userId,
        eventKey: `reset-code:${e.codeId}`,
      });
      // After this transaction commits: the next round would find it within the interval anyway.
      this.dispatcher.soon();
    });
  }
}
