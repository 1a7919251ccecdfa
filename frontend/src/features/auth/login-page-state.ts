import type { LoginRedirectState } from '../../app/require-auth';

/** What other pages hand the login page in the location state. */
export type LoginPageState = Partial<LoginRedirectState> & {
  /** Just signed up: the new account's mobile number, filled in for the first login. */
  signedUpMobile?: string;
  /** Just set a new password with the mailed code. */
  passwordReset?: boolean;
};
