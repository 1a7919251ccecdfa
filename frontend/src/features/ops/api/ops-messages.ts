import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, requireData } from '../../../api/client';

export const MESSAGE_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export type MessageChannel = 'sms' | 'whatsapp';

/** One SMS or WhatsApp message of the outbox, the number masked (98•••••210). */
export type OutboxMessage = {
  id: string;
  channel: MessageChannel;
  /** Who sent it (msg91, whatsapp-cloud, dev-outbox); null before the first try. */
  provider: string | null;
  to: string;
  language: 'en' | 'hi' | 'gu';
  template: string;
  text: string;
  segments: number;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** Held until then (quiet hours, a retry's wait). */
  notBefore: string;
  sentAt: string | null;
};

export type OutboxOverview = {
  counts: Record<MessageStatus, number>;
  /** Which gateway each channel uses; `dev-outbox` sends nothing (development). */
  provider: Record<MessageChannel, string>;
  items: OutboxMessage[];
};

/** The provider that sends nothing: messages are only written down (development, tests). */
export const DEV_OUTBOX = 'dev-outbox';
/** The server's page size. */
export const MESSAGES_PAGE_SIZE = 50;

export type OutboxQuery = { status: MessageStatus | ''; page: number };

/** GET /api/ops/messages (administrators): the counts, providers and a page of messages. */
export function opsMessagesQuery({ status, page }: OutboxQuery) {
  return queryOptions({
    queryKey: ['ops', 'messages', status, page] as const,
    queryFn: async ({ signal }): Promise<OutboxOverview & { total: number }> => {
      const { data, response } = await api.GET('/api/ops/messages', {
        params: { query: { ...(status ? { status } : {}), page } },
        signal,
      });
      const overview = requireData(data);
      const header = response.headers.get('X-Total-Count');
      const total = header === null ? NaN : Number(header);
      return { ...overview, total: Number.isFinite(total) ? total : overview.items.length };
    },
    placeholderData: keepPreviousData,
  });
}
