import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { ORDER_STATUSES, Order } from '../domain/order';
import { PAYMENT_STATUSES } from '../domain/payment';

// The listing and the members are other contexts' rows, referred to by id only (no foreign
// keys across contexts: docs/adr/0008-domain-events-in-the-publishers-transaction.md).
export const OrderSchema = new EntitySchema<Order, never, EntityCtor<Order>>({
  class: Order,
  tableName: 'orders',
  indexes: [{ properties: ['sellerId', 'status'] }, { properties: ['buyerId', 'createdAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    listingId: { type: 'uuid', fieldName: 'listing_id', index: true },
    sellerId: { type: 'uuid', fieldName: 'seller_id' },
    buyerId: { type: 'uuid', fieldName: 'buyer_id' },
    quantity: { type: 'decimal', precision: 12, scale: 3 },
    unitPrice: { type: 'decimal', precision: 12, scale: 2 },
    totalPrice: { type: 'decimal', precision: 12, scale: 2 },
    status: { enum: true, items: [...ORDER_STATUSES] },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    decidedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    handedOverAt: {
      type: 'datetime',
      columnType: 'timestamptz',
      nullable: true,
      fieldName: 'handed_over_at',
    },
    paymentStatus: {
      enum: true,
      items: [...PAYMENT_STATUSES],
      fieldName: 'payment_status',
      default: 'unpaid',
    },
    paymentUtr: { type: 'string', length: 12, nullable: true, fieldName: 'payment_utr' },
    paymentChangedAt: {
      type: 'datetime',
      columnType: 'timestamptz',
      nullable: true,
      fieldName: 'payment_changed_at',
    },
  },
});
