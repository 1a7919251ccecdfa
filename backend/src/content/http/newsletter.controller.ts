import { RateLimit } from '../../shared/http/rate-limits';
import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import {
  ApiOperation,
  ApiQuery,
  ApiSeeOtherResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { Lang } from '../../i18n/language';
import { RequestLang } from '../../i18n/request-language';
import { translate } from '../../i18n/translate';
import { Public } from '../../shared/auth/public.decorator';
import { AppConfig } from '../../shared/config/app-config';
import { DomainError } from '../../shared/domain/domain-error';
import { ErrorResponse } from '../../shared/http/error-response';
import { mailLinkBase } from '../../shared/http/public-url';
import { NewsletterService } from '../application/newsletter.service';
import { NewsletterReceiptDto, NewsletterRequestDto } from './message.dto';

export const NEWSLETTER_ANSWER = translate('en', 'DONE.NEWSLETTER');

/** The footer's newsletter (double opt-in). The links in the mail land back on the home page. */
@ApiTags('support')
@Public()
@Controller('api/newsletter')
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(202)
  @RateLimit('form')
  @ApiOperation({
    operationId: 'subscribeNewsletter',
    summary: 'Subscribe; mails a confirmation link. The same answer for every address',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  async subscribe(
    @Body() dto: NewsletterRequestDto,
    @RequestLang() lang: Lang,
  ): Promise<NewsletterReceiptDto> {
    // The confirmation mail is written in the language of the page that subscribed. Its links
    // start with PUBLIC_URL, never with the request's Host header.
    await this.newsletter.subscribe(dto.email, mailLinkBase(this.config), lang);
    return { message: translate(lang, 'DONE.NEWSLETTER') };
  }

  @Get('confirm')
  @ApiOperation({
    operationId: 'confirmNewsletter',
    summary: 'The confirmation link: redirects to /?newsletter=confirmed (or =invalid)',
  })
  @ApiQuery({ name: 'token', type: String })
  @ApiSeeOtherResponse({ description: 'To the home page with the outcome' })
  confirm(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    return this.follow(() => this.newsletter.confirm(String(token ?? '')), 'confirmed', res);
  }

  @Get('unsubscribe')
  @ApiOperation({
    operationId: 'unsubscribeNewsletter',
    summary: 'The unsubscribe link: redirects to /?newsletter=unsubscribed (or =invalid)',
  })
  @ApiQuery({ name: 'token', type: String })
  @ApiSeeOtherResponse({ description: 'To the home page with the outcome' })
  unsubscribe(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    return this.follow(() => this.newsletter.unsubscribe(String(token ?? '')), 'unsubscribed', res);
  }

  private async follow(action: () => Promise<void>, done: string, res: Response): Promise<void> {
    let outcome = done;
    try {
      await action();
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      outcome = 'invalid';
    }
    res.redirect(303, `/?newsletter=${outcome}`);
  }
}
