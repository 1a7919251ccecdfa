import { EntitySchema } from '@mikro-orm/core';
import { idOf } from '../../shared/database/foreign-key';
import { ALERT_DIRECTIONS, type AlertDirection } from '../domain/price-watch';
import { PriceWatchSchema } from './price-watch.schema';

/**
 * Every alert that fired, keyed by (watch, direction, price date): the dedupe key, so evaluating
 * the same prices again (a re-run of a sync, two replicas) never fires twice. Written and read with
 * SQL (SqlPriceAlerts); this mapping exists so migrations and the drift test know the table.
 */
export class PriceAlertFiringRow {
  watchId!: string;
  direction!: AlertDirection;
  priceDate!: string;
  threshold!: string;
  price!: string;
  firedAt!: Date;
}

export const PriceAlertFiringSchema = new EntitySchema<PriceAlertFiringRow>({
  class: PriceAlertFiringRow,
  tableName: 'price_alert_firings',
  properties: {
    watchId: {
      kind: 'm:1',
      entity: idOf(PriceWatchSchema),
      mapToPk: true,
      primary: true,
      fieldName: 'watch_id',
      deleteRule: 'cascade',
    },
    direction: { enum: true, items: [...ALERT_DIRECTIONS], primary: true },
    priceDate: { type: 'date', primary: true, fieldName: 'price_date' },
    threshold: { type: 'decimal', precision: 12, scale: 2 },
    price: { type: 'decimal', precision: 12, scale: 2 },
    firedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'fired_at' },
  },
});
