import * as z from 'zod/mini';
import { api } from '../../../api/client';
import { emailRule } from '../../../components/forms/field-rules';

export const sendOtpInputSchema = z.object({ email: emailRule });

export type SendOtpInput = z.output<typeof sendOtpInputSchema>;

/** The server answers the same whether or not the e-mail has an account. */
export async function sendOtp(input: SendOtpInput): Promise<void> {
  await api.POST('/api/auth/send-otp', { body: input });
}
