import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import { MAX_CROP_IMAGES } from '../domain/crop-listing';
import { tooManyImages } from '../domain/crop-errors';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Multer's own upload errors, in words a seller understands. */
@Injectable()
export class CropUploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((e: unknown) => {
        if (e instanceof PayloadTooLargeException) {
          throw new PayloadTooLargeException(
            `Each image must be ${MAX_IMAGE_BYTES / 1024 / 1024} MB or smaller`,
          );
        }
        if (
          e instanceof BadRequestException &&
          /too many files|unexpected field/i.test(e.message)
        ) {
          throw tooManyImages();
        }
        throw e;
      }),
    );
  }
}

/** Multer limits: one file more than allowed is accepted so the service can say what is wrong. */
export const CROP_UPLOAD_LIMITS = {
  limits: {
    fileSize: MAX_IMAGE_BYTES,
    files: MAX_CROP_IMAGES + 1,
    fields: 20,
    fieldSize: 16 * 1024,
  },
};
