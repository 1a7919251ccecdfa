import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ADVISORY_LANGUAGES, type AdvisoryLanguage } from '../domain/language';
import { AUDIO_MIME_TYPES } from '../application/audio-format';
import type { SpokenQuestion, VoiceSettings } from '../application/voice.service';
import { sayKey } from '../../shared/http/validation-text';

export class VoiceSettingsDto {
  /** Whether recordings can be sent to POST /api/chatbot/transcriptions (a speech service is set up) */
  transcription!: boolean;
  /** The longest recording taken, in seconds */
  maxSeconds!: number;
  /** The largest recording taken, in bytes */
  maxBytes!: number;

  static from(s: VoiceSettings): VoiceSettingsDto {
    return { transcription: s.transcription, maxSeconds: s.maxSeconds, maxBytes: s.maxBytes };
  }
}

/** The form's text fields (the recording itself is the file field `audio`). */
export class TranscriptionFieldsDto {
  /** The language spoken */
  @ApiProperty({ enum: ADVISORY_LANGUAGES })
  @IsIn(ADVISORY_LANGUAGES, {
    message: sayKey('VALIDATION.ONE_OF', {
      field: 'language',
      values: ADVISORY_LANGUAGES.join(', '),
    }),
  })
  language!: AdvisoryLanguage;
}

export class TranscriptionUploadDto extends TranscriptionFieldsDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: `The spoken question: ${AUDIO_MIME_TYPES.join(', ')} (told by its bytes); 2 MB and 60 s at most`,
  })
  audio!: unknown;
}

export class TranscriptionDto {
  /** What was heard, for the farmer to check before sending it as a question */
  text!: string;
  @ApiProperty({ enum: ADVISORY_LANGUAGES })
  language!: AdvisoryLanguage;

  static from(q: SpokenQuestion): TranscriptionDto {
    return { text: q.text, language: q.language };
  }
}
