import { Controller, Get, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../shared/auth/admin-only.decorator';
import { ErrorResponse } from '../../shared/http/error-response';
import { MessageGateways } from '../application/ports/message-gateway';
import { MessageStore } from '../application/ports/message-store';
import {
  MESSAGES_PAGE_SIZE,
  OutboxMessageDto,
  MessageListDto,
  MessageQueryDto,
} from './message.dto';

/** Ops: the messages to phones, queued, sent and failed. Administrators only. */
@ApiTags('ops')
@ApiBearerAuth('bearer')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Not logged in' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an administrator' })
@Controller('api/ops/messages')
export class OpsMessagesController {
  constructor(
    private readonly store: MessageStore,
    private readonly gateways: MessageGateways,
  ) {}

  @Get()
  @AdminOnly()
  @ApiOperation({
    operationId: 'listMessages',
    summary: `Messages to members' phones (SMS, WhatsApp), newest first, ${MESSAGES_PAGE_SIZE} a page, with counts by status and the provider of each channel (dev-outbox: written to DATA_DIR/messages, not sent)`,
  })
  @ApiOkResponse({ type: MessageListDto })
  async list(
    @Query() query: MessageQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageListDto> {
    const page = query.page ?? 1;
    const [counts, found] = await Promise.all([
      this.store.countsByStatus(),
      this.store.list({
        status: query.status,
        channel: query.channel,
        offset: (page - 1) * MESSAGES_PAGE_SIZE,
        limit: MESSAGES_PAGE_SIZE,
      }),
    ]);
    res.setHeader('X-Total-Count', String(found.total));
    const provider = {
      sms: this.gateways.for('sms').provider,
      whatsapp: this.gateways.for('whatsapp').provider,
    };
    return {
      counts,
      provider,
      items: found.items.map((m) => OutboxMessageDto.from(m, provider[m.channel])),
      total: found.total,
      page,
      limit: MESSAGES_PAGE_SIZE,
    };
  }
}
