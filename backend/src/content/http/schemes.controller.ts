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
import type { EncodedAnswer } from '../../shared/http/public-cache/encoded-answer';
import { PublicAnswer } from '../../shared/http/public-cache/public-answer.interceptor';
import { PublicAnswers } from '../../shared/http/public-cache/public-answers';
import type { Lang } from '../../i18n/language';
import { RequestLang } from '../../i18n/request-language';
import { IndianStatesService } from '../application/indian-states.service';
import { SchemesService } from '../application/schemes.service';
import type { Scheme } from '../domain/scheme';
import type { SchemeFields } from '../domain/scheme';
import { slugifyStateName } from '../domain/indian-state';
import {
  AgricultureDepartmentDto,
  NewSchemeDto,
  SchemeDto,
  SchemeListDto,
  SchemeQueryDto,
  translationsOf,
  UpdateSchemeDto,
} from './scheme.dto';

/** The public answers that show schemes (PublicAnswers scope). */
export const SCHEMES_SCOPE = 'schemes';

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
  constructor(
    private readonly schemes: SchemesService,
    private readonly states: IndianStatesService,
    private readonly answers: PublicAnswers,
  ) {}

  private dto(scheme: Scheme, lang: Lang): SchemeDto {
    return SchemeDto.from(scheme, lang, this.states.nameIn(scheme.state, lang));
  }

  @Get('all')
  @Public()
  // The same for everybody who reads the same language, made once per state and language until
  // an administrator changes a scheme; caches that kept it show the change within five minutes.
  @PublicAnswer({ type: SchemeListDto, maxAge: 300, byLanguage: true })
  @ApiOperation({
    operationId: 'listSchemes',
    summary:
      'Government schemes; with ?state= one state\'s (any case or slug) plus the central "All States" ones',
  })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such state' })
  list(@Query() query: SchemeQueryDto, @RequestLang() lang: Lang): Promise<EncodedAnswer> {
    // The list depends on the state's slug only ("Gujarat", " gujarat " are one answer); a
    // state that is no state gets its own key, whose 404 is never kept.
    const state = query.state?.trim() ? `=${slugifyStateName(query.state)}` : '';
    return this.answers.get(SCHEMES_SCOPE, ['all', state, lang], () =>
      this.listing(query.state, lang),
    );
  }

  private async listing(state: string | undefined, lang: Lang): Promise<SchemeListDto> {
    const listing = await this.schemes.list(state);
    return {
      data: listing.schemes.map((s) => this.dto(s, lang)),
      state: listing.state && {
        ...listing.state,
        label: this.states.nameIn(listing.state.name, lang),
      },
      department: listing.department
        ? AgricultureDepartmentDto.from(listing.department, lang)
        : null,
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
    @RequestLang() lang: Lang,
  ): Promise<SchemeDto> {
    const { translations, ...fields } = dto;
    const scheme = await this.schemes.create(
      actor,
      { ...fields, audience: audienceOf(dto.audience) },
      translationsOf(translations),
    );
    this.answers.changed(SCHEMES_SCOPE);
    return this.dto(scheme, lang);
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
    @RequestLang() lang: Lang,
  ): Promise<SchemeDto> {
    const { audience, translations, ...rest } = dto;
    const changes: Partial<SchemeFields> = { ...rest };
    if (audience) changes.audience = audienceOf(audience);
    const scheme = await this.schemes.update(
      actor,
      id,
      changes,
      translations ? translationsOf(translations) : undefined,
    );
    this.answers.changed(SCHEMES_SCOPE);
    return this.dto(scheme, lang);
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
    this.answers.changed(SCHEMES_SCOPE);
  }
}
