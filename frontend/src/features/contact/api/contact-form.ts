import * as z from 'zod/mini';
import type { ContactMessage } from '../../../api/messages';
import { emailRule, mobileRule, requiredText } from '../../../components/forms/field-rules';

// All five fields are required. The message's error is a key of the 'info'
// texts, the others of the 'accounts' texts (shared with the account forms).
export const contactFormSchema = z.object({
  name: requiredText('name'),
  mobile: mobileRule,
  email: emailRule,
  address: requiredText('address'),
  message: z.string().check(z.trim(), z.minLength(1, 'form.messageRequired')),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactFormInput = z.output<typeof contactFormSchema>;

export const emptyContactForm: ContactFormValues = {
  name: '',
  mobile: '',
  email: '',
  address: '',
  message: '',
};

/**
 * The form accepts a mobile number written as people write it (+91, 0, spaces); the server
 * takes the 10 digits, which after validation are the last ten.
 */
export function contactMessageOf(input: ContactFormInput): ContactMessage {
  return { ...input, mobile: input.mobile.replace(/\D/g, '').slice(-10) };
}
