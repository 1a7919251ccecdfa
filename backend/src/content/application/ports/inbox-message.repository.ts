import type { InboxKind, InboxMessage } from '../../domain/inbox-message';

export abstract class InboxMessageRepository {
  abstract add(message: InboxMessage): Promise<void>;
  abstract markMailed(id: string, at: Date): Promise<void>;
  /** Newest first. */
  abstract list(
    kind: InboxKind,
    page: { offset: number; limit: number },
  ): Promise<{ items: InboxMessage[]; total: number }>;
}
