import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { text } from '../../i18n/translate';
import { AdminOnly } from '../../shared/auth/admin-only.decorator';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { CurrentUser } from '../../shared/auth/current-user.decorator';
import { uuidOr404 } from './uuid-param';
import { ErrorResponse } from '../../shared/http/error-response';
import { TextHttpException } from '../../shared/http/text-http-exception';
import { UploadErrors } from '../../shared/http/upload-errors.interceptor';
import { ProblemsService } from '../application/problems.service';
import { PROBLEM_REASONS, PROBLEM_TEXT_MAX } from '../domain/problem';
import {
  PROBLEMS_PAGE_SIZE,
  ProblemDto,
  ProblemListDto,
  ProblemQueryDto,
  ReportProblemDto,
  ResolveProblemDto,
} from './problem.dto';

/** The same limit as a listing's photos. */
export const PROBLEM_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const uuid = uuidOr404;

const ProblemUploadErrors = UploadErrors(
  text('UPLOAD.PROBLEM_PHOTO_TOO_LARGE', { mb: PROBLEM_PHOTO_MAX_BYTES / 1024 / 1024 }),
  () => new TextHttpException(HttpStatus.BAD_REQUEST, text('UPLOAD.ONE_PROBLEM_PHOTO')),
);

/** A party of an order reports a problem with it (issue #21). */
@ApiTags('orders')
@ApiBearerAuth('bearer')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Not logged in' })
@Controller('api/orders')
export class OrderProblemsController {
  constructor(private readonly problems: ProblemsService) {}

  @Post(':id/problem')
  @HttpCode(201)
  @UseInterceptors(
    ProblemUploadErrors,
    FileInterceptor('photo', {
      limits: { fileSize: PROBLEM_PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 16 * 1024 },
    }),
  )
  @ApiOperation({
    operationId: 'reportOrderProblem',
    summary:
      'Buyer or seller of an Accepted or Completed order: report a problem (one open at a time), with an optional photo (JPEG, PNG or WebP, 5 MB). The other side is told, and the order does not complete by itself while the problem is open.',
  })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['reason'],
      properties: {
        reason: { type: 'string', enum: [...PROBLEM_REASONS] },
        text: {
          type: 'string',
          maxLength: PROBLEM_TEXT_MAX,
          description: 'Needed for `other`, optional otherwise',
        },
        photo: { type: 'string', format: 'binary', description: 'Optional (multipart only)' },
      },
    },
  })
  @ApiCreatedResponse({ type: ProblemDto })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Unknown reason, no words for `other`, text too long, or not a usable photo',
  })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such order of yours' })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'The order is not Accepted or Completed, or a problem is open already',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse, description: 'The photo is over 5 MB' })
  async report(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id', uuid('ORDER.NOT_FOUND')) id: string,
    @Body() dto: ReportProblemDto,
    @UploadedFile() photo: Express.Multer.File | undefined,
  ): Promise<ProblemDto> {
    return ProblemDto.from(
      await this.problems.report(actor, id, {
        reason: dto.reason,
        text: dto.text,
        photo: photo?.buffer,
      }),
    );
  }
}

/** Ops: the problems reported on orders, and their resolution. Administrators only. */
@ApiTags('ops')
@ApiBearerAuth('bearer')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Not logged in' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an administrator' })
@Controller('api/ops/problems')
export class OpsProblemsController {
  constructor(private readonly problems: ProblemsService) {}

  @Get()
  @AdminOnly()
  @ApiOperation({
    operationId: 'listOrderProblems',
    summary: `Problems reported on orders, open (default) or resolved, newest first, ${PROBLEMS_PAGE_SIZE} a page`,
  })
  async list(
    @CurrentUser() actor: AuthenticatedUser,
    @Query() query: ProblemQueryDto,
  ): Promise<ProblemListDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? PROBLEMS_PAGE_SIZE;
    const found = await this.problems.list(actor, query.status ?? 'open', { page, limit });
    return { data: found.items.map(ProblemDto.from), total: found.total, page, limit };
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({
    operationId: 'resolveOrderProblem',
    summary:
      'Resolve a problem with a note; both parties are told, and a handed-over order completes by itself 72 hours after the resolution unless the buyer confirms first',
  })
  @ApiOkResponse({ type: ProblemDto })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'No note, or a note too long' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such problem' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already resolved' })
  async resolve(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id', uuid('PROBLEM.NOT_FOUND')) id: string,
    @Body() dto: ResolveProblemDto,
  ): Promise<ProblemDto> {
    return ProblemDto.from(await this.problems.resolve(actor, id, dto.note));
  }
}
