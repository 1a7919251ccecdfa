import * as z from 'zod/mini';
import { api, requireData } from '../../../api/client';
import type { components } from '../../../api/schema';
import type { UserProfile } from '../../../api/user-profile';
import {
  emailRule,
  MIN_PASSWORD_LENGTH,
  requiredText,
} from '../../../components/forms/field-rules';
import { profileLanguages } from '../../../i18n/profile-language';

/**
 * A UPI ID (VPA): a handle, "@", then the bank or app ("savita.patel@okaxis", "9876543210@ybl").
 * The server's rule (ACCOUNT.INVALID_UPI_ID); checked here only for a quick hint.
 */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export const editProfileInputSchema = z.object({
  name: requiredText('name'),
  username: z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || /^[A-Za-z0-9._-]{3,30}$/.test(value),
      'validation.username',
    ),
  ),
  email: emailRule,
  language: z.enum(profileLanguages, 'validation.required.language'),
  state: requiredText('state'),
  address: requiredText('address'),
  // Blank removes it.
  upiId: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || UPI_ID_PATTERN.test(value), 'validation.upiId'),
  ),
  mobileToAcceptedBuyersOnly: z.boolean(),
  // Blank keeps the current password.
  password: z
    .string()
    .check(
      z.refine(
        (value) => value.trim() === '' || value.length >= MIN_PASSWORD_LENGTH,
        'validation.passwordLength',
      ),
    ),
  // Asked for only when the password or the e-mail changes (the server checks it then).
  currentPassword: z.string(),
});

export type EditProfileFormValues = z.input<typeof editProfileInputSchema>;
export type EditProfileInput = z.output<typeof editProfileInputSchema>;

/** The form's values, as the form shows a saved profile. */
export function formValuesOf(profile: UserProfile): EditProfileFormValues {
  return {
    name: profile.name,
    username: profile.username ?? '',
    email: profile.email,
    language: profile.language,
    state: profile.state,
    address: profile.address,
    upiId: profile.upiId ?? '',
    mobileToAcceptedBuyersOnly: profile.mobileToAcceptedBuyersOnly ?? false,
    password: '',
    currentPassword: '',
  };
}

/** The server wants the current password to change the password or the e-mail. */
export function needsCurrentPassword(
  values: Pick<EditProfileFormValues, 'password' | 'email'> &
    Partial<Pick<EditProfileFormValues, 'upiId'>>,
  profile: UserProfile,
): boolean {
  return (
    values.password.trim() !== '' ||
    values.email.trim().toLowerCase() !== profile.email.trim().toLowerCase() ||
    (values.upiId !== undefined && (values.upiId.trim() || null) !== (profile.upiId ?? null))
  );
}

/**
 * A blank password is left out of the payload, so the server keeps the current one; the current
 * password goes only when it was asked for. A blank UPI ID is sent as null: none.
 */
export function updatePayloadOf({
  password,
  currentPassword,
  upiId,
  ...rest
}: EditProfileInput): components['schemas']['UpdateProfileDto'] {
  const fields = { ...rest, upiId: upiId === '' ? null : upiId };
  const payload: components['schemas']['UpdateProfileDto'] =
    password.trim() === '' ? fields : { ...fields, password };
  return currentPassword === '' ? payload : { ...payload, currentPassword };
}

export async function updateProfile(userId: string, input: EditProfileInput): Promise<UserProfile> {
  const { data } = await api.PUT('/api/auth/users/{userId}', {
    params: { path: { userId } },
    body: updatePayloadOf(input),
  });
  return requireData(data);
}
