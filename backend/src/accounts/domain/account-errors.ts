import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  UnauthenticatedError,
} from '../../shared/domain/domain-error';

export const invalidCredentials = () =>
  new UnauthenticatedError('AUTH.INVALID_CREDENTIALS', 'Invalid phone number or password.');
export const passwordsDoNotMatch = () =>
  new InvalidInputError('ACCOUNT.PASSWORDS_DO_NOT_MATCH', 'Passwords do not match');
export const mobileTaken = () =>
  new ConflictError('ACCOUNT.MOBILE_TAKEN', 'An account with this mobile number already exists');
export const emailTaken = () =>
  new ConflictError('ACCOUNT.EMAIL_TAKEN', 'An account with this email already exists');
export const usernameTaken = () =>
  new ConflictError('ACCOUNT.USERNAME_TAKEN', 'This username is already taken');
export const userNotFound = () => new NotFoundError('ACCOUNT.NOT_FOUND', 'User not found');
export const notYourAccount = () =>
  new ForbiddenError('ACCOUNT.NOT_YOURS', 'You can only see and change your own account');
export const unknownState = (state: string) =>
  new InvalidInputError(
    'ACCOUNT.UNKNOWN_STATE',
    `"${state}" is not a state or union territory of India`,
  );
export const invalidResetCode = () =>
  new InvalidInputError('ACCOUNT.INVALID_RESET_CODE', 'Invalid OTP or error updating password.');
export const currentPasswordRequired = () =>
  new ForbiddenError(
    'AUTH.CURRENT_PASSWORD_REQUIRED',
    'Please enter your current password to change your password, e-mail or mobile number',
  );
export const currentPasswordWrong = () =>
  new ForbiddenError('AUTH.CURRENT_PASSWORD_WRONG', 'Your current password is not correct');
