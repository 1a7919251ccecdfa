import {
  MessageDispatcher,
  type DispatchSettings,
} from '../../src/messaging/application/message-dispatcher';
import {
  MessageGateway,
  MessageGateways,
  type SendResult,
} from '../../src/messaging/application/ports/message-gateway';
import {
  MessageStore,
  type MessageListQuery,
} from '../../src/messaging/application/ports/message-store';
import {
  Recipients,
  type RecipientContact,
} from '../../src/messaging/application/ports/recipients';
import { PhoneMessages } from '../../src/messaging/application/phone-messages';
import {
  MESSAGE_STATUSES,
  type MessageStatus,
  type OutgoingMessage,
} from '../../src/messaging/domain/message';
import type { QueuedMessage } from '../../src/messaging/domain/queued-message';
import { FakeClock, ImmediateUnitOfWork } from './accounts';

const clone = (m: QueuedMessage): QueuedMessage =>
  Object.assign(Object.create(Object.getPrototypeOf(m) as object) as QueuedMessage, m, {
    params: { ...m.params },
  });

/** The outbox in memory, with the SQL store's rules (unique event and channel, leases). */
export class InMemoryMessageStore extends MessageStore {
  readonly rows = new Map<string, QueuedMessage>();

  addUnlessExists(m: QueuedMessage): Promise<boolean> {
    const clash = [...this.rows.values()].some(
      (r) => r.eventKey === m.eventKey && r.channel === m.channel,
    );
    if (!clash) this.rows.set(m.id, clone(m));
    return Promise.resolve(!clash);
  }

  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<QueuedMessage[]> {
    const due = [...this.rows.values()]
      .filter(
        (r) =>
          (r.status === 'queued' && r.notBefore <= now) ||
          (r.status === 'sending' && r.leaseUntil !== null && r.leaseUntil < now),
      )
      .sort((a, b) => a.notBefore.getTime() - b.notBefore.getTime())
      .slice(0, limit);
    for (const r of due) {
      r.status = 'sending';
      r.leaseUntil = leaseUntil;
    }
    return Promise.resolve(due.map(clone));
  }

  update(m: QueuedMessage): Promise<void> {
    this.rows.set(m.id, clone(m));
    return Promise.resolve();
  }

  countSentSince(userId: string | null, since: Date): Promise<number> {
    return Promise.resolve(
      [...this.rows.values()].filter(
        (r) => r.sentAt !== null && r.sentAt >= since && (userId === null || r.userId === userId),
      ).length,
    );
  }

  countsByStatus(): Promise<Record<MessageStatus, number>> {
    const counts = Object.fromEntries(MESSAGE_STATUSES.map((s) => [s, 0])) as Record<
      MessageStatus,
      number
    >;
    for (const r of this.rows.values()) counts[r.status]++;
    return Promise.resolve(counts);
  }

  list(q: MessageListQuery): Promise<{ items: QueuedMessage[]; total: number }> {
    const all = [...this.rows.values()].filter(
      (r) => (!q.status || r.status === q.status) && (!q.channel || r.channel === q.channel),
    );
    return Promise.resolve({ items: all.slice(q.offset, q.offset + q.limit), total: all.length });
  }
}

/** A provider that answers what it is told to, and records what it was given. */
export class ScriptedGateway extends MessageGateway {
  readonly provider = 'scripted';
  readonly sent: OutgoingMessage[] = [];
  next: (m: OutgoingMessage) => SendResult | Promise<SendResult> = (m) => ({
    outcome: 'sent',
    providerId: `p-${m.id}`,
  });

  async send(m: OutgoingMessage): Promise<SendResult> {
    this.sent.push(m);
    return this.next(m);
  }
}

export class OneGateway extends MessageGateways {
  constructor(readonly gateway: MessageGateway) {
    super();
  }
  for(): MessageGateway {
    return this.gateway;
  }
}

export class FixedRecipients extends Recipients {
  readonly contacts = new Map<string, RecipientContact>();
  contactOf(userId: string): Promise<RecipientContact | null> {
    return Promise.resolve(this.contacts.get(userId) ?? null);
  }
}

/** The messaging application wired to fakes, with a fake clock. */
export function messagingWithFakes(settings: Partial<DispatchSettings> = {}) {
  const clock = new FakeClock(new Date('2026-11-27T06:30:00Z')); // 12:00 India time
  const store = new InMemoryMessageStore();
  const gateway = new ScriptedGateway();
  const recipients = new FixedRecipients();
  const messages = new PhoneMessages(store, recipients, clock);
  const dispatcher = new MessageDispatcher(
    store,
    new OneGateway(gateway),
    new ImmediateUnitOfWork(),
    clock,
    { intervalMs: 0, userDailyCap: 20, dailyCap: 1000, ...settings },
  );
  return { clock, store, gateway, recipients, messages, dispatcher };
}
