import { ForbiddenError, InvalidInputError, NotFoundError } from '../../shared/domain/domain-error';
import { MAX_CROP_IMAGES } from './crop-listing';

export const cropNotFound = () => new NotFoundError('CROP.NOT_FOUND', 'Crop not found');
export const notYourListing = () =>
  new ForbiddenError('CROP.NOT_YOURS', 'Only the seller can change or remove this listing');
export const sellerMismatch = () =>
  new ForbiddenError(
    'CROP.SELLER_MISMATCH',
    'You can only list crops as yourself (userId must be your own)',
  );
export const tooManyImages = () =>
  new InvalidInputError(
    'CROP.TOO_MANY_IMAGES',
    `You can only upload a maximum of ${MAX_CROP_IMAGES} images`,
  );
export const unsupportedImage = (name: string) =>
  new InvalidInputError('CROP.UNSUPPORTED_IMAGE', `"${name}" is not a JPEG, PNG or WebP image`);
export const unreadableImage = (name: string) =>
  new InvalidInputError('CROP.UNREADABLE_IMAGE', `"${name}" could not be read as an image`);
