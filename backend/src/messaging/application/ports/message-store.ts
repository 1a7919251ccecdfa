import type { Channel, MessageStatus } from '../../domain/message';
import type { QueuedMessage } from '../../domain/queued-message';

export interface MessageListQuery {
  status?: MessageStatus;
  channel?: Channel;
  offset: number;
  limit: number;
}

/** The outbox table. Every method runs in the caller's transaction when there is one. */
export abstract class MessageStore {
  /** Adds the message unless one exists for its event and channel; returns whether it did. */
  abstract addUnlessExists(message: QueuedMessage): Promise<boolean>;
  /**
   * Takes up to `limit` due messages (queued and due, or sending with an expired lease) for this
   * worker: marks them sending until `leaseUntil`. Rows another worker is taking are skipped
   * (FOR UPDATE SKIP LOCKED), so with several replicas each message goes to one.
   */
  abstract claimDue(now: Date, leaseUntil: Date, limit: number): Promise<QueuedMessage[]>;
  /** Saves what the worker decided about a claimed message (status, times, error). */
  abstract update(message: QueuedMessage): Promise<void>;
  /** Messages handed to a provider since `since`: one member's, or everybody's (null). */
  abstract countSentSince(userId: string | null, since: Date): Promise<number>;
  abstract countsByStatus(): Promise<Record<MessageStatus, number>>;
  abstract list(query: MessageListQuery): Promise<{ items: QueuedMessage[]; total: number }>;
}
