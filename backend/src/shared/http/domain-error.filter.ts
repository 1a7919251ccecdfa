import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, type DomainErrorKind } from '../domain/domain-error';
import type { ErrorResponse } from './error-response';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  not_found: HttpStatus.NOT_FOUND,
  forbidden: HttpStatus.FORBIDDEN,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  conflict: HttpStatus.CONFLICT,
  rule: HttpStatus.UNPROCESSABLE_ENTITY,
  invalid: HttpStatus.BAD_REQUEST,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  upstream: HttpStatus.BAD_GATEWAY,
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

const MIDDLEWARE_MESSAGES: Record<string, string> = {
  'entity.too.large': 'Request body is too large',
  'entity.parse.failed': 'Request body is not valid JSON',
  'encoding.unsupported': 'Request body encoding is not supported',
  'charset.unsupported': 'Request body charset is not supported',
};

/**
 * Turns everything thrown while handling a request into the API's JSON error shape, so a client
 * never sees an HTML page or a stack trace. Unknown errors become a logged 500 with no details.
 */
@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (res.headersSent) return;
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorResponse {
    if (exception instanceof DomainError) {
      const statusCode = STATUS_BY_KIND[exception.kind];
      return {
        statusCode,
        message: exception.message,
        error: REASON[statusCode],
        code: exception.code,
      };
    }
    if (exception instanceof HttpException) {
      return this.fromHttpException(exception);
    }
    const mw = exception as MiddlewareError;
    const status = mw?.status ?? mw?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500 && mw.type) {
      return {
        statusCode: status,
        message:
          MIDDLEWARE_MESSAGES[mw.type] ??
          (mw.expose && mw.message ? mw.message : (REASON[status] ?? 'Bad Request')),
        error: REASON[status],
      };
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return {
      statusCode: 500,
      message: 'Something went wrong on our side. Please try again.',
      error: REASON[500],
    };
  }

  private fromHttpException(exception: HttpException): ErrorResponse {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') {
      return { statusCode, message: response, error: REASON[statusCode] };
    }
    const r = response as Partial<ErrorResponse> & { message?: string | string[] };
    const message = Array.isArray(r.message)
      ? r.message.join('; ')
      : (r.message ?? exception.message);
    const body: ErrorResponse = {
      statusCode,
      message,
      error: typeof r.error === 'string' ? r.error : REASON[statusCode],
    };
    if (r.code) body.code = r.code;
    if (r.errors) body.errors = r.errors;
    return body;
  }
}
