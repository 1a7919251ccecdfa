import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { QueuedMessage } from '../domain/queued-message';

/**
 * The outbox of messages to phones (ADR 0013). Written in the transaction of the event that
 * causes a message; a worker sends it. One row per event and channel (the unique key), so a
 * retried event never queues a second message.
 */
export const QueuedMessageSchema = new EntitySchema<
  QueuedMessage,
  never,
  EntityCtor<QueuedMessage>
>({
  class: QueuedMessage,
  tableName: 'outgoing_messages',
  indexes: [
    // The worker's query: what is due.
    { properties: ['status', 'notBefore'] },
    // Caps count what a member was sent today; the ops view lists the newest.
    { properties: ['userId', 'sentAt'] },
    { properties: ['createdAt'] },
  ],
  uniques: [{ properties: ['eventKey', 'channel'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    eventKey: { type: 'string', length: 200, fieldName: 'event_key' },
    channel: { type: 'string', length: 16 },
    // A member of the accounts context, by id only.
    userId: { type: 'uuid', fieldName: 'user_id', nullable: true },
    recipient: { type: 'string', length: 20 },
    language: { type: 'string', length: 2 },
    template: { type: 'string', length: 40 },
    params: { type: 'json' },
    text: { type: 'text' },
    status: { type: 'string', length: 16 },
    attempts: { type: 'integer' },
    notBefore: { type: 'datetime', columnType: 'timestamptz', fieldName: 'not_before' },
    leaseUntil: {
      type: 'datetime',
      columnType: 'timestamptz',
      fieldName: 'lease_until',
      nullable: true,
    },
    provider: { type: 'string', length: 32, nullable: true },
    providerId: {
      type: 'string',
      length: 200,
      fieldName: 'provider_id',
      nullable: true,
      index: true,
    },
    lastError: { type: 'string', length: 200, fieldName: 'last_error', nullable: true },
    sentAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'sent_at', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'created_at' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'updated_at' },
  },
});
