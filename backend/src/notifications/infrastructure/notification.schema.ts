import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import {
  MAX_DEDUPE_KEY,
  MAX_NOTIFICATION_LENGTH,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
  Notification,
} from '../domain/notification';

export const NotificationSchema = new EntitySchema<Notification, never, EntityCtor<Notification>>({
  class: Notification,
  tableName: 'notifications',
  indexes: [{ properties: ['recipientId', 'createdAt'] }],
  // At most one notification of each kind per order, even if a request is retried.
  uniques: [{ properties: ['orderId', 'kind'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    // Members and orders are other contexts' rows, referred to by id only.
    recipientId: { type: 'uuid', fieldName: 'recipient_id' },
    kind: { enum: true, items: [...NOTIFICATION_KINDS] },
    orderId: { type: 'uuid', fieldName: 'order_id', nullable: true },
    message: { type: 'string', length: MAX_NOTIFICATION_LENGTH },
    text: { type: 'json', nullable: true },
    status: { enum: true, items: [...NOTIFICATION_STATUSES] },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    // News not about an order (price alerts) is deduplicated by this key instead.
    dedupeKey: {
      type: 'string',
      length: MAX_DEDUPE_KEY,
      nullable: true,
      unique: true,
      fieldName: 'dedupe_key',
    },
  },
});
