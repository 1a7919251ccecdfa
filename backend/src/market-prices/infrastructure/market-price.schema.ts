import { EntitySchema } from '@mikro-orm/core';

/**
 * The cache of mandi price reports. Rows are read and written with SQL (see
 * SqlMarketPriceRepository); this mapping exists so migrations and the drift test know the table.
 */
export class MarketPriceRow {
  id!: string;
  state!: string;
  district!: string;
  market!: string;
  commodity!: string;
  variety!: string;
  grade!: string;
  arrivalDate!: string;
  minPrice!: string;
  maxPrice!: string;
  modalPrice!: string;
  updatedAt!: Date;
}

export const MarketPriceSchema = new EntitySchema<MarketPriceRow>({
  class: MarketPriceRow,
  tableName: 'market_prices',
  uniques: [
    {
      name: 'market_prices_report_unique',
      properties: ['state', 'district', 'market', 'commodity', 'variety', 'grade', 'arrivalDate'],
    },
  ],
  indexes: [
    // The screen's filters (state, commodity, both, none) on one day, sorted by modal price (id
    // breaks ties, so it is in the index too and a page needs no sort step).
    { name: 'market_prices_day_modal_idx', properties: ['arrivalDate', 'modalPrice', 'id'] },
    {
      name: 'market_prices_state_day_idx',
      properties: ['state', 'arrivalDate', 'modalPrice', 'id'],
    },
    {
      name: 'market_prices_commodity_day_idx',
      properties: ['commodity', 'arrivalDate', 'modalPrice', 'id'],
    },
    {
      name: 'market_prices_state_commodity_day_idx',
      properties: ['state', 'commodity', 'arrivalDate', 'modalPrice', 'id'],
    },
  ],
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    state: { type: 'string', length: 120 },
    district: { type: 'string', length: 120 },
    market: { type: 'string', length: 120 },
    commodity: { type: 'string', length: 120 },
    variety: { type: 'string', length: 120 },
    grade: { type: 'string', length: 120 },
    arrivalDate: { type: 'date', fieldName: 'arrival_date' },
    minPrice: { type: 'decimal', precision: 12, scale: 2, fieldName: 'min_price' },
    maxPrice: { type: 'decimal', precision: 12, scale: 2, fieldName: 'max_price' },
    modalPrice: { type: 'decimal', precision: 12, scale: 2, fieldName: 'modal_price' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'updated_at' },
  },
});
