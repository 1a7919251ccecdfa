import { AdminOnly } from '../../shared/auth/admin-only.decorator';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { CurrentUser } from '../../shared/auth/current-user.decorator';
import { Public } from '../../shared/auth/public.decorator';
import { ErrorResponse } from '../../shared/http/error-response';
import { Cacheable } from '../../shared/http/http-caching';
import { SchemesService } from '../application/schemes.service';
import type { SchemeFields } from '../domain/scheme';
import {
  AgricultureDepartmentDto,
  NewSchemeDto,
  SchemeDto,
  SchemeListDto,
  SchemeQueryDto,
  UpdateSchemeDto,
} from './scheme.dto';

function audienceOf(dto: NewSchemeDto['audience']): SchemeFields['audience'] {
  return {
    farmerCategories: [...new Set(dto.farmerCategories)],
    maxLandHectares: dto.maxLandHectares ?? null,
    crops: dto.crops && dto.crops.length ? [...new Set(dto.crops)] : null,
  };
}

@ApiTags('schemes')
@Controller('api/schemes')
export class SchemesController {
  constructor(private readonly schemes: SchemesService) {}

  @Get('all')
  @Public()
  // The same for everybody; an administrator's change shows within five minutes.
  @Cacheable({ visibility: 'public', maxAge: 300 })
  @ApiOperation({
    operationId: 'listSchemes',
    summary:
      'Government schemes; with ?state= one state\'s (any case or slug) plus the central "All States" ones',
  })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such state' })
  async list(@Query() query: SchemeQueryDto): Promise<SchemeListDto> {
    const listing = await this.schemes.list(query.state);
    return {
      data: listing.schemes.map(SchemeDto.from),
      state: listing.state,
      department: listing.department ? AgricultureDepartmentDto.from(listing.department) : null,
    };
  }

  @Post()
  @AdminOnly()
  @ApiBearerAuth('bearer')
  @ApiOperation({ operationId: 'createScheme', summary: 'Add a scheme (administrators)' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an administrator' })
  async create(
    @CurrentUser() actor: AuthenticatedUser,
    @Body() dto: NewSchemeDto,
  ): Promise<SchemeDto> {
    return SchemeDto.from(
      await this.schemes.create(actor, { ...dto, audience: audienceOf(dto.audience) }),
    );
  }

  @Put(':id')
  @AdminOnly()
  @ApiBearerAuth('bearer')
  @ApiOperation({
    operationId: 'updateScheme',
    summary: 'Change a scheme (administrators); the shipped version no longer overwrites it',
  })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an administrator' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async update(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: UpdateSchemeDto,
  ): Promise<SchemeDto> {
    const { audience, ...rest } = dto;
    const changes: Partial<SchemeFields> = { ...rest };
    if (audience) changes.audience = audienceOf(audience);
    return SchemeDto.from(await this.schemes.update(actor, id, changes));
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  @ApiBearerAuth('bearer')
  @ApiOperation({ operationId: 'deleteScheme', summary: 'Remove a scheme (administrators)' })
  @ApiNoContentResponse()
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an administrator' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async remove(@CurrentUser() actor: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.schemes.remove(actor, id);
  }
}
