import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { InboxMessage } from '../domain/inbox-message';

export const InboxMessageSchema = new EntitySchema<InboxMessage, never, EntityCtor<InboxMessage>>({
  class: InboxMessage,
  tableName: 'inbox_messages',
  indexes: [{ properties: ['kind', 'createdAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    kind: { enum: true, items: ['contact', 'support'] },
    name: { type: 'string', length: 100 },
    email: { type: 'string', length: 254 },
    mobile: { type: 'string', length: 20, nullable: true },
    address: { type: 'string', length: 300, nullable: true },
    message: { type: 'string', length: 3000 },
    // A member of the accounts context, by id only (no foreign keys across contexts).
    userId: { type: 'uuid', fieldName: 'user_id', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    mailedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
  },
});
