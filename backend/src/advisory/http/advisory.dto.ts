import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import type { Passage } from '../domain/knowledge';
import { ADVISORY_LANGUAGES, type AdvisoryLanguage } from '../domain/language';
import {
  LEAF_CONFIDENCE_LEVELS,
  LEAF_FLAGS,
  LEAF_NEXT_STEPS,
  type LeafConfidenceLevel,
  type LeafFlag,
  type LeafNextStep,
} from '../domain/leaf-analysis';
import type { ChatAnswer } from '../application/chatbot.service';
import type { CatalogCrop } from '../application/ports/crop-catalog';
import { Omittable } from '../../shared/http/strict-params';
import { sayKey } from '../../shared/http/validation-text';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const MAX_QUESTION_LENGTH = 1000;

export class ChatQuestionDto {
  /** The farmer's question, 1 to 1,000 characters */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.TYPE_QUESTION') })
  @MaxLength(MAX_QUESTION_LENGTH, { message: sayKey('VALIDATION.QUESTION_TOO_LONG') })
  message!: string;

  /** From the previous answer, for follow-up questions */
  @Omittable()
  @IsUUID('4', { message: sayKey('VALIDATION.PREVIOUS_ANSWER_ID', { field: 'conversationId' }) })
  conversationId?: string;

  /** Answer language when not logged in (default: the question's script) */
  @ApiPropertyOptional({ enum: ADVISORY_LANGUAGES })
  @Omittable()
  @IsIn(ADVISORY_LANGUAGES, {
    message: sayKey('VALIDATION.ONE_OF', {
      field: 'language',
      values: ADVISORY_LANGUAGES.join(', '),
    }),
  })
  language?: AdvisoryLanguage;
}

export class ChatSourceDto {
  id!: string;
  title!: string;
  /** The public body whose published practice the passage follows */
  source!: string;
  @ApiProperty({ type: String, nullable: true })
  url!: string | null;
  lastReviewed!: string;

  static from(p: Passage): ChatSourceDto {
    return {
      id: p.id,
      title: p.title,
      source: p.source.name,
      url: p.source.url ?? null,
      lastReviewed: p.lastReviewed,
    };
  }
}

export class ChatAnswerDto {
  /** Plain text */
  answer!: string;
  sources!: ChatSourceDto[];
  conversationId!: string;
  @ApiProperty({ enum: ['llm', 'retrieval'] })
  mode!: 'llm' | 'retrieval';
  /** Whether the knowledge base held a good match */
  matched!: boolean;
  @ApiProperty({ enum: ADVISORY_LANGUAGES })
  language!: AdvisoryLanguage;

  static from(a: ChatAnswer): ChatAnswerDto {
    return {
      answer: a.answer,
      sources: a.sources.map(ChatSourceDto.from),
      conversationId: a.conversationId,
      mode: a.mode,
      matched: a.matched,
      language: a.language,
    };
  }
}

export class PhotoUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, 10 MB max' })
  image!: unknown;
}

export class CropSuggestionDto {
  scientificName!: string;
  commonNames!: string[];
  /** 0..1 */
  confidence!: number;
}

export class RankedCropSuggestionDto extends CropSuggestionDto {
  /** The crop's name in the request's language when the crop catalogue has it */
  @ApiProperty({ type: String, nullable: true })
  localName!: string | null;
  /** The catalogue crop's id (see advisory/crops), when matched */
  @ApiProperty({ type: String, nullable: true })
  cropId!: string | null;
}

export class PlantMaterialDto {
  likely!: boolean;
  /** Share of the photo that is green plant tissue, 0..1 */
  greenShare!: number;
}

export class CropDetectionDto {
  /** A small copy of the photo (at most 320 px, WebP, no metadata) as a data: URL; the photo itself is not kept */
  image!: string;
  @ApiProperty({ type: String, nullable: true })
  scientificName!: string | null;
  commonNames!: string[];
  @ApiProperty({ type: String, nullable: true })
  description!: string | null;
  /** 0..1, null offline */
  @ApiProperty({ type: Number, nullable: true })
  confidence!: number | null;
  @ApiProperty({ enum: ['kindwise', 'offline'] })
  source!: 'kindwise' | 'offline';
  /** The suggestions after the best one (kept for older clients; see `suggestions`) */
  alternatives!: CropSuggestionDto[];
  /** The best match's name in the request's language when the crop catalogue has it */
  @ApiProperty({ type: String, nullable: true })
  localName!: string | null;
  /** Up to 3 suggestions of the online service, best first, with their probabilities */
  suggestions!: RankedCropSuggestionDto[];
  plantMaterial!: PlantMaterialDto;
  /** What the result means, in words */
  message!: string;
}

export class LeafSharesDto {
  green!: number;
  yellow!: number;
  brown!: number;
}

export class TreatmentDto {
  biological!: string[];
  chemical!: string[];
  prevention!: string[];
}

export class DiseaseSuggestionDto {
  name!: string;
  probability!: number;
  treatment!: TreatmentDto;
}

export class NextStepDto {
  @ApiProperty({ enum: LEAF_NEXT_STEPS })
  code!: LeafNextStep;
  /** The step in the request's language */
  text!: string;
}

export class HealthDetectionDto {
  /** A small copy of the photo (at most 320 px, WebP, no metadata) as a data: URL; the photo itself is not kept */
  image!: string;
  @ApiProperty({ enum: ['Healthy', 'Symptoms visible', 'Unknown'] })
  status!: 'Healthy' | 'Symptoms visible' | 'Unknown';
  notes!: string;
  /** Discoloured (yellow + brown) share of the leaf, percent */
  @ApiProperty({ type: Number, nullable: true })
  severityPct!: number | null;
  @ApiProperty({ enum: LEAF_FLAGS, isArray: true })
  flags!: LeafFlag[];
  @ApiProperty({ enum: ['kindwise', 'offline'] })
  source!: 'kindwise' | 'offline';
  @ApiProperty({ type: LeafSharesDto, nullable: true })
  shares!: LeafSharesDto | null;
  @ApiProperty({ type: Number, nullable: true })
  spotCount!: number | null;
  /** Discoloured share of the leaf itself, background (soil, hands, sky, paper) left out, percent */
  @ApiProperty({ type: Number, nullable: true })
  affectedPct!: number | null;
  /** Share of the photo set aside as background, 0..1 */
  backgroundShare!: number;
  /** How far to trust the status, 0..1 (online: the service's probability for its verdict) */
  confidence!: number;
  @ApiProperty({ enum: LEAF_CONFIDENCE_LEVELS })
  confidenceLevel!: LeafConfidenceLevel;
  /** What to do next: retake the photo, ask an expert, or keep watching */
  nextSteps!: NextStepDto[];
  /** Up to 3, only from the online service; offline never names a disease */
  diseases!: DiseaseSuggestionDto[];
}

export class CatalogCropDto {
  id!: string;
  scientificName!: string;
  en!: string;
  hi!: string;
  gu!: string;
  category!: string;

  static from(c: CatalogCrop): CatalogCropDto {
    return { ...c };
  }
}

export class CatalogCropListDto {
  data!: CatalogCropDto[];
}
