import {
  BadRequestException,
  HttpStatus,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import type { LocalText } from '../../i18n/translate';
import { TextHttpException } from './text-http-exception';

/**
 * An interceptor that rewords multer's own upload errors for people: a file over the size limit
 * becomes `tooLarge` (413), and an unexpected or extra file field becomes `badField()`.
 */
export function UploadErrors(
  tooLarge: string | LocalText,
  badField: () => Error,
): Type<NestInterceptor> {
  @Injectable()
  class UploadErrorsInterceptor implements NestInterceptor {
    intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
      return next.handle().pipe(
        catchError((e: unknown) => {
          if (e instanceof PayloadTooLargeException) {
            throw typeof tooLarge === 'string'
              ? new PayloadTooLargeException(tooLarge)
              : new TextHttpException(HttpStatus.PAYLOAD_TOO_LARGE, tooLarge);
          }
          if (
            e instanceof BadRequestException &&
            /too many files|unexpected field|too many/i.test(e.message)
          ) {
            throw badField();
          }
          throw e;
        }),
      );
    }
  }
  return UploadErrorsInterceptor;
}
