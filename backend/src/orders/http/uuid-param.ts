import { ParseUUIDPipe } from '@nestjs/common';
import { NotFoundError } from '../../shared/domain/domain-error';

/** A path id that is not a UUID names nothing: 404 with the given key, never a 400 or a 500. */
export const uuidOr404 = (code: 'USER.NOT_FOUND' | 'ORDER.NOT_FOUND' | 'PROBLEM.NOT_FOUND') =>
  new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(code) });
