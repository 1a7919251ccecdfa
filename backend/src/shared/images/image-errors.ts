import { NotFoundError, UnavailableError } from '../domain/domain-error';

export const imageNotFound = () => new NotFoundError('IMAGE.NOT_FOUND');

/** The image storage (an S3 bucket) cannot be reached or refused the request. */
export const imageStorageUnavailable = () => new UnavailableError('IMAGE.STORAGE_UNAVAILABLE');
