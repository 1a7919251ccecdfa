/**
 * A message to a member's phone (ADR 0013). In-app notices are the notifications context's; this
 * context sends the same news by SMS and WhatsApp, on the channels the member chose.
 */
export const CHANNELS = ['sms', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * queued: waits for its time (`notBefore`: quiet hours, a cap, a retry's backoff);
 * sending: a worker holds it until `leaseUntil`; then sent, delivered or read (the provider's
 * reports), or failed (a permanent error, or the last retry).
 */
export const MESSAGE_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * The templates we send. Each is one DLT template per language for SMS and one approved
 * WhatsApp template (named `<prefix><template>`, one per language) with the same parameters, in
 * the same order.
 */
export const MESSAGE_TEMPLATES = [
  'order_placed',
  'order_accepted',
  'order_rejected',
  'order_cancelled',
  'order_handover_proposed',
  'order_handed_over',
  'order_payment_reported',
  'order_problem',
  'price_alert',
  'otp',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

/** The languages messages are written in (the app's: src/i18n/language.ts). */
export type Lang = 'en' | 'hi' | 'gu';

/** What a gateway is given: everything already in the recipient's language. */
export interface OutgoingMessage {
  /** Ours, stable across retries: the provider's idempotency or reference where it takes one. */
  id: string;
  channel: Channel;
  /** Digits with the country code and no +, e.g. 919876543210. */
  to: string;
  language: Lang;
  template: MessageTemplate;
  /** The template's variables in order, named as in the DLT template (`crop`, `link`, ...). */
  params: Record<string, string>;
  /** The whole text as the recipient reads it (the dev outbox writes it; segments are counted on it). */
  text: string;
}
