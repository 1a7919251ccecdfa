import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  Controller,
  Get,
  Headers,
  HttpCode,
  Logger,
  Post,
  Query,
  Req,
  Res,
  type RawBodyRequest,
} from '@nestjs/common';
import {
  ApiBody,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiProperty,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../shared/auth/public.decorator';
import { AppConfig } from '../../shared/config/app-config';
import {
  ForbiddenError,
  NotFoundError,
  UnauthenticatedError,
} from '../../shared/domain/domain-error';
import { ErrorResponse } from '../../shared/http/error-response';
import { keywordOf } from '../domain/keywords';
import { ChannelOptOuts } from '../application/ports/channel-opt-outs';
import { DeliveryReports, type DeliveryReport } from '../application/ports/delivery-reports';

/** What a provider's post is answered: how many reports on messages it held. */
export class WebhookReceiptDto {
  @ApiProperty({ example: 2, description: 'Reports read from the post (ours or not)' })
  received!: number;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether `given` is the secret `expected`. Both are hashed first, so the comparison takes the
 * same time whatever the length or the first differing character of a guess.
 */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Whether `header` is Meta's `sha256=<hex HMAC-SHA256 of the raw body with the app secret>`,
 * compared in constant time on the bytes.
 */
export function signatureMatches(
  header: string | undefined,
  rawBody: Buffer,
  appSecret: string,
): boolean {
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '')?.[1];
  if (!hex) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
}

const object = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const WHATSAPP_STATUSES = new Set<DeliveryReport['status']>([
  'sent',
  'delivered',
  'read',
  'failed',
]);

/**
 * The delivery reports in a WhatsApp webhook post: each `entry[].changes[].value.statuses[]` with
 * a known status. Messages members send us and other events are skipped.
 */
export function whatsAppReports(payload: unknown, now = new Date()): DeliveryReport[] {
  const reports: DeliveryReport[] = [];
  for (const entry of list(object(payload)?.entry)) {
    for (const change of list(object(entry)?.changes)) {
      for (const item of list(object(object(change)?.value)?.statuses)) {
        const status = object(item);
        const id = status?.id;
        const state = status?.status as DeliveryReport['status'];
        if (typeof id !== 'string' || !id || !WHATSAPP_STATUSES.has(state)) continue;
        const seconds = Number(status?.timestamp);
        const code = object(list(status?.errors)[0])?.code;
        reports.push({
          channel: 'whatsapp',
          providerId: id,
          status: state,
          at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : now,
          ...(code !== undefined && code !== null && code !== ''
            ? { error: `whatsapp:${String(code)}` }
            : {}),
        });
      }
    }
  }
  return reports;
}

/**
 * What members wrote to us on WhatsApp that is a keyword (STOP, START, in en, hi or gu): each
 * `entry[].changes[].value.messages[]` of type text, with the sender's number.
 */
export function whatsAppKeywords(payload: unknown): { from: string; keyword: 'stop' | 'start' }[] {
  const found: { from: string; keyword: 'stop' | 'start' }[] = [];
  for (const entry of list(object(payload)?.entry)) {
    for (const change of list(object(entry)?.changes)) {
      for (const item of list(object(object(change)?.value)?.messages)) {
        const message = object(item);
        const body = object(message?.text)?.body;
        if (
          message?.type !== 'text' ||
          typeof message.from !== 'string' ||
          typeof body !== 'string'
        )
          continue;
        const keyword = keywordOf(body);
        if (keyword) found.push({ from: message.from, keyword });
      }
    }
  }
  return found;
}

/** MSG91 words that mean the SMS will not arrive (`FAILED`, `REJECTED`, `NDNC`, `BLOCKED`...). */
const MSG91_FAILED = /FAIL|REJECT|NDNC|BLOCK|EXPIRE|UNDELIV|INVALID/;

/** `Failed Reason: Absent subscriber` as `absent_subscriber`: short, safe in logs and metrics. */
function reasonCode(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  return slug || 'failed';
}

/** A report's time: `YYYY-MM-DD HH:mm:ss` is India time; epoch seconds or ms; ISO; else now. */
function reportTime(value: unknown, now: Date): Date {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{9,13}$/.test(value))) {
    const n = Number(value);
    return new Date(n < 1e12 ? n * 1000 : n);
  }
  if (typeof value !== 'string') return now;
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(value.trim());
  const at = local ? new Date(`${local[1]}T${local[2]}+05:30`) : new Date(value);
  return Number.isNaN(at.getTime()) ? now : at;
}

/**
 * The delivery reports in an MSG91 post: one report `{requestId, number, status, desc,
 * failedReason, date}`, an array of them, or the older shape with a `report` array under each
 * request id (also as the form field `data` holding JSON). `desc` (or a text `status`) DELIVERED
 * is delivered; a failure word is failed with `msg91:<reason>`; anything else is skipped.
 */
export function msg91Reports(payload: unknown, now = new Date()): DeliveryReport[] {
  let body = payload;
  const form = object(payload)?.data;
  if (typeof form === 'string') {
    try {
      body = JSON.parse(form) as unknown;
    } catch {
      return [];
    }
  }
  const reports: DeliveryReport[] = [];
  for (const item of Array.isArray(body) ? body : [body]) {
    const request = object(item);
    const requestId = request?.requestId ?? request?.request_id;
    if (!request || typeof requestId !== 'string' || !requestId) continue;
    const parts = Array.isArray(request.report) ? request.report : [request];
    for (const part of parts) {
      const report = object(part);
      if (!report) continue;
      const word = [report.desc, report.status].find((w) => typeof w === 'string' && w.trim());
      const said = typeof word === 'string' ? word.trim().toUpperCase() : '';
      const at = reportTime(report.date ?? request.date, now);
      if (said === 'DELIVERED') {
        reports.push({ channel: 'sms', providerId: requestId, status: 'delivered', at });
      } else if (MSG91_FAILED.test(said)) {
        const why = [report.failedReason, report.failed_reason, said].find(
          (w) => typeof w === 'string' && w.trim(),
        ) as string;
        reports.push({
          channel: 'sms',
          providerId: requestId,
          status: 'failed',
          at,
          error: `msg91:${reasonCode(why)}`,
        });
      }
    }
  }
  return reports;
}

/**
 * Where the providers tell us what became of our messages: WhatsApp's webhook (verification and
 * signed status posts) and MSG91's delivery reports. Public (the providers have no session), each
 * guarded by its own secret: WHATSAPP_VERIFY_TOKEN, WHATSAPP_APP_SECRET (X-Hub-Signature-256 on
 * the raw body) and MSG91_REPORT_TOKEN (in the URL, as MSG91 does not sign its reports). An
 * unconfigured provider's routes answer 404. Posts count against the default `write` limit of
 * their address like every anonymous write (docs/messaging-providers.md).
 */
@ApiTags('messaging')
@Public()
@Controller('api/messaging')
export class ProviderWebhooksController {
  private readonly logger = new Logger('ProviderWebhooks');

  constructor(
    private readonly reports: DeliveryReports,
    private readonly config: AppConfig,
    private readonly optOuts: ChannelOptOuts,
  ) {}

  @Get('whatsapp/webhook')
  @ApiOperation({
    operationId: 'verifyWhatsAppWebhook',
    summary: "Meta's webhook verification: echoes hub.challenge when hub.verify_token is ours",
  })
  @ApiQuery({ name: 'hub.mode', type: String, example: 'subscribe' })
  @ApiQuery({ name: 'hub.verify_token', type: String })
  @ApiQuery({ name: 'hub.challenge', type: String, example: '1158201444' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'The challenge, as plain text', schema: { type: 'string' } })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not our verify token' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'WhatsApp webhook not configured' })
  verifyWhatsApp(
    @Query('hub.mode') mode: unknown,
    @Query('hub.verify_token') token: unknown,
    @Query('hub.challenge') challenge: unknown,
    @Res({ passthrough: true }) res: Response,
  ): string {
    const expected = this.config.messaging.whatsapp?.verifyToken;
    if (!expected) throw new NotFoundError('MESSAGING.WEBHOOK_NOT_CONFIGURED');
    const tokenMatches = sameSecret(token, expected);
    if (
      !tokenMatches ||
      mode !== 'subscribe' ||
      typeof challenge !== 'string' ||
      !/^[\w.~-]{1,512}$/.test(challenge)
    ) {
      throw new ForbiddenError('MESSAGING.WEBHOOK_REFUSED');
    }
    // Set here, not with @Header(): a refusal is JSON.
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    return challenge;
  }

  @Post('whatsapp/webhook')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'receiveWhatsAppWebhook',
    summary: 'WhatsApp status updates (sent, delivered, read, failed), signed by Meta',
  })
  @ApiHeader({
    name: 'X-Hub-Signature-256',
    required: true,
    description: 'sha256=<hex HMAC-SHA256 of the raw body with the app secret>',
  })
  @ApiBody({
    description: 'Meta\'s webhook payload ({ object: "whatsapp_business_account", entry: [...] })',
    schema: { type: 'object' },
  })
  @ApiOkResponse({ type: WebhookReceiptDto })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Missing or wrong signature' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'WhatsApp webhook not configured' })
  async receiveWhatsApp(
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-hub-signature-256') signature: string | undefined,
  ): Promise<WebhookReceiptDto> {
    const appSecret = this.config.messaging.whatsapp?.appSecret;
    if (!appSecret) throw new NotFoundError('MESSAGING.WEBHOOK_NOT_CONFIGURED');
    const raw = req.rawBody;
    if (!Buffer.isBuffer(raw)) {
      // JSON bodies must be kept as received (create-app.ts) for the signature to be checked.
      if (signature) this.logger.warn('A signed WhatsApp post came without its raw body');
      throw new UnauthenticatedError('MESSAGING.WEBHOOK_REFUSED');
    }
    if (!signatureMatches(signature, raw, appSecret)) {
      throw new UnauthenticatedError('MESSAGING.WEBHOOK_REFUSED');
    }
    let payload: unknown = req.body;
    if (!object(payload)) {
      try {
        payload = JSON.parse(raw.toString('utf8')) as unknown;
      } catch {
        payload = null;
      }
    }
    // STOP turns WhatsApp messages off for that member, START on again (issue #24).
    for (const { from, keyword } of whatsAppKeywords(payload)) {
      await this.optOuts.set(from, 'whatsapp', keyword === 'start');
    }
    return this.record(whatsAppReports(payload));
  }

  @Post('sms/report')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'receiveSmsDeliveryReport',
    summary: "MSG91's delivery reports, with MSG91_REPORT_TOKEN in the URL",
  })
  @ApiQuery({ name: 'token', type: String })
  @ApiBody({
    description:
      'One report { requestId, number, status, desc, failedReason, date }, or an array of them',
    schema: { oneOf: [{ type: 'object' }, { type: 'array', items: { type: 'object' } }] },
  })
  @ApiOkResponse({ type: WebhookReceiptDto })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Missing or wrong token' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'SMS delivery reports not configured' })
  async receiveSmsReport(
    @Query('token') token: unknown,
    @Req() req: Request,
  ): Promise<WebhookReceiptDto> {
    const expected = this.config.messaging.sms?.reportToken;
    if (!expected) throw new NotFoundError('MESSAGING.WEBHOOK_NOT_CONFIGURED');
    if (!sameSecret(token, expected)) throw new UnauthenticatedError('MESSAGING.WEBHOOK_REFUSED');
    return this.record(msg91Reports(req.body));
  }

  /** Records each report; unknown ids are ignored by DeliveryReports. */
  private async record(reports: DeliveryReport[]): Promise<WebhookReceiptDto> {
    for (const report of reports) await this.reports.record(report);
    return { received: reports.length };
  }
}
