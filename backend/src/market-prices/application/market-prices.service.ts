import { Injectable } from '@nestjs/common';
import { CacheEvents } from '../../shared/cache/cache-events';
import { ReadThroughCache } from '../../shared/cache/read-through-cache';
import { MarketPriceErrors } from '../domain/market-price-errors';
import type { MarketPrice, PriceSort } from '../domain/market-price';
import { MandiNames } from './ports/mandi-names';
import { MarketPriceSource, type PriceSourceInfo } from './ports/market-price-source';
import {
  MarketPriceRepository,
  type DaySummary,
  type NearPlace,
  type PriceFilter,
  type TrendPoint,
} from './ports/market-price.repository';
import { PriceSyncService } from './price-sync.service';

const DAY_MS = 86_400_000;
/** Prices change only when a sync ends, which empties these caches on every replica. */
const FILTER_CACHE_MS = 5 * 60_000;
const PAGE_CACHE_MS = 60_000;

/** What a page of the price list is asked with. */
export type PricePageRequest = PriceFilter & {
  date?: string;
  sort?: PriceSort;
  /** This state's rows first (the reader's own), then the others; it does not filter. */
  nearState?: string;
  /** Within nearState, this district's rows first. */
  nearDistrict?: string;
  page: number;
  limit: number;
};

export interface PricePageResult {
  data: MarketPrice[];
  page: number;
  limit: number;
  date: string | null;
  source: PriceSourceInfo;
}

export interface PriceHint extends DaySummary {
  commodity: string;
  state: string;
  source: PriceSourceInfo;
}

/** Reads of the price cache for the screens and the API. */
@Injectable()
export class MarketPricesService {
  private readonly filterCache = new ReadThroughCache<string[]>({
    ttlMs: FILTER_CACHE_MS,
    max: 100,
  });
  /** Pages of the price table: the same few crops and states are asked for all day. */
  private readonly pageCache = new ReadThroughCache<PricePageResult>({
    ttlMs: PAGE_CACHE_MS,
    max: 1000,
  });

  constructor(
    private readonly prices: MarketPriceRepository,
    private readonly source: MarketPriceSource,
    sync: PriceSyncService,
    events: CacheEvents,
    private readonly names: MandiNames,
  ) {
    events.subscribe('prices', () => {
      this.filterCache.clear();
      this.pageCache.clear();
    });
    // The replica that ran the sync tells the others too.
    sync.onFinished(() => events.publish('prices', '*'));
  }

  get sourceInfo(): PriceSourceInfo {
    return this.source.info;
  }

  /** One page of one day's reports (the latest day with reports for the filter unless given). */
  list(filter: PricePageRequest): Promise<PricePageResult> {
    const key = JSON.stringify(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)));
    return this.pageCache.get(key, () => this.load(filter));
  }

  private async load(filter: PricePageRequest): Promise<PricePageResult> {
    const { date: askedDate, sort, nearState, nearDistrict, page, limit, ...where } = filter;
    const date = askedDate ?? (await this.prices.latestDate(where));
    const near = date && nearState ? await this.nearPlace(nearState, nearDistrict) : undefined;
    const data = date
      ? await this.prices.find({ ...where, date, sort, near, offset: (page - 1) * limit, limit })
      : [];
    return { data, page, limit, date, source: this.source.info };
  }

  /**
   * The feed's spellings of a state as the reader's profile names it: the feed writes some states
   * its own way ("Chattisgarh", "NCT of Delhi", "Uttrakhand"), which our dictionary gives the same
   * Hindi name as the official one. Undefined when no report is from that state.
   */
  private async nearPlace(state: string, district?: string): Promise<NearPlace | undefined> {
    const known = await this.filterCache.get('states', () => this.prices.states());
    const hindi = this.names.nameIn('state', state, 'hi');
    const states = known.filter(
      (s) =>
        s.toLowerCase() === state.toLowerCase() || this.names.nameIn('state', s, 'hi') === hindi,
    );
    if (states.length === 0) return undefined;
    return district === undefined ? { states } : { states, district };
  }

  /** Distinct states and commodities over the whole cache, cached for a few minutes. */
  async filters(state?: string): Promise<{ states: string[]; commodities: string[] }> {
    const [states, commodities] = await Promise.all([
      this.filterCache.get('states', () => this.prices.states()),
      this.filterCache.get(`commodities:${state ?? ''}`, () => this.prices.commodities(state)),
    ]);
    return { states, commodities };
  }

  /** Modal price per day over the last `days` days of data for a commodity. */
  async trend(
    filter: PriceFilter & { commodity: string },
    days: number,
  ): Promise<{ points: TrendPoint[] }> {
    const newest = await this.prices.latestDate(filter);
    if (!newest) return { points: [] };
    const since = new Date(Date.parse(newest) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
    return { points: await this.prices.trend(filter, since) };
  }

  /** The latest day's median modal price of a crop in a state, for the sell form. */
  async hint(commodity: string, state: string): Promise<PriceHint> {
    const found = await this.prices.recentDays(commodity, state, 1);
    const latest = found?.days[0];
    if (!found || !latest) throw MarketPriceErrors.noPriceData();
    return { ...latest, commodity: found.commodity, state, source: this.source.info };
  }

  /** The last two days with data, newest first (for the watchlist's change). */
  async recentDays(commodity: string, state: string): Promise<DaySummary[]> {
    return (await this.prices.recentDays(commodity, state, 2))?.days ?? [];
  }
}
