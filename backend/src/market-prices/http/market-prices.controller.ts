import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Lang } from '../../i18n/language';
import { RequestLang } from '../../i18n/request-language';
import { Public } from '../../shared/auth/public.decorator';
import { MandiNames } from '../application/ports/mandi-names';
import { ErrorResponse } from '../../shared/http/error-response';
import { Cacheable } from '../../shared/http/http-caching';
import { PRICE_PAGE_SIZE } from '../domain/market-price';
import { MarketPricesService } from '../application/market-prices.service';
import {
  MarketPriceDto,
  MarketPricePageDto,
  PriceFiltersDto,
  PriceHintDto,
  PriceSourceDto,
  PriceTrendDto,
  TrendPointDto,
} from './market-price.dto';
import {
  PriceFiltersQueryDto,
  PriceHintQueryDto,
  PriceListQueryDto,
  PriceTrendQueryDto,
} from './market-price-requests.dto';

/**
 * Public data; a sync every few hours changes it (errors are never cached). Names come in the
 * request's language.
 */
const PRICES = { visibility: 'public', maxAge: 300, vary: ['Accept-Language'] } as const;

/** Government mandi prices from our cache: public data, readable without an account. */
@ApiTags('market-prices')
@Public()
@ApiBadRequestResponse({ type: ErrorResponse, description: 'A filter is malformed or too long' })
@Controller('api/market-prices')
export class MarketPricesController {
  constructor(
    private readonly prices: MarketPricesService,
    private readonly names: MandiNames,
  ) {}

  @Get()
  @Cacheable(PRICES)
  @ApiOperation({
    operationId: 'listMarketPrices',
    summary:
      "One day's mandi prices, filtered, sorted by modal price over the whole result, 40 a page",
    description:
      "With `nearState` (and `nearDistrict`) the rows of the reader's own state, and of their " +
      'district within it, come first; the rest follow in the usual order. With `sort`, each of ' +
      'these groups is sorted by price on its own. Nothing is filtered out.',
  })
  async list(
    @Query() query: PriceListQueryDto,
    @RequestLang() lang: Lang,
  ): Promise<MarketPricePageDto> {
    const result = await this.prices.list({
      ...query,
      page: query.page ?? 1,
      limit: query.limit ?? PRICE_PAGE_SIZE,
    });
    return {
      data: result.data.map((p) => MarketPriceDto.from(p, this.names, lang)),
      page: result.page,
      limit: result.limit,
      date: result.date,
      source: PriceSourceDto.from(result.source),
    };
  }

  @Get('filters')
  @Cacheable(PRICES)
  @ApiOperation({
    operationId: 'getMarketPriceFilters',
    summary: 'Every state and commodity in the price cache (commodities of one state with ?state=)',
  })
  async filters(
    @Query() query: PriceFiltersQueryDto,
    @RequestLang() lang: Lang,
  ): Promise<PriceFiltersDto> {
    const { states, commodities } = await this.prices.filters(query.state);
    return {
      states,
      commodities,
      labels: Object.fromEntries([
        ...states.map((s) => [s, this.names.nameIn('state', s, lang)]),
        ...commodities.map((c) => [c, this.names.nameIn('commodity', c, lang)]),
      ]),
      searchWords: Object.fromEntries(commodities.map((c) => [c, this.names.searchWords(c)])),
    };
  }

  @Get('trend')
  @Cacheable(PRICES)
  @ApiOperation({
    operationId: 'getMarketPriceTrend',
    summary: 'Modal price per day of a commodity (in a state or market) over recent days',
  })
  async trend(
    @Query() query: PriceTrendQueryDto,
    @RequestLang() lang: Lang,
  ): Promise<PriceTrendDto> {
    const { days, ...filter } = query;
    const { points } = await this.prices.trend(filter, days ?? 90);
    return {
      commodity: query.commodity,
      commodityName: this.names.nameIn('commodity', query.commodity, lang),
      state: query.state ?? null,
      market: query.market ?? null,
      points: points.map(TrendPointDto.from),
    };
  }

  @Get('hint')
  @Cacheable(PRICES)
  @ApiOperation({
    operationId: 'getMarketPriceHint',
    summary: 'The latest median modal price of a crop in a state, for sellers setting a price',
  })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No recent prices for this crop here' })
  async hint(@Query() query: PriceHintQueryDto, @RequestLang() lang: Lang): Promise<PriceHintDto> {
    const hint = await this.prices.hint(query.commodity, query.state);
    return PriceHintDto.from(hint, this.names, lang);
  }
}
