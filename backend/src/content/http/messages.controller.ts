import { RateLimit } from '../../shared/http/rate-limits';
import { AdminOnly } from '../../shared/auth/admin-only.decorator';
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { CurrentUser } from '../../shared/auth/current-user.decorator';
import type { Lang } from '../../i18n/language';
import { RequestLang } from '../../i18n/request-language';
import { translate } from '../../i18n/translate';
import { Public } from '../../shared/auth/public.decorator';
import { ErrorResponse } from '../../shared/http/error-response';
import { MessagesService } from '../application/messages.service';
import type { InboxKind } from '../domain/inbox-message';
import {
  ContactMessageDto,
  InboxMessageDto,
  InboxMessageListDto,
  MessageReceiptDto,
  SupportMessageDto,
} from './message.dto';
import { PageQueryDto } from './resource.dto';

/** The Contact page and Quick Support: anyone may write; administrators read. */
@ApiTags('support')
@Controller('api')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Post('contact/submit')
  @HttpCode(201)
  @Public()
  @RateLimit('form')
  @ApiOperation({
    operationId: 'submitContact',
    summary: 'Send a message from the Contact page (stored, and mailed to support)',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  async contact(
    @Body() dto: ContactMessageDto,
    @CurrentUser() sender: AuthenticatedUser | undefined,
    @RequestLang() lang: Lang,
  ): Promise<MessageReceiptDto> {
    const stored = await this.messages.submitContact(dto, sender);
    return { message: translate(lang, 'DONE.CONTACT'), _id: stored.id };
  }

  @Post('support')
  @HttpCode(201)
  @Public()
  @RateLimit('form')
  @ApiOperation({
    operationId: 'submitSupport',
    summary: 'Send a Quick Support message (stored, and mailed to support)',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  async support(
    @Body() dto: SupportMessageDto,
    @CurrentUser() sender: AuthenticatedUser | undefined,
    @RequestLang() lang: Lang,
  ): Promise<MessageReceiptDto> {
    const stored = await this.messages.submitSupport(dto, sender);
    return { message: translate(lang, 'DONE.SUPPORT'), _id: stored.id };
  }

  @Get('contact/messages')
  @AdminOnly()
  @ApiBearerAuth('bearer')
  @ApiOperation({
    operationId: 'listContactMessages',
    summary: 'Contact messages, newest first (administrators)',
  })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an administrator' })
  contactMessages(
    @CurrentUser() actor: AuthenticatedUser,
    @Query() query: PageQueryDto,
  ): Promise<InboxMessageListDto> {
    return this.list(actor, 'contact', query);
  }

  @Get('support/messages')
  @AdminOnly()
  @ApiBearerAuth('bearer')
  @ApiOperation({
    operationId: 'listSupportMessages',
    summary: 'Quick Support messages, newest first (administrators)',
  })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an administrator' })
  supportMessages(
    @CurrentUser() actor: AuthenticatedUser,
    @Query() query: PageQueryDto,
  ): Promise<InboxMessageListDto> {
    return this.list(actor, 'support', query);
  }

  private async list(
    actor: AuthenticatedUser,
    kind: InboxKind,
    query: PageQueryDto,
  ): Promise<InboxMessageListDto> {
    const { items, total } = await this.messages.list(actor, kind, query);
    return { data: items.map(InboxMessageDto.from), page: query.page, limit: query.limit, total };
  }
}
