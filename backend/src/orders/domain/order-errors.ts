import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RuleViolationError,
} from '../../shared/domain/domain-error';

export const orderNotFound = () => new NotFoundError('ORDER.NOT_FOUND', 'Order not found');
export const buyerMustBeYou = () =>
  new ForbiddenError(
    'ORDER.BUYER_NOT_YOU',
    'You can only place orders as yourself (buyerId must be your own)',
  );
export const wrongSeller = () =>
  new InvalidInputError('ORDER.WRONG_SELLER', 'sellerId is not the seller of this crop');
export const ownCrop = () =>
  new RuleViolationError('ORDER.OWN_CROP', 'You cannot buy your own crop');
export const cropUnavailable = () =>
  new ConflictError('ORDER.CROP_UNAVAILABLE', 'This crop is not available');
export const notEnoughLeft = () =>
  new ConflictError('ORDER.NOT_ENOUGH_LEFT', 'Not enough quantity left');
export const totalMismatch = (expected: string) =>
  new InvalidInputError(
    'ORDER.TOTAL_MISMATCH',
    `totalPrice does not match the listing: it should be ${expected}`,
  );
export const onlySellerDecides = () =>
  new ForbiddenError('ORDER.NOT_SELLER', 'Only the seller can accept or reject this order');
export const onlyBuyerCancels = () =>
  new ForbiddenError('ORDER.NOT_BUYER', 'Only the buyer can cancel this order');
export const notYourOrders = () =>
  new ForbiddenError('ORDER.NOT_YOURS', 'You can only see your own orders');
export const alreadyDecided = () =>
  new ConflictError('ORDER.ALREADY_DECIDED', 'This order was already decided');
