import { EntitySchema, type EntityCtor } from '@mikro-orm/core';

/**
 * A listing an order was ever placed on: part of trade history, so it is archived rather than
 * deleted. Written by SqlListingStock.holdForOrder in the order's transaction; the crops context
 * keeps this itself instead of reading the orders table (docs/architecture.md).
 */
export class OrderedListing {
  constructor(
    readonly listingId: string,
    readonly firstOrderedAt: Date,
  ) {}
}

export const OrderedListingSchema = new EntitySchema<
  OrderedListing,
  never,
  EntityCtor<OrderedListing>
>({
  class: OrderedListing,
  tableName: 'ordered_listings',
  properties: {
    listingId: { type: 'uuid', primary: true },
    firstOrderedAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
