import type { Channel } from '../../domain/message';

/** A provider's report on a message it accepted (WhatsApp webhook, MSG91 delivery report). */
export interface DeliveryReport {
  channel: Channel;
  /** The id the provider gave when it accepted the message (SendResult.providerId). */
  providerId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: Date;
  /** For failed: a short reason such as `whatsapp:131026`. */
  error?: string;
}

/**
 * Records providers' reports on the messages. Reports come out of order (delivered after failed,
 * sent after read): a message's status only moves forward (sent < delivered < read), except that
 * failed is kept unless a later delivered or read says otherwise. An unknown id is ignored.
 */
export abstract class DeliveryReports {
  /** Returns whether a message of ours had that provider id. */
  abstract record(report: DeliveryReport): Promise<boolean>;
}
