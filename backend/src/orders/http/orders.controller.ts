import { RateLimit } from '../../shared/http/rate-limits';
import { OwnPath } from '../../shared/auth/own-path.decorator';
import { notYourOrders } from '../domain/order-errors';
import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { CurrentUser } from '../../shared/auth/current-user.decorator';
import { translate } from '../../i18n/translate';
import { NotFoundError } from '../../shared/domain/domain-error';
import { ErrorResponse } from '../../shared/http/error-response';
import { OrdersService } from '../application/orders.service';
import { OrderDto, OrderQueryDto, OrderStatusDto, PlaceOrderDto } from './order.dto';

const uuid = (code: 'USER.NOT_FOUND' | 'ORDER.NOT_FOUND') =>
  new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(code, translate('en', code)) });

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
  async place(
    @CurrentUser() actor: AuthenticatedUser,
    @Body() dto: PlaceOrderDto,
  ): Promise<OrderDto> {
    return OrderDto.from(await this.orders.place(actor, { ...dto, quantity: dto.quantity ?? 1 }));
  }

  @Get()
  @ApiOperation({
    operationId: 'listMyOrders',
    summary: 'Your orders as buyer or seller, newest first',
  })
  async mine(
    @CurrentUser() actor: AuthenticatedUser,
    @Query() query: OrderQueryDto,
  ): Promise<OrderDto[]> {
    return (await this.orders.listFor(actor, actor.id, query.status)).map(OrderDto.from);
  }

  @Get(':userId')
  @OwnPath('userId', notYourOrders)
  @ApiOperation({ operationId: 'listUserOrders', summary: 'Your orders (the path names yourself)' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: "Another user's orders" })
  async forUser(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('userId', uuid('USER.NOT_FOUND')) userId: string,
    @Query() query: OrderQueryDto,
  ): Promise<OrderDto[]> {
    return (await this.orders.listFor(actor, userId, query.status)).map(OrderDto.from);
  }

  @Put(':id/status')
  @ApiOperation({
    operationId: 'decideOrder',
    summary: 'Seller: Accepted or Rejected; buyer: Cancelled. Only from Pending.',
  })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'Already decided, or not enough quantity left',
  })
  async decide(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id', uuid('ORDER.NOT_FOUND')) id: string,
    @Body() dto: OrderStatusDto,
  ): Promise<OrderDto> {
    return OrderDto.from(await this.orders.decide(actor, id, dto.status));
  }
}
