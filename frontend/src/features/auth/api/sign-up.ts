import * as z from 'zod/mini';
import { api } from '../../../api/client';
import {
  emailRule,
  matchingPasswords,
  mobileRule,
  newPasswordRule,
  requiredSecret,
  requiredText,
} from '../../../components/forms/field-rules';
import { profileLanguages } from '../../../i18n/profile-language';

const fields = z.object({
  name: requiredText('name'),
  mobile: mobileRule,
  email: emailRule,
  password: newPasswordRule('password'),
  confirmPassword: requiredSecret('confirmPassword'),
  state: requiredText('state'),
  address: requiredText('address'),
  language: z.enum(profileLanguages, 'validation.required.language'),
});

export const signUpInputSchema = fields.check(
  matchingPasswords<z.output<typeof fields>>('password', 'confirmPassword'),
);

export type SignUpFormValues = z.input<typeof signUpInputSchema>;
export type SignUpInput = z.output<typeof signUpInputSchema>;

export async function signUp(input: SignUpInput): Promise<void> {
  await api.POST('/api/auth/signup', { body: input });
}
