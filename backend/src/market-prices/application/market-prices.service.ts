import { Injectable } from '@nestjs/common';
import { MarketPriceErrors } from '../domain/market-price-errors';
import type { MarketPrice, PriceSort } from '../domain/market-price';
import { MarketPriceSource, type PriceSourceInfo } from './ports/market-price-source';
import {
  MarketPriceRepository,
  type DaySummary,
  type PriceFilter,
  type TrendPoint,
} from './ports/market-price.repository';
import { PriceSyncService } from './price-sync.service';

const DAY_MS = 86_400_000;
const FILTER_CACHE_MS = 5 * 60_000;

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
  private filterCache = new Map<string, { at: number; value: Promise<string[]> }>();

  constructor(
    private readonly prices: MarketPriceRepository,
    private readonly source: MarketPriceSource,
    sync: PriceSyncService,
  ) {
    sync.onFinished(() => this.filterCache.clear());
  }

  get sourceInfo(): PriceSourceInfo {
    return this.source.info;
  }

  /** One page of one day's reports (the latest day with reports for the filter unless given). */
  async list(
    filter: PriceFilter & { date?: string; sort?: PriceSort; page: number; limit: number },
  ): Promise<PricePageResult> {
    const { date: askedDate, sort, page, limit, ...where } = filter;
    const date = askedDate ?? (await this.prices.latestDate(where));
    const data = date
      ? await this.prices.find({ ...where, date, sort, offset: (page - 1) * limit, limit })
      : [];
    return { data, page, limit, date, source: this.source.info };
  }

  /** Distinct states and commodities over the whole cache, cached for a few minutes. */
  async filters(state?: string): Promise<{ states: string[]; commodities: string[] }> {
    const [states, commodities] = await Promise.all([
      this.cached('states', () => this.prices.states()),
      this.cached(`commodities:${state ?? ''}`, () => this.prices.commodities(state)),
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

  private cached(key: string, load: () => Promise<string[]>): Promise<string[]> {
    const hit = this.filterCache.get(key);
    if (hit && Date.now() - hit.at < FILTER_CACHE_MS) return hit.value;
    const value = load();
    this.filterCache.set(key, { at: Date.now(), value });
    value.catch(() => this.filterCache.delete(key));
    return value;
  }
}
