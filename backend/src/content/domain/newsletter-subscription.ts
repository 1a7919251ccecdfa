export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** Resending the confirmation mail to the same address waits this long (no mail bombing). */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;

/** A newsletter subscription, confirmed by a link in a mail (double opt-in). */
export class NewsletterSubscription {
  constructor(
    readonly id: string,
    readonly email: string,
    public status: SubscriptionStatus,
    /** SHA-256 of the token in the confirm and unsubscribe links. */
    public tokenHash: string,
    public lastMailedAt: Date | null,
    readonly createdAt: Date,
    public confirmedAt: Date | null,
    public unsubscribedAt: Date | null,
  ) {}

  /** Whether a (new) confirmation mail may go out now. */
  mayMailConfirmation(now: Date): boolean {
    if (this.status === 'confirmed') return false;
    return (
      !this.lastMailedAt || now.getTime() - this.lastMailedAt.getTime() >= CONFIRMATION_RESEND_MS
    );
  }
}
