import { Injectable } from '@nestjs/common';

/** Something that happened in one context that others may react to, e.g. `order.placed`. */
export interface DomainEvent {
  readonly type: string;
}

type Handler = (event: DomainEvent) => Promise<void>;

/**
 * In-process publish and subscribe between bounded contexts. A publisher calls `publish` inside
 * its UnitOfWork; every subscriber runs there and then, in subscription order, on the same
 * transaction, so what the subscribers write commits or rolls back with the publisher's change
 * (docs/adr/0008-domain-events-in-the-publishers-transaction.md). A subscriber that throws
 * fails the publisher's transaction. Side effects outside the database (SMS, e-mail) must not
 * run in a subscriber: they go through an outbox written by one.
 */
@Injectable()
export class DomainEvents {
  private readonly handlers = new Map<string, Handler[]>();

  subscribe<E extends DomainEvent>(type: E['type'], handler: (event: E) => Promise<void>): void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler as Handler);
    this.handlers.set(type, list);
  }

  async publish<E extends DomainEvent>(event: E): Promise<void> {
    for (const handler of this.handlers.get(event.type) ?? []) await handler(event);
  }
}
