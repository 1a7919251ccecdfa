import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { UserSchema } from '../../accounts/infrastructure/user.schema';
import { OrderSchema } from '../../orders/infrastructure/order.schema';
import {
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
    recipientId: {
      kind: 'm:1',
      entity: () => UserSchema as never,
      mapToPk: true,
      fieldName: 'recipient_id',
      deleteRule: 'cascade',
    },
    kind: { enum: true, items: [...NOTIFICATION_KINDS] },
    orderId: {
      kind: 'm:1',
      entity: () => OrderSchema as never,
      mapToPk: true,
      fieldName: 'order_id',
      nullable: true,
      deleteRule: 'cascade',
    },
    message: { type: 'string', length: MAX_NOTIFICATION_LENGTH },
    status: { enum: true, items: [...NOTIFICATION_STATUSES] },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
