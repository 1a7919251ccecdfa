import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { CurrentUser } from '../../shared/auth/current-user.decorator';
import { Public } from '../../shared/auth/public.decorator';
import { uuidOr404 } from './uuid-param';
import { ErrorResponse } from '../../shared/http/error-response';
import { ReviewsService } from '../application/reviews.service';
import {
  RatingDto,
  RatingsQueryDto,
  ReviewBodyDto,
  OrderReviewDto,
  ReviewsQueryDto,
  UserReviewsDto,
} from './review.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const uuid = uuidOr404;

/** Each side of a completed order rates the other once (issue #21). */
@ApiTags('orders')
@ApiBearerAuth('bearer')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Not logged in' })
@Controller('api/orders')
export class OrderReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post(':id/review')
  @ApiOperation({
    operationId: 'postOrderReview',
    summary:
      'Rate the other side of your Completed order, once: 1-5 stars and an optional comment. Hidden from them until both sides reviewed or 7 days after completion.',
  })
  @ApiCreatedResponse({ type: OrderReviewDto })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Rating not 1-5, comment too long' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such order of yours' })
  @ApiConflictResponse({
    type: ErrorResponse,
    description:
      'The order is not Completed (REVIEW.NOT_COMPLETED), or you reviewed it already (REVIEW.ALREADY)',
  })
  async post(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id', uuid('ORDER.NOT_FOUND')) id: string,
    @Body() dto: ReviewBodyDto,
  ): Promise<OrderReviewDto> {
    return OrderReviewDto.from(await this.reviews.post(actor, id, dto));
  }

  @Put(':id/review')
  @ApiOperation({
    operationId: 'editOrderReview',
    summary: 'Change your review of this order (stars and comment), within 14 days of posting it',
  })
  @ApiOkResponse({ type: OrderReviewDto })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Rating not 1-5, comment too long' })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description: 'No such order of yours, or you have not reviewed it (REVIEW.NOT_FOUND)',
  })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'More than 14 days since you posted it (REVIEW.EDIT_CLOSED)',
  })
  async edit(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id', uuid('ORDER.NOT_FOUND')) id: string,
    @Body() dto: ReviewBodyDto,
  ): Promise<OrderReviewDto> {
    return OrderReviewDto.from(await this.reviews.edit(actor, id, dto));
  }
}

/** Members' ratings: a public page per member, and a batch for the market's cards. */
@ApiTags('orders')
@Controller('api/users')
@ApiExtraModels(RatingDto)
export class UserReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('ratings')
  @ApiBearerAuth('bearer')
  @ApiOperation({
    operationId: 'getUserRatings',
    summary:
      'The rating of up to 100 members (average and count of the published reviews they received), by id; parts of ids that are no member id are left out',
  })
  @ApiOkResponse({
    description: 'By member id; one with no published reviews has average null and count 0',
    schema: { type: 'object', additionalProperties: { $ref: getSchemaPath(RatingDto) } },
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'No ids, or more than 100' })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Not logged in' })
  async ratings(@Query() query: RatingsQueryDto): Promise<Record<string, RatingDto>> {
    const ids = query.ids
      .split(',')
      .map((id) => id.trim().toLowerCase())
      .filter((id) => UUID.test(id));
    const ratings = await this.reviews.ratingsOf(ids);
    return Object.fromEntries([...ratings].map(([id, r]) => [id, RatingDto.from(r)]));
  }

  @Get(':id/reviews')
  @Public()
  @ApiOperation({
    operationId: 'getUserReviews',
    summary:
      "A member's public reviews: their rating and the published reviews they received, newest first, 20 a page (no login needed)",
  })
  @ApiOkResponse({ type: UserReviewsDto })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such member' })
  async about(
    @Param('id', uuid('USER.NOT_FOUND')) id: string,
    @Query() query: ReviewsQueryDto,
  ): Promise<UserReviewsDto> {
    return UserReviewsDto.from(await this.reviews.about(id, query.page ?? 1));
  }
}
