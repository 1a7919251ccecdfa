import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../shared/auth/public.decorator';
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

/** Public data; a sync every few hours changes it (errors are never cached). */
const PRICES = { visibility: 'public', maxAge: 300 } as const;

/** Government mandi prices from our cache: public data, readable without an account. */
@ApiTags('market-prices')
@Public()
@ApiBadRequestResponse({ type: ErrorResponse, description: 'A filter is malformed or too long' })
@Controller('api/market-prices')
export class MarketPricesController {
  constructor(private readonly prices: MarketPricesService) {}

  @Get()
  @Cacheable(PRICES)
  @ApiOperation({
    operationId: 'listMarketPrices',
    summary:
      "One day's mandi prices, filtered, sorted by modal price over the whole result, 40 a page",
  })
  async list(@Query() query: PriceListQueryDto): Promise<MarketPricePageDto> {
    const result = await this.prices.list({
      ...query,
      page: query.page ?? 1,
      limit: query.limit ?? PRICE_PAGE_SIZE,
    });
    return {
      data: result.data.map(MarketPriceDto.from),
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
  filters(@Query() query: PriceFiltersQueryDto): Promise<PriceFiltersDto> {
    return this.prices.filters(query.state);
  }

  @Get('trend')
  @Cacheable(PRICES)
  @ApiOperation({
    operationId: 'getMarketPriceTrend',
    summary: 'Modal price per day of a commodity (in a state or market) over recent days',
  })
  async trend(@Query() query: PriceTrendQueryDto): Promise<PriceTrendDto> {
    const { days, ...filter } = query;
    const { points } = await this.prices.trend(filter, days ?? 90);
    return {
      commodity: query.commodity,
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
  async hint(@Query() query: PriceHintQueryDto): Promise<PriceHintDto> {
    return PriceHintDto.from(await this.prices.hint(query.commodity, query.state));
  }
}
