import { ApiError } from './api-error';
import { api, requireData } from './client';
import type { components } from './schema';

export type ContactMessage = components['schemas']['ContactMessageDto'];
export type SupportMessage = components['schemas']['SupportMessageDto'];
export type MessageReceipt = components['schemas']['MessageReceiptDto'];
export type NewsletterReceipt = components['schemas']['NewsletterReceiptDto'];

/** The Contact page's form. Public; a logged-in sender's token links the message to the account. */
export async function submitContact(message: ContactMessage): Promise<MessageReceipt> {
  const { data } = await api.POST('/api/contact/submit', { body: message });
  return requireData(data);
}

/** Quick Support. Public too; sent with the token when logged in, like every call. */
export async function submitSupport(message: SupportMessage): Promise<MessageReceipt> {
  const { data } = await api.POST('/api/support', { body: message });
  return requireData(data);
}

/** Asks for the newsletter; the server answers the same for every address (double opt-in). */
export async function subscribeNewsletter(email: string): Promise<NewsletterReceipt> {
  const { data } = await api.POST('/api/newsletter', { body: { email } });
  return requireData(data);
}

/** Why a message was not sent, for the sender: the server's own words when it refused it. */
export type SendFailure =
  { kind: 'tooManyAttempts' } | { kind: 'refused'; reasons: string[] } | { kind: 'notSent' };

export function sendFailureOf(error: unknown): SendFailure {
  if (error instanceof ApiError && error.status === 429) return { kind: 'tooManyAttempts' };
  // A 400 says which field was wrong ("Please enter a 10-digit mobile number"), as a string or a
  // list; ApiError has already made it a list.
  if (error instanceof ApiError && error.status === 400) {
    return { kind: 'refused', reasons: error.messages };
  }
  return { kind: 'notSent' };
}
