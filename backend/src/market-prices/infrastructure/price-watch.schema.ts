import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { MAX_TEXT_FIELD } from '../domain/market-price';
import { PriceWatch, THRESHOLD_STATES } from '../domain/price-watch';

/**
 * One watch per user, commodity, state and place (market or district, or neither), in any case:
 * an expression index (MikroORM compares it by name only; the migration holds its definition).
 */
export const PRICE_WATCH_UNIQUE = 'price_watches_user_place_unique';

export const PriceWatchSchema = new EntitySchema<PriceWatch, never, EntityCtor<PriceWatch>>({
  class: PriceWatch,
  tableName: 'price_watches',
  uniques: [
    {
      name: PRICE_WATCH_UNIQUE,
      expression: `create unique index "${PRICE_WATCH_UNIQUE}" on "price_watches" ("user_id", lower("commodity"), lower("state"), lower(coalesce("market", '')), lower(coalesce("district", '')))`,
    },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    // A member of the accounts context, by id only (no foreign keys across contexts).
    userId: { type: 'uuid', fieldName: 'user_id' },
    commodity: { type: 'string', length: MAX_TEXT_FIELD },
    state: { type: 'string', length: MAX_TEXT_FIELD },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    market: { type: 'string', length: MAX_TEXT_FIELD, nullable: true },
    district: { type: 'string', length: MAX_TEXT_FIELD, nullable: true },
    // Alert prices, rupees per quintal; each with its hysteresis state.
    above: { type: 'decimal', precision: 12, scale: 2, nullable: true },
    below: { type: 'decimal', precision: 12, scale: 2, nullable: true },
    aboveState: {
      enum: true,
      items: [...THRESHOLD_STATES],
      fieldName: 'above_state',
      default: 'armed',
    },
    belowState: {
      enum: true,
      items: [...THRESHOLD_STATES],
      fieldName: 'below_state',
      default: 'armed',
    },
  },
});
