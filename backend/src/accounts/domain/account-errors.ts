import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  UnauthenticatedError,
} from '../../shared/domain/domain-error';

export const invalidCredentials = () => new UnauthenticatedError('AUTH.INVALID_CREDENTIALS');
export const passwordsDoNotMatch = () => new InvalidInputError('ACCOUNT.PASSWORDS_DO_NOT_MATCH');
export const mobileTaken = () => new ConflictError('ACCOUNT.MOBILE_TAKEN');
export const emailTaken = () => new ConflictError('ACCOUNT.EMAIL_TAKEN');
export const usernameTaken = () => new ConflictError('ACCOUNT.USERNAME_TAKEN');
export const userNotFound = () => new NotFoundError('ACCOUNT.NOT_FOUND');
export const notYourAccount = () => new ForbiddenError('ACCOUNT.NOT_YOURS');
export const unknownState = (state: string) =>
  new InvalidInputError('ACCOUNT.UNKNOWN_STATE', { state });
export const invalidResetCode = () => new InvalidInputError('ACCOUNT.INVALID_RESET_CODE');
export const currentPasswordRequired = () => new ForbiddenError('AUTH.CURRENT_PASSWORD_REQUIRED');
export const currentPasswordWrong = () => new ForbiddenError('AUTH.CURRENT_PASSWORD_WRONG');
