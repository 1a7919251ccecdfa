import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { CROP_CATEGORIES, CROP_STATUSES, CROP_UNITS, CropListing } from '../domain/crop-listing';

export const CropListingSchema = new EntitySchema<CropListing, never, EntityCtor<CropListing>>({
  class: CropListing,
  tableName: 'crop_listings',
  // The market's sorts (newest, price) and its category filter read straight off these.
  indexes: [{ properties: ['createdAt'] }, { properties: ['category'] }, { properties: ['price'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    cropId: { type: 'string', length: 10, unique: true },
    // A member of the accounts context, by id only: no context's table refers to another's
    // (docs/architecture.md, "Each context owns its tables").
    sellerId: { type: 'uuid', fieldName: 'seller_id', index: true },
    name: { type: 'string', length: 100 },
    category: { enum: true, items: [...CROP_CATEGORIES] },
    description: { type: 'string', length: 2000 },
    price: { type: 'decimal', precision: 12, scale: 2 },
    unit: { enum: true, items: [...CROP_UNITS] },
    quantity: { type: 'decimal', precision: 12, scale: 3 },
    organic: { type: 'boolean' },
    status: { enum: true, items: [...CROP_STATUSES] },
    images: { type: 'json' },
    archivedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
