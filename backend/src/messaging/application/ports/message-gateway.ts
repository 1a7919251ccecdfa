import type { Channel, OutgoingMessage } from '../../domain/message';

/**
 * What a provider said to one send:
 * - sent: accepted, with the provider's id for its delivery reports;
 * - retry: try again later (rate limit, 5xx, timeout); `afterSeconds` when the provider said;
 * - failed: will never work as it is (invalid number, template missing, bad credentials).
 * `error` is a short machine-readable reason (`msg91:invalid_number`, `whatsapp:131026`).
 */
export type SendResult =
  | { outcome: 'sent'; providerId: string }
  | { outcome: 'retry'; error: string; afterSeconds?: number }
  | { outcome: 'failed'; error: string };

/** One channel's provider: MSG91 for SMS, the WhatsApp Cloud API, or the dev outbox. */
export abstract class MessageGateway {
  /** `msg91`, `whatsapp-cloud` or `dev-outbox`: shown to admins and in metrics. */
  abstract readonly provider: string;
  /** Never throws: a network error is `retry`. */
  abstract send(message: OutgoingMessage): Promise<SendResult>;
}

/** The gateway of each channel, chosen from the configuration at start. */
export abstract class MessageGateways {
  abstract for(channel: Channel): MessageGateway;
}
