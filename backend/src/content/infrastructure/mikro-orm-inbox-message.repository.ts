import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { InboxKind, InboxMessage } from '../domain/inbox-message';
import { InboxMessageRepository } from '../application/ports/inbox-message.repository';
import { InboxMessageSchema } from './inbox-message.schema';

@Injectable()
export class MikroOrmInboxMessageRepository extends InboxMessageRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(message: InboxMessage): Promise<void> {
    await this.em.persist(message).flush();
  }

  async markMailed(id: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(InboxMessageSchema, { id }, { mailedAt: at });
  }

  async list(
    kind: InboxKind,
    page: { offset: number; limit: number },
  ): Promise<{ items: InboxMessage[]; total: number }> {
    const [items, total] = await this.em.findAndCount(
      InboxMessageSchema,
      { kind },
      { orderBy: { createdAt: 'desc', id: 'desc' }, offset: page.offset, limit: page.limit },
    );
    return { items, total };
  }
}
