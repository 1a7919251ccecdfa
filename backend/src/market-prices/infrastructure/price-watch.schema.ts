import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { UserSchema } from '../../accounts/infrastructure/user.schema';
import { MAX_TEXT_FIELD } from '../domain/market-price';
import { PriceWatch } from '../domain/price-watch';

export const PriceWatchSchema = new EntitySchema<PriceWatch, never, EntityCtor<PriceWatch>>({
  class: PriceWatch,
  tableName: 'price_watches',
  uniques: [{ properties: ['userId', 'commodity', 'state'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    userId: {
      kind: 'm:1',
      entity: () => UserSchema as never,
      mapToPk: true,
      fieldName: 'user_id',
      deleteRule: 'cascade',
    },
    commodity: { type: 'string', length: MAX_TEXT_FIELD },
    state: { type: 'string', length: MAX_TEXT_FIELD },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
