import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { DEFAULT_LANG, type Lang } from '../../i18n/language';
import type { MessageKey } from '../../i18n/messages.en';
import { languageOfRequest } from '../../i18n/request-language';
import { isMessageKey, sayError, translate } from '../../i18n/translate';
import { DomainError, TooManyRequestsError, type DomainErrorKind } from '../domain/domain-error';
import type { ErrorResponse } from './error-response';
import { TextHttpException } from './text-http-exception';
import { ValidationFailedException } from './validation.pipe';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  not_found: HttpStatus.NOT_FOUND,
  forbidden: HttpStatus.FORBIDDEN,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  conflict: HttpStatus.CONFLICT,
  rule: HttpStatus.UNPROCESSABLE_ENTITY,
  invalid: HttpStatus.BAD_REQUEST,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  upstream: HttpStatus.BAD_GATEWAY,
  too_many: HttpStatus.TOO_MANY_REQUESTS,
};

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Errors raised by body-parser and other express middleware carry a status and a type. */
interface MiddlewareError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

const MIDDLEWARE_MESSAGES: Record<string, MessageKey> = {
  'entity.too.large': 'BODY.TOO_LARGE',
  'entity.parse.failed': 'BODY.INVALID_JSON',
  'encoding.unsupported': 'BODY.ENCODING',
  'charset.unsupported': 'BODY.CHARSET',
};

/** The message of an HttpException's response, when it is a single text. */
function singleMessage(response: string | object): string | null {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  return typeof message === 'string' ? message : null;
}

/** JSON.parse's own error texts ("Unexpected end of JSON input", "... is not valid JSON"). */
function isJsonSyntaxMessage(message: string): boolean {
  return /\bJSON\b/.test(message);
}

/** The generic text for a status in `lang`, when we have one. */
function statusText(lang: Lang, status: number): string | null {
  const key = `HTTP.${status}`;
  return isMessageKey(key) ? translate(lang, key) : null;
}

/**
 * A text that arrived as English only (a library's, or a Nest exception's): as is in English; in
 * another language the status's generic text, so a Hindi or Gujarati reader never gets English.
 * Our own texts never come this way: they travel as a key and values (DomainError, validation).
 */
function localize(lang: Lang, english: string, status: number): string {
  if (lang === DEFAULT_LANG) return english;
  return statusText(lang, status) ?? english;
}

/**
 * Turns everything thrown while handling a request into the API's JSON error shape, so a client
 * never sees an HTML page or a stack trace. Unknown errors become a logged 500 with no details.
 */
/** Socket errors, and PostgreSQL's connection-exception (08) and shutdown (57P0x) states. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** The database cannot be reached (down, restarting, or the connection dropped mid-query). */
export function isDatabaseUnavailable(e: unknown, depth = 0): boolean {
  if (!(e instanceof Error) || depth > 4) return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^(08|57P0)/.test(code))) {
    return true;
  }
  if (UNAVAILABLE_MESSAGE.test(e.message)) return true;
  const inner = e instanceof AggregateError ? e.errors : [];
  return [e.cause, ...inner].some((c) => isDatabaseUnavailable(c, depth + 1));
}

@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const lang = languageOfRequest(http.getRequest?.<Request>());
    const body = this.toBody(exception, lang);
    if (res.headersSent) return;
    if (lang !== DEFAULT_LANG) res.setHeader?.('Content-Language', lang);
    if (exception instanceof TooManyRequestsError) {
      res.setHeader?.('Retry-After', String(Math.max(1, Math.ceil(exception.retryAfterSeconds))));
    }
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, lang: Lang): ErrorResponse {
    if (exception instanceof DomainError) {
      const statusCode = STATUS_BY_KIND[exception.kind];
      return {
        statusCode,
        message: sayError(lang, exception) ?? localize(lang, exception.message, statusCode),
        error: REASON[statusCode],
        code: exception.code,
      };
    }
    if (exception instanceof ValidationFailedException) {
      return this.fromValidation(exception, lang);
    }
    if (exception instanceof TextHttpException) {
      const statusCode = exception.getStatus();
      return {
        statusCode,
        message: translate(lang, exception.text.key, exception.text.params),
        error: REASON[statusCode],
      };
    }
    if (exception instanceof HttpException) {
      return this.fromHttpException(exception, lang);
    }
    const mw = exception as MiddlewareError;
    const status = mw?.status ?? mw?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500 && mw.type) {
      return {
        statusCode: status,
        message: MIDDLEWARE_MESSAGES[mw.type]
          ? translate(lang, MIDDLEWARE_MESSAGES[mw.type]!)
          : localize(
              lang,
              mw.expose && mw.message ? mw.message : (REASON[status] ?? 'Bad Request'),
              status,
            ),
        error: REASON[status],
      };
    }
    if (isDatabaseUnavailable(exception)) {
      // Not our bug and not the caller's: say so (503), so clients and balancers retry.
      this.logger.warn(`Database unavailable: ${(exception as Error).message}`);
      return { statusCode: 503, message: translate(lang, 'HTTP.503'), error: REASON[503] };
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return {
      statusCode: 500,
      message: translate(lang, 'HTTP.500'),
      error: REASON[500],
    };
  }

  /** Validation failures: each field's key and values said in the reader's language. */
  private fromValidation(exception: ValidationFailedException, lang: Lang): ErrorResponse {
    const statusCode = exception.getStatus();
    const errors = exception.details.map((d) => ({
      field: d.field,
      message: d.text
        ? translate(lang, d.text.key, d.text.params)
        : localize(lang, d.english, statusCode),
    }));
    const message = errors.length
      ? errors.map((e) => e.message).join('; ')
      : translate(lang, 'VALIDATION.INVALID');
    return { statusCode, message, error: REASON[statusCode], errors };
  }

  private fromHttpException(exception: HttpException, lang: Lang): ErrorResponse {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const say = (english: string) => localize(lang, english, statusCode);
    // Nest turns body-parser's JSON errors into a 400 carrying JSON.parse's own words.
    const single = singleMessage(response);
    if (statusCode === 400 && single !== null && isJsonSyntaxMessage(single)) {
      return {
        statusCode,
        message: translate(lang, 'BODY.INVALID_JSON'),
        error: REASON[statusCode],
      };
    }
    if (typeof response === 'string') {
      return { statusCode, message: say(response), error: REASON[statusCode] };
    }
    const r = response as Partial<ErrorResponse> & { message?: string | string[] };
    // Validation details: each field's message is said in the reader's language.
    const errors = r.errors?.map((e) => ({ field: e.field, message: say(e.message) }));
    const message =
      errors?.length && lang !== DEFAULT_LANG
        ? errors.map((e) => e.message).join('; ')
        : Array.isArray(r.message)
          ? r.message.map(say).join('; ')
          : say(r.message ?? exception.message);
    const body: ErrorResponse = {
      statusCode,
      message,
      error: typeof r.error === 'string' ? r.error : REASON[statusCode],
    };
    if (r.code) body.code = r.code;
    if (errors) body.errors = errors;
    return body;
  }
}
