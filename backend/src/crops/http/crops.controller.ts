import { RateLimit } from '../../shared/http/rate-limits';
import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { CurrentUser } from '../../shared/auth/current-user.decorator';
import { Public } from '../../shared/auth/public.decorator';
import { UnauthenticatedError } from '../../shared/domain/domain-error';
import { AppConfig } from '../../shared/config/app-config';
import { ErrorResponse } from '../../shared/http/error-response';
import { Cacheable, SerializedJsonMemo } from '../../shared/http/http-caching';
import { absoluteUrlMaker, answerBase } from '../../shared/http/public-url';
import { ImageStorage } from '../../shared/images/image-storage';
import { CropNameBook } from '../application/ports/crop-name-book';
import { CropListingsService } from '../application/crop-listings.service';
import type { MarketPage } from '../application/market-listings-cache';
import { MAX_CROP_IMAGES } from '../domain/crop-listing';
import { CropDto, CropRemovalDto } from './crop.dto';
import { CropQueryDto, NewCropDto, UpdateCropDto } from './crop-requests.dto';
import { CROP_UPLOAD_LIMITS, CropUploadErrorsInterceptor } from './crop-upload.interceptor';

/** On the routes that need a member (the reads are public: a token only shows more). */
const MembersOnly = () =>
  applyDecorators(
    ApiBearerAuth('bearer'),
    ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Not logged in' }),
  );

@ApiTags('crops')
@Controller('api/crops')
export class CropsController {
  /** JSON of market pages by origin, for as long as the page object lives (see the cache). */
  private readonly serialized = new SerializedJsonMemo<MarketPage>();

  constructor(
    private readonly crops: CropListingsService,
    private readonly storage: ImageStorage,
    private readonly config: AppConfig,
    private readonly cropNames: CropNameBook,
  ) {}

  @Post('add')
  @MembersOnly()
  @RateLimit('listing')
  @UseInterceptors(
    CropUploadErrorsInterceptor,
    FilesInterceptor('cropImages', MAX_CROP_IMAGES + 1, CROP_UPLOAD_LIMITS),
  )
  @ApiOperation({
    operationId: 'addCrop',
    summary: 'List a crop for sale, with up to 4 photos (JPEG, PNG or WebP, 5 MB each)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['cropName', 'cropCategory', 'cropSellingPrice', 'cropUnit', 'cropQuantity'],
      properties: {
        cropName: { type: 'string' },
        cropDescription: { type: 'string' },
        cropCategory: {
          type: 'string',
          enum: ['vegetables', 'fruits', 'herbs', 'grains', 'other'],
        },
        cropSellingPrice: { type: 'string', example: '45.50' },
        cropUnit: { type: 'string', enum: ['bunch', 'lb', 'kg', 'each', 'dozen'] },
        cropQuantity: { type: 'string', example: '50' },
        grownOrganically: { type: 'string', enum: ['true', 'false'] },
        userId: { type: 'string', description: 'Optional; must be your own id' },
        cropImages: {
          type: 'array',
          items: { type: 'string', format: 'binary' },
          maxItems: MAX_CROP_IMAGES,
        },
      },
    },
  })
  @ApiOkResponse({ type: CropDto })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'userId is not yours' })
  async add(
    @CurrentUser() actor: AuthenticatedUser,
    @Body() dto: NewCropDto,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @Req() req: Request,
  ): Promise<CropDto> {
    const created = await this.crops.create(
      actor,
      {
        name: dto.cropName,
        category: dto.cropCategory,
        description: dto.cropDescription ?? '',
        price: dto.cropSellingPrice,
        unit: dto.cropUnit,
        quantity: dto.cropQuantity,
        organic: dto.grownOrganically ?? false,
        claimedSellerId: dto.userId,
      },
      (files ?? []).map((f) => ({ originalName: f.originalname, data: f.buffer })),
    );
    return this.toDto(created, req);
  }

  @Get()
  // Public (marketplace discovery, shared links, integrators), but the answer depends on who asks
  // (a member sees mobiles an anonymous reader does not; ?mine=true is the caller's own): kept by
  // the reader's browser only, revalidated each time (Vary: Authorization).
  @Public()
  @Cacheable({ visibility: 'private', maxAge: 0 })
  @ApiOperation({
    operationId: 'listCrops',
    summary:
      'Crops on the market (a plain array, as older clients read it); the total is in X-Total-Count. ' +
      "Public: without a token the seller's mobile is left out (mobileHidden); ?mine=true needs a token",
  })
  @ApiOkResponse({
    type: [CropDto],
    headers: {
      'X-Total-Count': {
        description: 'Listings matching the filters, over all pages',
        schema: { type: 'integer' },
      },
      'X-Page': { description: 'This page (from 1)', schema: { type: 'integer' } },
      'X-Limit': { description: 'Page size (max 100)', schema: { type: 'integer' } },
    },
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'A query parameter it cannot read' })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: '?mine=true without a token' })
  async list(
    @CurrentUser() actor: AuthenticatedUser | undefined,
    @Query() query: CropQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CropDto[]> {
    if (query.mine && !actor) throw new UnauthenticatedError('AUTH.REQUIRED');
    const page = query.page ?? 1;
    const limit = query.limit ?? 100;
    const market = await this.crops.search({
      q: query.q,
      category: query.category,
      state: query.state,
      organic: query.organic,
      status: query.status,
      sellerId: query.mine ? actor?.id : undefined,
      includeArchived: query.mine === true,
      sort: query.sort ?? 'newest',
      page,
      limit,
    });
    res.setHeader('X-Total-Count', String(market.total));
    res.setHeader('X-Page', String(page));
    res.setHeader('X-Limit', String(limit));
    // A cached market page is the same object for every request: its JSON is made once per origin
    // and audience (members, anonymous readers).
    const audience = actor ? 'member' : 'anonymous';
    const json = this.serialized.get(market, `${audience} ${answerBase(this.config, req)}`, () => {
      const url = this.urlFor(req);
      return market.items.map((c) => this.forAudience(CropDto.from(c, url, this.cropNames), actor));
    });
    // Sent as it is by @Cacheable; typed as what the client receives.
    return json as unknown as CropDto[];
  }

  @Get(':id')
  @Public()
  @Cacheable({ visibility: 'private', maxAge: 0 })
  @ApiOperation({
    operationId: 'getCrop',
    summary:
      "One listing by _id or cropId (CRP-…). Public: without a token the seller's mobile is left out",
  })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async get(
    @CurrentUser() actor: AuthenticatedUser | undefined,
    @Param('id') id: string,
    @Req() req: Request,
  ): Promise<CropDto> {
    return this.forAudience(this.toDto(await this.crops.view(actor, id), req), actor);
  }

  @Put(':id')
  @MembersOnly()
  @ApiOperation({
    operationId: 'updateCrop',
    summary: 'Change price, quantity, description or status of your own listing',
  })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not your listing' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async update(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: UpdateCropDto,
    @Req() req: Request,
  ): Promise<CropDto> {
    const updated = await this.crops.update(actor, id, {
      price: dto.cropSellingPrice,
      quantity: dto.cropQuantity,
      description: dto.cropDescription,
      status: dto.cropStatus,
    });
    return this.toDto(updated, req);
  }

  @Delete(':id')
  @MembersOnly()
  @ApiOperation({
    operationId: 'deleteCrop',
    summary: 'Remove your own listing (archived instead when orders refer to it)',
  })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not your listing' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async remove(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<CropRemovalDto> {
    const outcome = await this.crops.remove(actor, id);
    return {
      outcome,
      message:
        outcome === 'deleted'
          ? 'Listing deleted'
          : 'Listing archived: orders refer to it, so it is kept',
    };
  }

  /**
   * What a reader may see of a listing: an anonymous reader (a shared link, an integrator without
   * a token) gets everything but the seller's mobile, which is for members (docs/api.md).
   */
  private forAudience(crop: CropDto, actor: AuthenticatedUser | undefined): CropDto {
    if (actor) return crop;
    return { ...crop, userId: { ...crop.userId, mobile: '', mobileHidden: true } };
  }

  private urlFor(req: Request) {
    const absolute = absoluteUrlMaker(this.config, req);
    return (key: string) => absolute(this.storage.url(key));
  }

  private toDto(crop: Parameters<typeof CropDto.from>[0], req: Request): CropDto {
    return CropDto.from(crop, this.urlFor(req), this.cropNames);
  }
}
