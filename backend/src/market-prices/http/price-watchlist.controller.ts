import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
} from '@nestjs/common';
import {
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
import { NewPriceWatchDto } from './market-price-requests.dto';

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
    summary: 'Your watched crops with the latest and previous day’s median modal price',
  })
  async list(
    @CurrentUser() actor: AuthenticatedUser,
    @RequestLang() lang: Lang,
  ): Promise<PriceWatchListDto> {
    const watches = await this.watchlist.list(actor);
    return { data: watches.map((w) => PriceWatchDto.from(w, this.names, lang)) };
  }

  @Post()
  @ApiOperation({ operationId: 'addPriceWatch', summary: 'Watch a crop in a state (at most 20)' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already on your watchlist' })
  async add(
    @CurrentUser() actor: AuthenticatedUser,
    @Body() body: NewPriceWatchDto,
    @RequestLang() lang: Lang,
  ): Promise<PriceWatchDto> {
    const watch = await this.watchlist.add(actor, body.commodity, body.state);
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
