export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies should go (for example the user who wrote to support); never the From. */
  replyTo?: string;
}

/** Sends e-mail. SMTP when SMTP_URL is set, else the outbox folder (see MailModule). */
export abstract class Mailer {
  abstract send(mail: OutgoingMail): Promise<void>;
}
