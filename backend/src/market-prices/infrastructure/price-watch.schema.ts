import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { MAX_TEXT_FIELD } from '../domain/market-price';
import { PriceWatch } from '../domain/price-watch';

export const PriceWatchSchema = new EntitySchema<PriceWatch, never, EntityCtor<PriceWatch>>({
  class: PriceWatch,
  tableName: 'price_watches',
  uniques: [{ properties: ['userId', 'commodity', 'state'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    // A member of the accounts context, by id only (no foreign keys across contexts).
    userId: { type: 'uuid', fieldName: 'user_id' },
    commodity: { type: 'string', length: MAX_TEXT_FIELD },
    state: { type: 'string', length: MAX_TEXT_FIELD },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
