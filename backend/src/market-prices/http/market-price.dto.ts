import { ApiProperty } from '@nestjs/swagger';
import type { Lang } from '../../i18n/language';
import type { MarketPrice } from '../domain/market-price';
import type { MandiNames } from '../application/ports/mandi-names';
import type { PriceSourceInfo } from '../application/ports/market-price-source';
import type { DaySummary, TrendPoint } from '../application/ports/market-price.repository';
import type { PriceHint } from '../application/market-prices.service';
import type { WatchDay } from '../application/ports/price-watch.repository';
import type { WatchWithPrices } from '../application/price-watchlist.service';
import { THRESHOLD_STATES, type ThresholdState } from '../domain/price-watch';
import { SYNC_STATUSES, SYNC_TRIGGERS, type PriceSyncRun } from '../domain/sync-run';

export class PriceSourceDto {
  @ApiProperty({ enum: ['data.gov.in', 'sample'] })
  kind!: 'data.gov.in' | 'sample';
  /** Where the prices come from, for people */
  label!: string;

  static from(info: PriceSourceInfo): PriceSourceDto {
    return { kind: info.kind, label: info.label };
  }
}

/** A report's names in the request's language (the feed's English where we have no name) */
export class MarketPriceNamesDto {
  state!: string;
  district!: string;
  market!: string;
  commodity!: string;
  variety!: string;
  grade!: string;
}

/** One mandi price report; prices in rupees per quintal (100 kg) */
export class MarketPriceDto {
  state!: string;
  district!: string;
  market!: string;
  commodity!: string;
  variety!: string;
  grade!: string;
  min_price!: number;
  max_price!: number;
  modal_price!: number;
  /** YYYY-MM-DD */
  arrival_date!: string;
  /** The names above in the request's language, for people; the fields above are the values filters take */
  names!: MarketPriceNamesDto;

  static from(p: MarketPrice, names: MandiNames, lang: Lang): MarketPriceDto {
    return {
      names: {
        state: names.nameIn('state', p.state, lang),
        district: names.nameIn('district', p.district, lang),
        market: names.nameIn('market', p.market, lang),
        commodity: names.nameIn('commodity', p.commodity, lang),
        variety: names.nameIn('variety', p.variety, lang),
        grade: names.nameIn('grade', p.grade, lang),
      },
      state: p.state,
      district: p.district,
      market: p.market,
      commodity: p.commodity,
      variety: p.variety,
      grade: p.grade,
      min_price: p.minPrice,
      max_price: p.maxPrice,
      modal_price: p.modalPrice,
      arrival_date: p.arrivalDate,
    };
  }
}

export class MarketPricePageDto {
  data!: MarketPriceDto[];
  page!: number;
  limit!: number;
  /** The arrival date shown (YYYY-MM-DD), null when there is no data */
  @ApiProperty({ type: String, nullable: true })
  date!: string | null;
  source!: PriceSourceDto;
}

export class PriceFiltersDto {
  /** The feed's names: the values ?state= and ?commodity= take */
  states!: string[];
  commodities!: string[];
  /** Each state and commodity above by its name in the request's language */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  labels!: Record<string, string>;
  /** Lower-case words that find each commodity: its names in English, Hindi and Gujarati and the spellings farmers type ("gehu", "ghau") */
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  searchWords!: Record<string, string[]>;
}

export class TrendPointDto {
  date!: string;
  /** Average modal price of the markets that day, rupees per quintal */
  modal_price!: number;
  markets!: number;

  static from(p: TrendPoint): TrendPointDto {
    return { date: p.date, modal_price: p.modalPrice, markets: p.markets };
  }
}

export class PriceTrendDto {
  commodity!: string;
  /** The commodity in the request's language */
  commodityName!: string;
  @ApiProperty({ type: String, nullable: true })
  state!: string | null;
  @ApiProperty({ type: String, nullable: true })
  market!: string | null;
  points!: TrendPointDto[];
}

export class DayPriceDto {
  date!: string;
  /** Median modal price across the state's markets that day, rupees per quintal */
  modal_price!: number;
  markets!: number;

  static from(d: DaySummary | null): DayPriceDto | null {
    return d ? { date: d.date, modal_price: d.modalPrice, markets: d.markets } : null;
  }
}

export class PriceHintDto {
  commodity!: string;
  state!: string;
  /** The commodity in the request's language */
  commodityName!: string;
  /** The state in the request's language */
  stateName!: string;
  date!: string;
  /** Median modal price across the state's markets, rupees per quintal */
  modal_price!: number;
  markets!: number;
  source!: PriceSourceDto;

  static from(h: PriceHint, names: MandiNames, lang: Lang): PriceHintDto {
    return {
      commodity: h.commodity,
      state: h.state,
      commodityName: names.nameIn('commodity', h.commodity, lang),
      stateName: names.nameIn('state', h.state, lang),
      date: h.date,
      modal_price: h.modalPrice,
      markets: h.markets,
      source: PriceSourceDto.from(h.source),
    };
  }
}

/** One price date of a watch (its sparkline) */
export class WatchDayDto {
  date!: string;
  /** Median modal price that day of the watch's reports, rupees per quintal */
  modal_price!: number;
}

/** An alert price and whether it fired (it re-arms once the price is back past it by 2%) */
export class PriceAlertDto {
  /** Rupees per quintal */
  price!: number;
  @ApiProperty({ enum: THRESHOLD_STATES })
  state!: ThresholdState;
}

export class PriceWatchDto {
  _id!: string;
  commodity!: string;
  state!: string;
  /** The market it looks at, or null */
  @ApiProperty({ type: String, nullable: true })
  market!: string | null;
  /** The district it looks at, or null */
  @ApiProperty({ type: String, nullable: true })
  district!: string | null;
  /** The commodity in the request's language */
  commodityName!: string;
  /** The state in the request's language */
  stateName!: string;
  /** The market or district in the request's language, or null for the whole state */
  @ApiProperty({ type: String, nullable: true })
  placeName!: string | null;
  @ApiProperty({ type: DayPriceDto, nullable: true })
  latest!: DayPriceDto | null;
  @ApiProperty({ type: DayPriceDto, nullable: true })
  previous!: DayPriceDto | null;
  /** Latest minus previous price date's price, rupees per quintal; null without two dates */
  @ApiProperty({ type: Number, nullable: true })
  change!: number | null;
  /** The last 14 price dates, oldest first */
  history!: WatchDayDto[];
  /** Alert when the price reaches this or more */
  @ApiProperty({ type: PriceAlertDto, nullable: true })
  above!: PriceAlertDto | null;
  /** Alert when the price falls to this or less */
  @ApiProperty({ type: PriceAlertDto, nullable: true })
  below!: PriceAlertDto | null;

  static from(w: WatchWithPrices, names: MandiNames, lang: Lang): PriceWatchDto {
    const { watch, days } = w;
    const [latest, previous] = days;
    const day = (d: WatchDay | undefined): DayPriceDto | null =>
      d ? { date: d.date, modal_price: d.modalPrice, markets: d.markets } : null;
    const alert = (price: string | null, state: ThresholdState): PriceAlertDto | null =>
      price === null ? null : { price: Number(price), state };
    return {
      _id: watch.id,
      commodity: watch.commodity,
      state: watch.state,
      market: watch.market,
      district: watch.district,
      commodityName: names.nameIn('commodity', watch.commodity, lang),
      stateName: names.nameIn('state', watch.state, lang),
      placeName:
        watch.market !== null
          ? names.nameIn('market', watch.market, lang)
          : watch.district !== null
            ? names.nameIn('district', watch.district, lang)
            : null,
      latest: day(latest),
      previous: day(previous),
      change:
        latest && previous
          ? Math.round((latest.modalPrice - previous.modalPrice) * 100) / 100
          : null,
      history: days.map((d) => ({ date: d.date, modal_price: d.modalPrice })).reverse(),
      above: alert(watch.above, watch.aboveState),
      below: alert(watch.below, watch.belowState),
    };
  }
}

export class PriceWatchListDto {
  data!: PriceWatchDto[];
}

export class PriceSyncRunDto {
  _id!: string;
  @ApiProperty({ enum: SYNC_TRIGGERS })
  trigger!: (typeof SYNC_TRIGGERS)[number];
  @ApiProperty({ enum: SYNC_STATUSES })
  status!: (typeof SYNC_STATUSES)[number];
  startedAt!: string;
  @ApiProperty({ type: String, nullable: true })
  finishedAt!: string | null;
  pages!: number;
  fetched!: number;
  upserted!: number;
  @ApiProperty({ type: String, nullable: true })
  error!: string | null;

  static from(r: PriceSyncRun): PriceSyncRunDto {
    return {
      _id: r.id,
      trigger: r.trigger,
      status: r.status,
      startedAt: r.startedAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
      pages: r.pages,
      fetched: r.fetched,
      upserted: r.upserted,
      error: r.error,
    };
  }
}

export class PriceSyncOverviewDto {
  data!: PriceSyncRunDto[];
  /** Cron expression, or null when the schedule is off */
  @ApiProperty({ type: String, nullable: true })
  schedule!: string | null;
  @ApiProperty({ type: String, nullable: true })
  nextRunAt!: string | null;
  @ApiProperty({ type: String, nullable: true })
  lastSuccessAt!: string | null;
  source!: PriceSourceDto;
}
