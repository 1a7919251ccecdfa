import { RateLimit } from '../../shared/http/rate-limits';
import { AdminOnly } from '../../shared/auth/admin-only.decorator';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  Req,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { text } from '../../i18n/translate';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { CurrentUser } from '../../shared/auth/current-user.decorator';
import { Public } from '../../shared/auth/public.decorator';
import { AppConfig } from '../../shared/config/app-config';
import { ErrorResponse } from '../../shared/http/error-response';
import { Cacheable } from '../../shared/http/http-caching';
import type { EncodedAnswer } from '../../shared/http/public-cache/encoded-answer';
import { PublicAnswer } from '../../shared/http/public-cache/public-answer.interceptor';
import { PublicAnswers } from '../../shared/http/public-cache/public-answers';
import { absoluteUrlMaker, answerBase } from '../../shared/http/public-url';
import { TextHttpException } from '../../shared/http/text-http-exception';
import { UploadErrors } from '../../shared/http/upload-errors.interceptor';
import { ResourcesService } from '../application/resources.service';
import type { Lang } from '../../i18n/language';
import { RequestLang } from '../../i18n/request-language';
import { textsFor } from '../domain/localized-text';
import type {
  MachineryResource,
  MachineryResourceFields,
  MachineryResourceTexts,
} from '../domain/machinery-resource';
import {
  NewResourceDto,
  NewReviewDto,
  PageQueryDto,
  ResourceDto,
  ResourceListDto,
  resourceTranslationsOf,
  ReviewDto,
  ReviewListDto,
  UpdateResourceDto,
} from './resource.dto';

const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** The public answers that show machinery categories (PublicAnswers scope). */
export const RESOURCES_SCOPE = 'resources';

function fieldsOf(dto: Partial<NewResourceDto>): Partial<MachineryResourceFields> {
  const { popularbrand, howtouse, translations: _translations, ...rest } = dto;
  return {
    ...rest,
    ...(popularbrand !== undefined && { popularBrand: popularbrand }),
    ...(howtouse !== undefined && { howToUse: howtouse }),
  };
}

/** Machinery categories ("Farming Resources"), their pictures and reviews. */
@ApiTags('resources')
@Controller('api/resources')
export class ResourcesController {
  constructor(
    private readonly resources: ResourcesService,
    private readonly config: AppConfig,
    private readonly answers: PublicAnswers,
  ) {}

  @Get('all')
  @Public()
  // The same for everybody who reads the same language, made once per language until an
  // administrator changes a category; caches that kept it show the change within five minutes.
  @PublicAnswer({ type: ResourceListDto, maxAge: 300, byLanguage: true })
  @ApiOperation({ operationId: 'listResources', summary: 'All machinery categories' })
  list(@Req() req: Request, @RequestLang() lang: Lang): Promise<EncodedAnswer> {
    // Picture links start with PUBLIC_URL; only without it (a local install) with the
    // request's origin, then one answer per origin.
    const origin = answerBase(this.config, req);
    return this.answers.get(RESOURCES_SCOPE, ['all', lang, origin], async () => {
      const all = await this.resources.list();
      return { data: all.map((r) => this.toDto(r, req, lang)) } satisfies ResourceListDto;
    });
  }

  @Get(':id')
  @Public()
  @Cacheable({ visibility: 'public', maxAge: 300, vary: ['Accept-Language'] })
  @ApiOperation({ operationId: 'getResource', summary: 'One machinery category' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async get(
    @Param('id') id: string,
    @Req() req: Request,
    @RequestLang() lang: Lang,
  ): Promise<ResourceDto> {
    return this.toDto(await this.resources.get(id), req, lang);
  }

  @Post()
  @AdminOnly()
  @ApiBearerAuth('bearer')
  @ApiOperation({ operationId: 'createResource', summary: 'Add a category (administrators)' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an administrator' })
  async create(
    @CurrentUser() actor: AuthenticatedUser,
    @Body() dto: NewResourceDto,
    @Req() req: Request,
    @RequestLang() lang: Lang,
  ): Promise<ResourceDto> {
    const created = await this.resources.create(
      actor,
      fieldsOf(dto) as MachineryResourceFields,
      dto.translations ? resourceTranslationsOf(dto.translations) : {},
    );
    this.answers.changed(RESOURCES_SCOPE);
    return this.toDto(created, req, lang);
  }

  @Put(':id')
  @AdminOnly()
  @ApiBearerAuth('bearer')
  @ApiOperation({ operationId: 'updateResource', summary: 'Change a category (administrators)' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an administrator' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async update(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: UpdateResourceDto,
    @Req() req: Request,
    @RequestLang() lang: Lang,
  ): Promise<ResourceDto> {
    const updated = await this.resources.update(
      actor,
      id,
      fieldsOf(dto),
      dto.translations ? resourceTranslationsOf(dto.translations) : undefined,
    );
    this.answers.changed(RESOURCES_SCOPE);
    return this.toDto(updated, req, lang);
  }

  @Put(':id/image')
  @AdminOnly()
  @ApiBearerAuth('bearer')
  @UseInterceptors(
    UploadErrors(
      text('UPLOAD.PICTURE_TOO_LARGE'),
      () => new TextHttpException(HttpStatus.BAD_REQUEST, text('UPLOAD.ONE_PICTURE')),
    ),
    FileInterceptor('image', {
      limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 5, fieldSize: 1024 },
    }),
  )
  @ApiOperation({
    operationId: 'replaceResourceImage',
    summary: 'Replace the picture (administrators; JPEG, PNG or WebP, 5 MB)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['image'],
      properties: { image: { type: 'string', format: 'binary' } },
    },
  })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an administrator' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async replaceImage(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id') id: string,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() req: Request,
    @RequestLang() lang: Lang,
  ): Promise<ResourceDto> {
    const replaced = await this.resources.replaceImage(actor, id, file?.buffer);
    this.answers.changed(RESOURCES_SCOPE);
    return this.toDto(replaced, req, lang);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  @ApiBearerAuth('bearer')
  @ApiOperation({ operationId: 'deleteResource', summary: 'Remove a category (administrators)' })
  @ApiNoContentResponse()
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an administrator' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async remove(@CurrentUser() actor: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.resources.remove(actor, id);
    this.answers.changed(RESOURCES_SCOPE);
  }

  @Get(':id/reviews')
  @Public()
  // `mine` depends on who asks: their browser only, and asked again each time (new reviews).
  @Cacheable({ visibility: 'private', maxAge: 0 })
  @ApiOperation({
    operationId: 'listResourceReviews',
    summary: 'Reviews of a category, newest first ("Our Happy Clients")',
  })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async reviews(
    @Param('id') id: string,
    @Query() query: PageQueryDto,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
  ): Promise<ReviewListDto> {
    const { items, total } = await this.resources.listReviews(id, query);
    return {
      data: items.map((r) => ReviewDto.from(r, viewer?.id)),
      page: query.page,
      limit: query.limit,
      total,
    };
  }

  @Post(':id/reviews')
  @ApiBearerAuth('bearer')
  @RateLimit('form')
  @ApiOperation({ operationId: 'addResourceReview', summary: 'Leave a review (logged in)' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  async addReview(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: NewReviewDto,
  ): Promise<ReviewDto> {
    return ReviewDto.from(await this.resources.addReview(actor, id, dto), actor.id);
  }

  @Delete(':id/reviews/:reviewId')
  @HttpCode(204)
  @ApiBearerAuth('bearer')
  @ApiOperation({
    operationId: 'deleteResourceReview',
    summary: 'Remove a review (its author or an administrator)',
  })
  @ApiNoContentResponse()
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not your review' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async removeReview(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id') id: string,
    @Param('reviewId') reviewId: string,
  ): Promise<void> {
    await this.resources.removeReview(actor, id, reviewId);
  }

  private toDto(r: MachineryResource, req: Request, lang: Lang): ResourceDto {
    const absolute = absoluteUrlMaker(this.config, req);
    const image = this.resources.imageUrl(r);
    const { texts, language } = textsFor<MachineryResourceTexts>(r, r.translations, lang);
    return {
      _id: r.id,
      name: texts.name,
      image: image ? absolute(image) : null,
      description: texts.description,
      purpose: texts.purpose,
      popularbrand: texts.popularBrand,
      advantages: texts.advantages,
      link: r.link,
      howtouse: texts.howToUse,
      language,
    };
  }
}
