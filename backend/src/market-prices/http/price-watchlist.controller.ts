import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Lang } from '../../i18n/language';
import { RequestLang } from '../../i18n/request-language';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { MandiNames } from '../application/ports/mandi-names';
import { CurrentUser } from '../../shared/auth/current-user.decorator';
import { ErrorResponse } from '../../shared/http/error-response';
import { MarketPriceErrors } from '../domain/market-price-errors';
import { PriceWatchlistService } from '../application/price-watchlist.service';
import { PriceWatchDto, PriceWatchListDto } from './market-price.dto';
import { NewPriceWatchDto, PriceWatchThresholdsDto } from './market-price-requests.dto';

/** The signed-in user's own price watchlist (shown on the dashboard). */
@ApiTags('market-prices')
@ApiBearerAuth('bearer')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Not logged in' })
@Controller('api/market-prices/watchlist')
export class PriceWatchlistController {
  constructor(
    private readonly watchlist: PriceWatchlistService,
    private readonly names: MandiNames,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listPriceWatches',
    summary:
      'Your watched crops with their latest price, change since the previous date, last 14 price dates and alert prices',
  })
  async list(
    @CurrentUser() actor: AuthenticatedUser,
    @RequestLang() lang: Lang,
  ): Promise<PriceWatchListDto> {
    const watches = await this.watchlist.list(actor);
    return { data: watches.map((w) => PriceWatchDto.from(w, this.names, lang)) };
  }

  @Post()
  @ApiOperation({
    operationId: 'addPriceWatch',
    summary:
      'Watch a crop in a state, optionally one market or district of it, with optional alert prices (at most 20)',
  })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Invalid names or alert prices, market and district both given, or list full',
  })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already on your watchlist' })
  async add(
    @CurrentUser() actor: AuthenticatedUser,
    @Body() body: NewPriceWatchDto,
    @RequestLang() lang: Lang,
  ): Promise<PriceWatchDto> {
    const watch = await this.watchlist.add(actor, body);
    return PriceWatchDto.from(watch, this.names, lang);
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'setPriceWatchAlerts',
    summary:
      'Set or clear the alert prices of your own watch (left out: unchanged; null: cleared; a changed one is armed again)',
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid alert prices' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async setAlerts(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => MarketPriceErrors.watchNotFound() }))
    id: string,
    @Body() body: PriceWatchThresholdsDto,
    @RequestLang() lang: Lang,
  ): Promise<PriceWatchDto> {
    const watch = await this.watchlist.setThresholds(actor, id, body);
    return PriceWatchDto.from(watch, this.names, lang);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'removePriceWatch', summary: 'Stop watching (your own items only)' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async remove(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => MarketPriceErrors.watchNotFound() }))
    id: string,
  ): Promise<void> {
    await this.watchlist.remove(actor, id);
  }
}
