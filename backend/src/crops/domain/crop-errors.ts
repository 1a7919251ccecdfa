import { ForbiddenError, InvalidInputError, NotFoundError } from '../../shared/domain/domain-error';
import { MAX_CROP_IMAGES } from './crop-listing';

export const cropNotFound = () => new NotFoundError('CROP.NOT_FOUND');
export const notYourListing = () => new ForbiddenError('CROP.NOT_YOURS');
export const sellerMismatch = () => new ForbiddenError('CROP.SELLER_MISMATCH');
export const tooManyImages = () =>
  new InvalidInputError('CROP.TOO_MANY_IMAGES', { max: MAX_CROP_IMAGES });
export const unsupportedImage = (name: string) =>
  new InvalidInputError('CROP.UNSUPPORTED_IMAGE', { name });
export const unreadableImage = (name: string) =>
  new InvalidInputError('CROP.UNREADABLE_IMAGE', { name });
