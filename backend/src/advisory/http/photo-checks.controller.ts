import { RateLimit } from '../../shared/http/rate-limits';
import {
  Controller,
  Get,
  HttpCode,
  Post,
  UploadedFile,
  UseInterceptors,
  HttpStatus,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Lang } from '../../i18n/language';
import { RequestLang } from '../../i18n/request-language';
import { text } from '../../i18n/translate';
import { Public } from '../../shared/auth/public.decorator';
import { ErrorResponse } from '../../shared/http/error-response';
import type { EncodedAnswer } from '../../shared/http/public-cache/encoded-answer';
import { PublicAnswer } from '../../shared/http/public-cache/public-answer.interceptor';
import { PublicAnswers } from '../../shared/http/public-cache/public-answers';
import { TextHttpException } from '../../shared/http/text-http-exception';
import { UploadErrors } from '../../shared/http/upload-errors.interceptor';
import { CropCatalog } from '../application/ports/crop-catalog';
import { MAX_PHOTO_BYTES, PhotoChecksService } from '../application/photo-checks.service';
import {
  CatalogCropDto,
  CatalogCropListDto,
  CropDetectionDto,
  HealthDetectionDto,
  PhotoUploadDto,
} from './advisory.dto';

/** Multer's own upload errors, in words a farmer understands. */
const PhotoUploadErrors = UploadErrors(
  text('ADVISORY.IMAGE_TOO_LARGE'),
  () => new TextHttpException(HttpStatus.BAD_REQUEST, text('UPLOAD.ONE_PHOTO')),
);

const UPLOAD = FileInterceptor('image', {
  limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, fieldSize: 1024 },
});

const PHOTO_BODY = { type: PhotoUploadDto };

// The bearer token is documented per operation: the crop catalog (advisory/crops) is public.
@ApiTags('advisory')
@ApiBadRequestResponse({ type: ErrorResponse, description: 'No photo, or not a JPEG/PNG/WebP' })
@ApiTooManyRequestsResponse({ type: ErrorResponse })
@ApiBadGatewayResponse({ type: ErrorResponse, description: 'The online service refused' })
@ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'The online service is down' })
@Controller('api')
export class PhotoChecksController {
  constructor(
    private readonly checks: PhotoChecksService,
    private readonly catalog: CropCatalog,
    private readonly answers: PublicAnswers,
  ) {}

  @Post('crop-detect')
  @ApiBearerAuth('bearer')
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Not logged in' })
  @HttpCode(200)
  @RateLimit('photo')
  @UseInterceptors(PhotoUploadErrors, UPLOAD)
  @ApiConsumes('multipart/form-data')
  @ApiBody(PHOTO_BODY)
  @ApiOperation({
    operationId: 'detectCrop',
    summary:
      'Identify the crop in a photo (Kindwise plant.id when configured; offline: an honest "needs the online service" plus a plant-material check)',
  })
  async detect(
    @UploadedFile() file: Express.Multer.File | undefined,
    @RequestLang() lang: Lang,
  ): Promise<CropDetectionDto> {
    return this.checks.identifyCrop(file?.buffer, lang);
  }

  @Post('cropHealthDetection')
  @ApiBearerAuth('bearer')
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Not logged in' })
  @HttpCode(200)
  @RateLimit('photo')
  @UseInterceptors(PhotoUploadErrors, UPLOAD)
  @ApiConsumes('multipart/form-data')
  @ApiBody(PHOTO_BODY)
  @ApiOperation({
    operationId: 'detectCropHealth',
    summary:
      'Leaf health from a photo (Kindwise when configured; offline: colour analysis of the leaf, never a disease name)',
  })
  async health(
    @UploadedFile() file: Express.Multer.File | undefined,
    @RequestLang() lang: Lang,
  ): Promise<HealthDetectionDto> {
    return this.checks.assessLeaf(file?.buffer, lang);
  }

  @Get('advisory/crops')
  @Public()
  // The shipped catalogue, every language in one answer: it changes only with a release, so
  // made once per process, and caches ask again after an hour (as for the states).
  @PublicAnswer({ type: CatalogCropListDto, maxAge: 3600, byLanguage: false })
  @ApiOperation({
    operationId: 'listCatalogCrops',
    summary: 'Crops grown in India with scientific, English, Hindi and Gujarati names',
  })
  crops(): Promise<EncodedAnswer> {
    return this.answers.get('crop-catalog', ['all'], () => ({
      data: this.catalog.list().map(CatalogCropDto.from),
    }));
  }
}
