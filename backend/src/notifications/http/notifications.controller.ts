import { RateLimit } from '../../shared/http/rate-limits';
import { OwnPath } from '../../shared/auth/own-path.decorator';
import { notYours } from '../application/notifications.service';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Res,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { CurrentUser } from '../../shared/auth/current-user.decorator';
import type { Lang } from '../../i18n/language';
import { RequestLang } from '../../i18n/request-language';
import { Public } from '../../shared/auth/public.decorator';
import { NotFoundError, UnauthenticatedError } from '../../shared/domain/domain-error';
import { ErrorResponse } from '../../shared/http/error-response';
import { NotificationsService } from '../application/notifications.service';
import { LegacyOrderMessages } from '../application/legacy-order-messages';
import {
  LegacyNotificationDto,
  LegacyNotificationResultDto,
  NotificationDto,
  UpdateNotificationDto,
} from './notification.dto';

const uuid = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundError('NOTIFICATION.NOT_FOUND'),
});

/**
 * The older client's follow-up without a token is all an anonymous caller may send here: any
 * other body without a token is the 401 of any other route (not a validation error that would
 * describe the route to a stranger). Runs after the global AuthGuard has identified the caller.
 */
class LegacyFollowUpShape implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    if (req.user) return true;
    const body = req.body as Record<string, unknown> | undefined;
    const ok =
      typeof body === 'object' &&
      body !== null &&
      ['sellerId', 'buyerId', 'cropId', 'message'].every(
        (f) => typeof body[f] === 'string' && (body[f] as string).length > 0,
      );
    if (!ok) throw new UnauthenticatedError('AUTH.REQUIRED');
    return true;
  }
}

@ApiTags('notifications')
@ApiBearerAuth('bearer')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
@Controller('api/notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly legacy: LegacyOrderMessages,
  ) {}

  /**
   * The bell polls this every 30 seconds (the header shows the unread count in X-Unread-Count);
   * polling keeps every replica stateless and works through any proxy.
   */
  @Get(':userId')
  @OwnPath('userId', notYours)
  @ApiOperation({
    operationId: 'listNotifications',
    summary: 'Your notifications, newest first (unread count in X-Unread-Count)',
  })
  async list(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('userId', uuid) userId: string,
    @Res({ passthrough: true }) res: Response,
    @RequestLang() lang: Lang,
  ): Promise<NotificationDto[]> {
    const { items, unread } = await this.notifications.listFor(actor, userId);
    res.setHeader('X-Unread-Count', String(unread));
    return items.map((n) => NotificationDto.from(n, lang));
  }

  @Put(':id/update')
  @ApiOperation({
    operationId: 'updateNotification',
    summary: 'Mark your notification read or accepted',
  })
  async update(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('id', uuid) id: string,
    @Body() dto: UpdateNotificationDto,
    @RequestLang() lang: Lang,
  ): Promise<NotificationDto> {
    return NotificationDto.from(await this.notifications.mark(actor, id, dto.status), lang);
  }

  /**
   * Kept for older clients, which sent this after placing an order. The original web client sends
   * it without a token: that call is answered (201, the seller's notification of the order) only
   * when it names an order placed in the last 10 minutes between that buyer and seller for that
   * crop, so the client does not report a failed order that exists (and the farmer order again).
   */
  @Post()
  @Public()
  @UseGuards(LegacyFollowUpShape)
  @RateLimit('order-message')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createNotification',
    summary:
      'Older clients: tell a seller about your order (never duplicates the one the server sent). ' +
      'Without a token: 201 with the notification an order placed in the last 10 minutes between ' +
      'that buyer, seller and crop already sent; 401 otherwise',
  })
  @ApiExtraModels(NotificationDto)
  @ApiOkResponse({ type: LegacyNotificationResultDto, description: 'With a token' })
  @ApiCreatedResponse({
    type: NotificationDto,
    description: 'Without a token, for an order just placed: the notification the seller got',
  })
  async createLegacy(
    @CurrentUser() actor: AuthenticatedUser | undefined,
    @Body() dto: LegacyNotificationDto,
    @RequestLang() lang: Lang,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LegacyNotificationResultDto | NotificationDto> {
    if (actor) return this.legacy.send(actor, dto, lang);
    const told = await this.legacy.followUp(dto);
    res.status(201);
    return NotificationDto.from(told, lang);
  }
}
