import { MAX_TEXT_FIELD } from './market-price';
import { MarketPriceErrors } from './market-price-errors';

export const MAX_WATCHES_PER_USER = 20;
/** The highest alert price we take, rupees per quintal (numeric(12,2) holds far more). */
export const MAX_THRESHOLD = 10_000_000;
/**
 * Hysteresis: a fired threshold is armed again only once the price is back past it by this share
 * of the threshold (2%), so a price wobbling around the threshold does not alert every day.
 */
export const REARM_BAND = 0.02;

export const THRESHOLD_STATES = ['armed', 'fired'] as const;
export type ThresholdState = (typeof THRESHOLD_STATES)[number];
export const ALERT_DIRECTIONS = ['above', 'below'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];

/** Where inside the state a watch looks: one market, or one district, or the whole state. */
export interface WatchPlace {
  market: string | null;
  district: string | null;
}

/** Alert prices in rupees per quintal, as plain decimal text ("2150.5"); null when not set. */
export interface Thresholds {
  above: string | null;
  below: string | null;
}

/**
 * A commodity in a state (optionally one market or district of it) that a user follows on the
 * dashboard, with optional alert prices. Each alert price has a state: armed (it fires when the
 * latest modal price reaches it) or fired (it waits until the price is back past it by the band).
 */
export class PriceWatch {
  constructor(
    readonly id: string,
    readonly userId: string,
    readonly commodity: string,
    readonly state: string,
    readonly createdAt: Date,
    readonly market: string | null = null,
    readonly district: string | null = null,
    public above: string | null = null,
    public below: string | null = null,
    public aboveState: ThresholdState = 'armed',
    public belowState: ThresholdState = 'armed',
  ) {}

  /** New alert prices; a threshold that changes is armed again (it is a new alert). */
  setThresholds(next: Thresholds): void {
    checkThresholds(next);
    if (!sameAmount(next.above, this.above)) this.aboveState = 'armed';
    if (!sameAmount(next.below, this.below)) this.belowState = 'armed';
    this.above = next.above;
    this.below = next.below;
  }
}

function sameAmount(a: string | null, b: string | null): boolean {
  return a === null || b === null ? a === b : Number(a) === Number(b);
}

/** Positive, at most MAX_THRESHOLD, at most 2 decimals, and `below` under `above` when both. */
export function checkThresholds({ above, below }: Thresholds): void {
  for (const [field, value] of [
    ['above', above],
    ['below', below],
  ] as const) {
    if (value === null) continue;
    const n = Number(value);
    if (!/^\d+(\.\d{1,2})?$/.test(value) || !(n > 0) || n > MAX_THRESHOLD) {
      throw MarketPriceErrors.thresholdInvalid(field, MAX_THRESHOLD);
    }
  }
  if (above !== null && below !== null && !(Number(below) < Number(above))) {
    throw MarketPriceErrors.thresholdsOrder();
  }
}

/** A market or a district (not both), each trimmed; null for the whole state. */
export function checkPlace(market: string | null, district: string | null): WatchPlace {
  const m = market === null ? null : normaliseWatchText(market);
  const d = district === null ? null : normaliseWatchText(district);
  if ((market !== null && m === null) || (district !== null && d === null)) {
    throw MarketPriceErrors.watchInvalid();
  }
  if (m !== null && d !== null) throw MarketPriceErrors.marketOrDistrict();
  return { market: m, district: d };
}

export function normaliseWatchText(value: string): string | null {
  const t = value.replace(/\s+/g, ' ').trim();
  return t.length === 0 || t.length > MAX_TEXT_FIELD ? null : t;
}
