import type { AlertDirection } from './price-watch';

/**
 * A watch's alert price was reached by the latest modal price after a price sync (published once
 * per watch, direction and price date, in the transaction that records the alert as fired).
 * Amounts are plain decimal text in rupees per quintal; `change` is the latest price minus the
 * previous price date's (null when there is no earlier date).
 */
export interface PriceAlertFired {
  readonly type: 'price_alert.fired';
  readonly watchId: string;
  readonly userId: string;
  readonly commodity: string;
  readonly state: string;
  readonly market: string | null;
  readonly district: string | null;
  readonly direction: AlertDirection;
  readonly threshold: string;
  readonly price: string;
  readonly change: string | null;
  /** YYYY-MM-DD: the arrival date of the price that reached the threshold. */
  readonly priceDate: string;
}
