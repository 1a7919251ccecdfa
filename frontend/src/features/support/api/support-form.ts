import * as z from 'zod/mini';
import { emailRule, requiredText } from '../../../components/forms/field-rules';

// Name, email (email format) and message are required. The message's error is a
// key of the 'info' texts, the others of the 'accounts' texts (shared with the account forms).
export const supportFormSchema = z.object({
  name: requiredText('name'),
  email: emailRule,
  message: z.string().check(z.trim(), z.minLength(1, 'form.messageRequired')),
});

export type SupportFormValues = z.input<typeof supportFormSchema>;
export type SupportFormInput = z.output<typeof supportFormSchema>;

export const emptySupportForm: SupportFormValues = { name: '', email: '', message: '' };
