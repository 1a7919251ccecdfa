import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { UserSchema } from '../../accounts/infrastructure/user.schema';
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
    userId: {
      kind: 'm:1',
      entity: () => UserSchema as never,
      mapToPk: true,
      fieldName: 'user_id',
      nullable: true,
      deleteRule: 'set null',
    },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    mailedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
  },
});
