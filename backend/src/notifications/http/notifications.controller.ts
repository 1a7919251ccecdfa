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
} from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { CurrentUser } from '../../shared/auth/current-user.decorator';
import type { Lang } from '../../i18n/language';
import { RequestLang } from '../../i18n/request-language';
import { NotFoundError } from '../../shared/domain/domain-error';
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
    res.setHeader('Access-Control-Expose-Headers', 'X-Unread-Count');
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

  /** Kept for older clients, which sent this after placing an order. */
  @Post()
  @RateLimit('order-message')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createNotification',
    summary:
      'Older clients: tell a seller about your order (never duplicates the one the server sent)',
  })
  createLegacy(
    @CurrentUser() actor: AuthenticatedUser,
    @Body() dto: LegacyNotificationDto,
    @RequestLang() lang: Lang,
  ): Promise<LegacyNotificationResultDto> {
    return this.legacy.send(actor, dto, lang);
  }
}
