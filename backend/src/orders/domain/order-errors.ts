import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RuleViolationError,
} from '../../shared/domain/domain-error';

export const orderNotFound = () => new NotFoundError('ORDER.NOT_FOUND');
export const buyerMustBeYou = () => new ForbiddenError('ORDER.BUYER_NOT_YOU');
export const wrongSeller = () => new InvalidInputError('ORDER.WRONG_SELLER');
export const ownCrop = () => new RuleViolationError('ORDER.OWN_CROP');
export const cropUnavailable = () => new ConflictError('ORDER.CROP_UNAVAILABLE');
export const notEnoughLeft = () => new ConflictError('ORDER.NOT_ENOUGH_LEFT');
export const totalMismatch = (expected: string) =>
  new InvalidInputError('ORDER.TOTAL_MISMATCH', { expected });
export const onlySellerDecides = () => new ForbiddenError('ORDER.NOT_SELLER');
export const onlyBuyerCancels = () => new ForbiddenError('ORDER.NOT_BUYER');
export const notYourOrders = () => new ForbiddenError('ORDER.NOT_YOURS');
export const alreadyDecided = () => new ConflictError('ORDER.ALREADY_DECIDED');
