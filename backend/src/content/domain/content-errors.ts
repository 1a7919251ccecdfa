import { ForbiddenError, InvalidInputError, NotFoundError } from '../../shared/domain/domain-error';

export const ContentErrors = {
  schemeNotFound: () => new NotFoundError('SCHEME.NOT_FOUND', 'No such scheme'),
  resourceNotFound: () => new NotFoundError('RESOURCE.NOT_FOUND', 'No such machinery category'),
  reviewNotFound: () => new NotFoundError('REVIEW.NOT_FOUND', 'No such review'),
  notYourReview: () =>
    new ForbiddenError(
      'REVIEW.NOT_YOURS',
      'Only its author or an administrator may remove a review',
    ),
  badApplyLink: () =>
    new InvalidInputError('SCHEME.APPLY_LINK', 'applyLink must be an https:// address'),
  badVideoLink: () => new InvalidInputError('RESOURCE.LINK', 'link must be an https:// address'),
  badNewsletterLink: () =>
    new InvalidInputError(
      'NEWSLETTER.LINK',
      'This link is not valid any more. Please subscribe again.',
    ),
};
