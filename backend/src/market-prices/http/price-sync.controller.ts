import { AdminOnly } from '../../shared/auth/admin-only.decorator';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { CurrentUser } from '../../shared/auth/current-user.decorator';
import { Policy } from '../../shared/auth/policy';
import { ErrorResponse } from '../../shared/http/error-response';
import { PriceSyncOpsService } from '../application/price-sync-ops.service';
import { PriceSyncOverviewDto, PriceSyncRunDto, PriceSourceDto } from './market-price.dto';

/** Ops: the price sync's recent runs and a manual trigger. Administrators only. */
@ApiTags('ops')
@ApiBearerAuth('bearer')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Not logged in' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an administrator' })
@Controller('api/market-prices')
export class PriceSyncController {
  constructor(private readonly ops: PriceSyncOpsService) {}

  @Get('sync-runs')
  @AdminOnly()
  @ApiOperation({
    operationId: 'listPriceSyncRuns',
    summary: 'The last 20 price sync runs, the schedule and the next run',
  })
  async runs(@CurrentUser() actor: AuthenticatedUser): Promise<PriceSyncOverviewDto> {
    Policy.requireAdmin(actor);
    const o = await this.ops.overview();
    return {
      data: o.runs.map(PriceSyncRunDto.from),
      schedule: o.schedule,
      nextRunAt: o.nextRunAt?.toISOString() ?? null,
      lastSuccessAt: o.lastSuccessAt?.toISOString() ?? null,
      source: PriceSourceDto.from(o.source),
    };
  }

  @Post('sync')
  @AdminOnly()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'startPriceSync',
    summary: 'Start a price sync now; answers at once with the new run',
  })
  @ApiAcceptedResponse({ type: PriceSyncRunDto })
  @ApiConflictResponse({ type: ErrorResponse, description: 'A sync is already running' })
  async start(@CurrentUser() actor: AuthenticatedUser): Promise<PriceSyncRunDto> {
    Policy.requireAdmin(actor);
    return PriceSyncRunDto.from(await this.ops.startNow());
  }
}
