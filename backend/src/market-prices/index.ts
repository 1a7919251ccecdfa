// The market-prices context's public entry: what other contexts and the composition root may use of it
// (docs/architecture.md, "Boundaries the build enforces").
export { marketPricesEntities } from './infrastructure/entities';
export type { PriceAlertFired } from './domain/price-alert';
export type { AlertDirection } from './domain/price-watch';
