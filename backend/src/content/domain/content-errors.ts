import { ForbiddenError, InvalidInputError, NotFoundError } from '../../shared/domain/domain-error';

export const ContentErrors = {
  schemeNotFound: () => new NotFoundError('SCHEME.NOT_FOUND'),
  resourceNotFound: () => new NotFoundError('RESOURCE.NOT_FOUND'),
  reviewNotFound: () => new NotFoundError('REVIEW.NOT_FOUND'),
  notYourReview: () => new ForbiddenError('REVIEW.NOT_YOURS'),
  badApplyLink: () => new InvalidInputError('SCHEME.APPLY_LINK'),
  badVideoLink: () => new InvalidInputError('RESOURCE.LINK'),
  badNewsletterLink: () => new InvalidInputError('NEWSLETTER.LINK'),
};
