import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { UserSchema } from '../../accounts/infrastructure/user.schema';
import { CropListingSchema } from '../../crops/infrastructure/crop-listing.schema';
import { ORDER_STATUSES, Order } from '../domain/order';

// Foreign keys are kept as plain ids on the domain side (mapToPk); see password-reset-code.schema.ts.
export const OrderSchema = new EntitySchema<Order, never, EntityCtor<Order>>({
  class: Order,
  tableName: 'orders',
  indexes: [{ properties: ['sellerId', 'status'] }, { properties: ['buyerId', 'createdAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    listingId: {
      kind: 'm:1',
      entity: () => CropListingSchema as never,
      mapToPk: true,
      fieldName: 'listing_id',
      index: true,
    },
    sellerId: {
      kind: 'm:1',
      entity: () => UserSchema as never,
      mapToPk: true,
      fieldName: 'seller_id',
    },
    buyerId: {
      kind: 'm:1',
      entity: () => UserSchema as never,
      mapToPk: true,
      fieldName: 'buyer_id',
    },
    quantity: { type: 'decimal', precision: 12, scale: 3 },
    unitPrice: { type: 'decimal', precision: 12, scale: 2 },
    totalPrice: { type: 'decimal', precision: 12, scale: 2 },
    status: { enum: true, items: [...ORDER_STATUSES] },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    decidedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
  },
});
