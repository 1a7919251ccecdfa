import { MarketPriceSchema } from './market-price.schema';
import { PriceAlertFiringSchema } from './price-alert-firing.schema';
import { PriceSyncRunSchema } from './price-sync-run.schema';
import { PriceWatchSchema } from './price-watch.schema';

/** The tables the market-prices context owns, registered by MarketPricesModule. */
export const marketPricesEntities = [
  MarketPriceSchema,
  PriceSyncRunSchema,
  PriceWatchSchema,
  PriceAlertFiringSchema,
];
