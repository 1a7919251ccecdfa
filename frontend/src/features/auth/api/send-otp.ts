import * as z from 'zod/mini';
import { api } from '../../../api/client';
import { emailRule, mobileRule } from '../../../components/forms/field-rules';

/** Where the reset code goes: by SMS to the account's mobile number, or to its e-mail. */
export type OtpChannel = 'mobile' | 'email';

/** The account to reset, by the number (as the signup form takes it) or the e-mail it was made with. */
export type OtpRecipient = { mobile: string } | { email: string };

export const sendOtpByMobileSchema = z.object({ mobile: mobileRule });
export const sendOtpByEmailSchema = z.object({ email: emailRule });

export type SendOtpInput = OtpRecipient;

/** The server answers the same whether or not the number or e-mail has an account. */
export async function sendOtp(input: SendOtpInput): Promise<void> {
  await api.POST('/api/auth/send-otp', { body: input });
}
