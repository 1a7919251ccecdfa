import type { PriceAlertFired } from '../../domain/price-alert';

export abstract class PriceAlerts {
  /**
   * In one statement: each watch's latest price against its alert prices, with hysteresis
   * (`band`, a share of the threshold); records new states and the firings (deduplicated by
   * watch, direction and price date) and returns the alerts that fired now, to be published in
   * the same transaction.
   */
  abstract evaluate(now: Date, band: number): Promise<PriceAlertFired[]>;
}
