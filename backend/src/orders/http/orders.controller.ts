import { RateLimit } from '../../shared/http/rate-limits';
import { OwnPath } from '../../shared/auth/own-path.decorator';
import { notYourOrders } from '../domain/order-errors';
import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
  type ApiResponseNoStatusOptions,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { CurrentUser } from '../../shared/auth/current-user.decorator';
import { uuidOr404 } from './uuid-param';
import { ErrorResponse } from '../../shared/http/error-response';
import { OrdersService } from '../application/orders.service';
import {
  ORDERS_PAGE_SIZE,
  HandoverPlanDto,
  HandoverTermsDto,
  OrderDetailsDto,
  OrderDto,
  PaymentMoveDto,
  OrderQueryDto,
  OrderStatusDto,
  PlaceOrderDto,
} from './order.dto';
import type { OrderView } from '../application/ports/order.repository';
import { ORDER_REQUEST_KEY_MAX, parseOrderRequestKey } from '../domain/order-request-key';

/** The body stays the plain array older clients expect; the paging is in headers. */
const PAGED_ORDERS: ApiResponseNoStatusOptions = {
  type: [OrderDto],
  headers: {
    'X-Total-Count': {
      description: 'Orders matching the filter, over all pages',
      schema: { type: 'integer' },
    },
    'X-Page': { description: 'This page (from 1)', schema: { type: 'integer' } },
    'X-Limit': {
      description: `Page size (default and max ${ORDERS_PAGE_SIZE})`,
      schema: { type: 'integer' },
    },
  },
};

function sendPage(
  res: Response,
  query: OrderQueryDto,
  page: { items: OrderView[]; total: number },
): OrderDto[] {
  res.setHeader('X-Total-Count', String(page.total));
  res.setHeader('X-Page', String(query.page ?? 1));
  res.setHeader('X-Limit', String(query.limit ?? ORDERS_PAGE_SIZE));
  return page.items.map(OrderDto.from);
}

const pageOf = (query: OrderQueryDto) => ({
  page: query.page ?? 1,
  limit: query.limit ?? ORDERS_PAGE_SIZE,
});

const uuid = uuidOr404;

@ApiTags('orders')
@ApiBearerAuth('bearer')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Not logged in' })
@Controller('api/orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post()
  @RateLimit('order')
  @ApiOperation({
    operationId: 'placeOrder',
    summary: 'Ask to buy some of a listing; the price comes from the listing',
  })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'buyerId is not you' })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponse,
    description: 'You cannot buy your own crop',
  })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Not available, or not enough left' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      `Makes a retry safe: a request with a key this account used in the last 24 hours and the ` +
      `same body answers the order that key placed (201, header Idempotent-Replayed: true) ` +
      `instead of placing another; with a different body 422 IDEMPOTENCY.KEY_REUSED. 1-` +
      `${ORDER_REQUEST_KEY_MAX} printable ASCII characters (a UUID), else 400 IDEMPOTENCY.KEY_INVALID`,
  })
  async place(
    @CurrentUser() actor: AuthenticatedUser,
    @Body() dto: PlaceOrderDto,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OrderDto> {
    const requestKey = parseOrderRequestKey(key);
    const result = await this.orders.place(
      actor,
      { ...dto, quantity: dto.quantity ?? 1 },
      requestKey,
    );
    if (!result.placed) res.setHeader('Idempotent-Replayed', 'true');
    return OrderDto.from(result);
  }

  @Get()
  @ApiOperation({
    operationId: 'listMyOrders',
    summary:
      'Your orders as buyer or seller, newest first, a page at a time (total in X-Total-Count)',
  })
  @ApiOkResponse(PAGED_ORDERS)
  async mine(
    @CurrentUser() actor: AuthenticatedUser,
    @Query() query: OrderQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OrderDto[]> {
    return sendPage(
      res,
      query,
      await this.orders.listFor(actor, actor.id, query.status, pageOf(query)),
    );
  }

  @Get(':userId')
  @OwnPath('userId', notYourOrders)
  @ApiOperation({
    operationId: 'listUserOrders',
    summary: 'Your orders (the path names yourself), paged like GET /api/orders',
  })
  @ApiForbiddenResponse({ type: ErrorResponse, description: "Another user's orders" })
  @ApiOkResponse(PAGED_ORDERS)
  async forUser(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('userId', uuid('USER.NOT_FOUND')) userId: string,
    @Query() query: OrderQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OrderDto[]> {
    return sendPage(
      res,
      query,
      await this.orders.listFor(actor, userId, query.status, pageOf(query)),
    );
  }

  @Get(':id/details')
  @ApiOperation({
    operationId: 'getOrderDetails',
    summary:
      "One of your orders: its timeline, what you may do next and, once accepted, the other side's contact",
  })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such order of yours' })
  async details(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id', uuid('ORDER.NOT_FOUND')) id: string,
  ): Promise<OrderDetailsDto> {
    return OrderDetailsDto.from(await this.orders.details(actor, id));
  }

  @Post(':id/handed-over')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'markOrderHandedOver',
    summary:
      'Seller: the goods were handed over (an Accepted order, once). It completes by itself 72 hours later unless the buyer confirms first.',
  })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Only the seller' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such order of yours' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Not Accepted, or already handed over' })
  async handedOver(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id', uuid('ORDER.NOT_FOUND')) id: string,
  ): Promise<OrderDto> {
    return OrderDto.from(await this.orders.markHandedOver(actor, id));
  }

  @Put(':id/handover')
  @ApiOperation({
    operationId: 'proposeOrderHandover',
    summary:
      'Either side proposes how, where and when the goods change hands (an Accepted order not yet handed over); it replaces an open proposal, and the other side is told',
  })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'A date, time or place that is not right',
  })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such order of yours' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Not Accepted, or already handed over' })
  async proposeHandover(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id', uuid('ORDER.NOT_FOUND')) id: string,
    @Body() dto: HandoverTermsDto,
  ): Promise<HandoverPlanDto> {
    return HandoverPlanDto.from(
      await this.orders.proposeHandover(actor, id, {
        kind: dto.kind,
        place: dto.place ?? null,
        date: dto.date,
        from: dto.from,
        to: dto.to,
        note: dto.note ?? null,
      }),
    );
  }

  @Post(':id/handover/confirm')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmOrderHandover',
    summary: "Agree to the other side's open handover proposal; it becomes the order's plan",
  })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'You made the proposal' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such order of yours' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'No open proposal, or handed over' })
  async confirmHandover(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id', uuid('ORDER.NOT_FOUND')) id: string,
  ): Promise<HandoverPlanDto> {
    return HandoverPlanDto.from(await this.orders.confirmHandover(actor, id));
  }

  @Put(':id/payment')
  @ApiOperation({
    operationId: 'changeOrderPayment',
    summary:
      'No money passes through AgroSense. Buyer: reported (you paid the seller; optional 12-digit UTR). Seller: confirmed (it arrived, or cash) or disputed (it did not). Accepted or Completed orders.',
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'A UTR that is not 12 digits' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not your side to say this' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such order of yours' })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'The order or payment is not in a state this step starts from',
  })
  async changePayment(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id', uuid('ORDER.NOT_FOUND')) id: string,
    @Body() dto: PaymentMoveDto,
  ): Promise<OrderDto> {
    return OrderDto.from(
      await this.orders.changePayment(actor, id, { status: dto.status, utr: dto.utr ?? null }),
    );
  }

  @Put(':id/status')
  @ApiOperation({
    operationId: 'decideOrder',
    summary:
      'Pending: the seller accepts or rejects, the buyer cancels. Accepted: the buyer confirms receipt (Completed); either side cancels with a reason (the stock returns to the listing).',
  })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'No reason to call off an accepted order',
  })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not your side to make this move' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such order of yours' })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'The order is not in a status this move starts from, or not enough left',
  })
  async decide(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id', uuid('ORDER.NOT_FOUND')) id: string,
    @Body() dto: OrderStatusDto,
  ): Promise<OrderDto> {
    return OrderDto.from(await this.orders.move(actor, id, dto));
  }
}
