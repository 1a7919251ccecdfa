import * as z from 'zod/mini';
import { api } from '../../../api/client';
import {
  matchingPasswords,
  newPasswordRule,
  requiredSecret,
  requiredText,
} from '../../../components/forms/field-rules';
import type { OtpChannel, OtpRecipient } from './send-otp';

/** The code's hint names where it came from: the SMS or the e-mail. */
function fieldsFor(channel: OtpChannel) {
  return z.object({
    otp: requiredText('otp').check(
      z.refine(
        (value) => value === '' || /^\d{6}$/.test(value),
        channel === 'mobile' ? 'validation.otpSms' : 'validation.otp',
      ),
    ),
    newPassword: newPasswordRule('newPassword'),
    confirmPassword: requiredSecret('confirmPassword'),
  });
}

type ResetFields = z.output<ReturnType<typeof fieldsFor>>;

export function resetPasswordInputSchema(channel: OtpChannel) {
  return fieldsFor(channel).check(matchingPasswords<ResetFields>('newPassword', 'confirmPassword'));
}

export type ResetPasswordInput = ResetFields;

/** Sets the new password with the code sent to `to` (the same number or e-mail as step 1). */
export async function resetPassword(to: OtpRecipient, input: ResetPasswordInput): Promise<void> {
  await api.POST('/api/auth/reset-password', {
    body: { ...to, otp: input.otp, newPassword: input.newPassword },
  });
}
