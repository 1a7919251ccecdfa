import * as z from 'zod/mini';
import { api, requireData } from '../../../api/client';
import type { components } from '../../../api/schema';
import { requiredSecret, requiredText } from '../../../components/forms/field-rules';

export const logInInputSchema = z.object({
  mobile: requiredText('phone'),
  password: requiredSecret('password'),
  remember: z.boolean(),
});

export type LogInInput = z.output<typeof logInInputSchema>;

/** `remember` asks for a 30-day session instead of a 1-day one. */
export async function logIn(input: LogInInput): Promise<components['schemas']['LoginResponseDto']> {
  const { data } = await api.POST('/api/auth/login', { body: input });
  return requireData(data);
}
