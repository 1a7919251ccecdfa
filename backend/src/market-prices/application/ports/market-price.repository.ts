import type { MarketPrice, PriceSort } from '../../domain/market-price';

export interface PriceFilter {
  state?: string;
  district?: string;
  market?: string;
  commodity?: string;
}

/**
 * Rows of a place that come before all others, without filtering anything: the reader's own
 * state (every spelling of it the feed uses) and, within it, their district.
 */
export interface NearPlace {
  states: string[];
  district?: string;
}

export interface PriceQuery extends PriceFilter {
  date: string;
  sort?: PriceSort;
  near?: NearPlace;
  offset: number;
  limit: number;
}

export interface TrendPoint {
  date: string;
  /** Average of the markets' modal prices that day, rupees per quintal. */
  modalPrice: number;
  markets: number;
}

export interface DaySummary {
  date: string;
  /** Median of the markets' modal prices that day, rupees per quintal. */
  modalPrice: number;
  markets: number;
}

export abstract class MarketPriceRepository {
  /** Inserts new reports and updates changed ones; returns how many rows changed. */
  abstract upsert(prices: MarketPrice[]): Promise<number>;
  /** Deletes reports that arrived before `date`; returns how many. */
  abstract deleteBefore(date: string): Promise<number>;
  abstract isEmpty(): Promise<boolean>;
  /** The most recent arrival date of reports matching the filter. */
  abstract latestDate(filter: PriceFilter): Promise<string | null>;
  abstract find(query: PriceQuery): Promise<MarketPrice[]>;
  abstract states(): Promise<string[]>;
  abstract commodities(state?: string): Promise<string[]>;
  abstract trend(filter: PriceFilter & { commodity: string }, since: string): Promise<TrendPoint[]>;
  /**
   * The last `days` days with reports of a commodity in a state, newest first. The name matches
   * in any case, or as the start of a market name ("Paddy" finds "Paddy(Common)"); null if none.
   */
  abstract recentDays(
    commodity: string,
    state: string,
    days: number,
  ): Promise<{ commodity: string; days: DaySummary[] } | null>;
}
