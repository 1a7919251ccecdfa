import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { ORDER_REQUEST_KEY_MAX, OrderRequestKey } from '../domain/order-request-key';

/**
 * Idempotency keys of "place an order", one per account and key, dropped after 24 hours. The
 * order id has no foreign key: the key is claimed first in the transaction that then writes the
 * order (so a second request with the key waits for the first), and orders are never deleted.
 */
export const OrderRequestKeySchema = new EntitySchema<
  OrderRequestKey,
  never,
  EntityCtor<OrderRequestKey>
>({
  class: OrderRequestKey,
  tableName: 'order_request_keys',
  properties: {
    accountId: { type: 'uuid', primary: true, fieldName: 'account_id' },
    key: { type: 'string', length: ORDER_REQUEST_KEY_MAX, primary: true },
    fingerprint: { type: 'string', length: 64 },
    orderId: { type: 'uuid', fieldName: 'order_id' },
    // Expired keys are dropped by age.
    createdAt: {
      type: 'datetime',
      columnType: 'timestamptz',
      fieldName: 'created_at',
      index: true,
    },
  },
});
