import { ApiError } from '../../../api/api-error';
import { i18n } from '../../../i18n/i18n';

// A light check that catches typos; the server checks properly.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the form says after a try; `kind` is also its text's key under `footer.`. */
export type SubscribeNote = {
  kind:
    | 'newsletterSubscribed'
    | 'newsletterInvalidEmail'
    | 'newsletterTooManyAttempts'
    | 'newsletterFailed';
  /** The server's own words, when they are not the known answer that is translated. */
  answer?: string;
};

/** Asks for the newsletter (loaded with the first try, not with the landing page). */
export async function subscribe(email: string): Promise<SubscribeNote> {
  const address = email.trim();
  if (!emailPattern.test(address)) return { kind: 'newsletterInvalidEmail' };
  try {
    const { subscribeNewsletter } = await import('../../../api/messages');
    const { message } = await subscribeNewsletter(address);
    // The server answers in the reader's language (Accept-Language), else in English.
    const known =
      message === i18n.t('footer.newsletterSubscribed') ||
      message === i18n.t('footer.newsletterSubscribed', { lng: 'en' });
    return { kind: 'newsletterSubscribed', answer: known ? undefined : message };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    return {
      kind:
        status === 400
          ? 'newsletterInvalidEmail'
          : status === 429
            ? 'newsletterTooManyAttempts'
            : 'newsletterFailed',
    };
  }
}
