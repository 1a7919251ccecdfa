import { RateLimit } from '../../shared/http/rate-limits';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { text } from '../../i18n/translate';
import { Public } from '../../shared/auth/public.decorator';
import { ErrorResponse } from '../../shared/http/error-response';
import { Cacheable } from '../../shared/http/http-caching';
import { TextHttpException } from '../../shared/http/text-http-exception';
import { UploadErrors } from '../../shared/http/upload-errors.interceptor';
import { audioFormatOf } from '../application/audio-format';
import { MAX_AUDIO_BYTES, VoiceService } from '../application/voice.service';
import {
  TranscriptionDto,
  TranscriptionFieldsDto,
  TranscriptionUploadDto,
  VoiceSettingsDto,
} from './voice.dto';

/** Multer's own upload errors, in words a farmer understands. */
const RecordingUploadErrors = UploadErrors(
  text('ADVISORY.AUDIO_TOO_LARGE', { mb: MAX_AUDIO_BYTES / (1024 * 1024) }),
  () => new TextHttpException(HttpStatus.BAD_REQUEST, text('UPLOAD.ONE_RECORDING')),
);

// In memory only (no `dest` or storage: multer's memory storage): the recording is never written
// to disk.
const UPLOAD = FileInterceptor('audio', {
  limits: { fileSize: MAX_AUDIO_BYTES, files: 1, fields: 5, fieldSize: 1024 },
});

/**
 * Voice input for AgroBot (docs/voice.md). Browsers with speech recognition of their own never
 * call these; the others record the question and send it here to be written out.
 */
@ApiTags('advisory')
@Public()
@Controller('api/chatbot')
export class VoiceController {
  constructor(private readonly voice: VoiceService) {}

  @Get('voice')
  @Cacheable({ visibility: 'public', maxAge: 300 })
  @ApiOperation({
    operationId: 'getChatbotVoice',
    summary:
      "What voice input the server offers: whether it can write out a recording, and the recordings' limits",
  })
  settings(): VoiceSettingsDto {
    return VoiceSettingsDto.from(this.voice.settings());
  }

  @Post('transcriptions')
  @HttpCode(200)
  @RateLimit('voice')
  @UseInterceptors(RecordingUploadErrors, UPLOAD)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: TranscriptionUploadDto })
  @ApiOperation({
    operationId: 'transcribeQuestion',
    summary:
      'Write out a spoken question (for the farmer to check and send to AgroBot); the recording is not kept',
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'No recording, or no language' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse, description: 'Over 2 MB' })
  @ApiUnsupportedMediaTypeResponse({
    type: ErrorResponse,
    description: 'Not WebM, Ogg, MP4, MP3 or WAV audio',
  })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponse,
    description: 'Over 60 seconds, or nothing could be heard',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  @ApiBadGatewayResponse({ type: ErrorResponse, description: 'The speech service refused' })
  @ApiServiceUnavailableResponse({
    type: ErrorResponse,
    description: 'No speech service is set up, or it did not answer',
  })
  async transcribe(
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() fields: TranscriptionFieldsDto,
  ): Promise<TranscriptionDto> {
    // Said before anything about the recording: without a service nothing else matters.
    this.voice.ensureAvailable();
    if (!file?.buffer?.length) {
      throw new TextHttpException(HttpStatus.BAD_REQUEST, text('ADVISORY.AUDIO_REQUIRED'));
    }
    const format = audioFormatOf(file.buffer);
    if (!format) {
      throw new TextHttpException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, text('ADVISORY.AUDIO_TYPE'));
    }
    return TranscriptionDto.from(await this.voice.transcribe(file.buffer, format, fields.language));
  }
}
