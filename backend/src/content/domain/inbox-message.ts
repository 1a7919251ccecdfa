export type InboxKind = 'contact' | 'support';

/** A message a visitor sent through the Contact page or Quick Support. */
export class InboxMessage {
  constructor(
    readonly id: string,
    readonly kind: InboxKind,
    readonly name: string,
    readonly email: string,
    /** Contact form only. */
    readonly mobile: string | null,
    /** Contact form only. */
    readonly address: string | null,
    readonly message: string,
    /** The sender's account when they were logged in. */
    readonly userId: string | null,
    readonly createdAt: Date,
    /** When the copy to the support mailbox went out; null if sending failed. */
    public mailedAt: Date | null,
  ) {}
}
