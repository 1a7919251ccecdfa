import { text } from '../../i18n/translate';
import { UploadErrors } from '../../shared/http/upload-errors.interceptor';
import { MAX_CROP_IMAGES } from '../domain/crop-listing';
import { tooManyImages } from '../domain/crop-errors';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Multer's own upload errors, in words a seller understands. */
export const CropUploadErrorsInterceptor = UploadErrors(
  text('UPLOAD.CROP_IMAGE_TOO_LARGE', { mb: MAX_IMAGE_BYTES / 1024 / 1024 }),
  tooManyImages,
);

/** Multer limits: one file more than allowed is accepted so the service can say what is wrong. */
export const CROP_UPLOAD_LIMITS = {
  limits: {
    fileSize: MAX_IMAGE_BYTES,
    files: MAX_CROP_IMAGES + 1,
    fields: 20,
    fieldSize: 16 * 1024,
  },
};
