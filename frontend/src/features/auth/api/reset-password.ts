import * as z from 'zod/mini';
import { api } from '../../../api/client';
import {
  matchingPasswords,
  newPasswordRule,
  requiredSecret,
  requiredText,
} from '../../../components/forms/field-rules';

const fields = z.object({
  otp: requiredText('otp').check(
    z.refine((value) => value === '' || /^\d{6}$/.test(value), 'validation.otp'),
  ),
  newPassword: newPasswordRule('newPassword'),
  confirmPassword: requiredSecret('confirmPassword'),
});

export const resetPasswordInputSchema = fields.check(
  matchingPasswords<z.output<typeof fields>>('newPassword', 'confirmPassword'),
);

export type ResetPasswordInput = z.output<typeof resetPasswordInputSchema>;

export async function resetPassword(email: string, input: ResetPasswordInput): Promise<void> {
  await api.POST('/api/auth/reset-password', {
    body: { email, otp: input.otp, newPassword: input.newPassword },
  });
}
