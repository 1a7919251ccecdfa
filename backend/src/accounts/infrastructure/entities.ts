import { PasswordResetCodeSchema } from './password-reset-code.schema';
import { UserSessionSchema } from './user-session.schema';
import { UserSchema } from './user.schema';

/** The tables the accounts context owns, registered by AccountsModule. */
export const accountsEntities = [UserSchema, PasswordResetCodeSchema, UserSessionSchema];
