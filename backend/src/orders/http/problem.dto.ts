import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { ProblemView } from '../application/problems.service';
import type { ProblemStatusFilter } from '../application/ports/problem.repository';
import type { OrderParty } from '../domain/order';
import {
  PROBLEM_REASONS,
  PROBLEM_TEXT_MAX,
  RESOLUTION_NOTE_MAX,
  type ProblemReason,
} from '../domain/problem';
import { PlainInteger } from '../../shared/http/strict-params';
import { sayKey } from '../../shared/http/validation-text';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/** POST /api/orders/{id}/problem: JSON, or multipart with an optional `photo` file. */
export class ReportProblemDto {
  /** What went wrong */
  @ApiProperty({ enum: PROBLEM_REASONS })
  @IsIn(PROBLEM_REASONS, {
    message: sayKey('VALIDATION.AMONG', { field: 'reason', values: PROBLEM_REASONS.join(', ') }),
  })
  reason!: ProblemReason;

  /** In your own words: needed for `other`, optional otherwise (trimmed) */
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(PROBLEM_TEXT_MAX)
  text?: string;
}

export const PROBLEM_FILTERS = ['open', 'resolved'] as const satisfies ProblemStatusFilter[];
/** The largest (and default) page of problems in the ops list. */
export const PROBLEMS_PAGE_SIZE = 50;

export class ProblemQueryDto {
  /** Open (the default) or resolved problems */
  @ApiPropertyOptional({ enum: PROBLEM_FILTERS, default: 'open' })
  @IsOptional()
  @IsIn(PROBLEM_FILTERS, {
    message: sayKey('VALIDATION.AMONG', { field: 'status', values: PROBLEM_FILTERS.join(', ') }),
  })
  status?: ProblemStatusFilter;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @PlainInteger({ min: 1, max: 10000 })
  page?: number;

  @ApiPropertyOptional({ default: PROBLEMS_PAGE_SIZE })
  @IsOptional()
  @PlainInteger({ min: 1, max: PROBLEMS_PAGE_SIZE })
  limit?: number;
}

/** PUT /api/ops/problems/{id}: how it was resolved. */
export class ResolveProblemDto {
  /** What was done, for both parties to read (required, trimmed) */
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'note' }) })
  @MaxLength(RESOLUTION_NOTE_MAX)
  note!: string;
}

/** A problem reported on an order, for its parties and for administrators */
export class ProblemDto {
  _id!: string;
  orderId!: string;
  /** The crop of the order */
  cropName!: string;
  /** Which side reported it */
  @ApiProperty({ enum: ['buyer', 'seller'] })
  reporterRole!: OrderParty;
  reporterName!: string;
  /** The other side of the order */
  otherPartyName!: string;
  @ApiProperty({ enum: PROBLEM_REASONS })
  reason!: ProblemReason;
  /** The reporter's own words */
  @ApiProperty({ type: String, nullable: true })
  text!: string | null;
  /** The photo (a path on this server under /api/images, or a full URL); null without one */
  @ApiProperty({ type: String, nullable: true })
  photoUrl!: string | null;
  createdAt!: string;
  /** When an administrator resolved it; null while it is open */
  @ApiProperty({ type: String, nullable: true })
  resolvedAt!: string | null;
  /** The administrator's note */
  @ApiProperty({ type: String, nullable: true })
  resolutionNote!: string | null;

  static from(v: ProblemView): ProblemDto {
    const p = v.problem;
    return {
      _id: p.id,
      orderId: p.orderId,
      cropName: v.cropName,
      reporterRole: p.reporterRole,
      reporterName: v.reporterName,
      otherPartyName: v.otherPartyName,
      reason: p.reason,
      text: p.text,
      photoUrl: v.photoUrl,
      createdAt: p.createdAt.toISOString(),
      resolvedAt: p.resolvedAt?.toISOString() ?? null,
      resolutionNote: p.resolutionNote,
    };
  }
}

export class ProblemListDto {
  /** Newest first */
  data!: ProblemDto[];
  /** Problems with this status, over all pages */
  total!: number;
  page!: number;
  limit!: number;
}
