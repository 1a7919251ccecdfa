import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, requireData } from '../../../api/client';
import type { components, operations } from '../../../api/schema';

type MessageListAnswer = components['schemas']['MessageListDto'];
type MessageQuery = NonNullable<operations['listMessages']['parameters']['query']>;

export type MessageStatus = NonNullable<MessageQuery['status']>;
export type MessageChannel = NonNullable<MessageQuery['channel']>;

/** The statuses in the order a message goes through them (failed last). */
export const MESSAGE_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
] as const satisfies readonly MessageStatus[];

/**
 * One SMS or WhatsApp message of the outbox, the number masked (98•••••210), as the server's
 * messaging MessageDto describes it. Written out here because backend/openapi.json names two
 * classes MessageDto (this one and the accounts' `{ message }` answer), and the generated schema
 * has only the latter; once the backend names this one apart, take it from ../../../api/schema.
 */
export type OutboxMessage = {
  id: string;
  channel: MessageChannel;
  /** Who sent it (msg91, whatsapp-cloud, dev-outbox); null before the first try. */
  provider: string | null;
  to: string;
  language: 'en' | 'hi' | 'gu';
  template: string;
  text: string;
  /** SMS parts the text costs. */
  segments: number;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** Not sent before this (quiet hours, a daily cap, a retry's wait). */
  notBefore: string;
  sentAt: string | null;
};

/** The counts by status, the provider of each channel (`dev-outbox` sends nothing), a page. */
export type OutboxOverview = Omit<MessageListAnswer, 'items'> & { items: OutboxMessage[] };

/** The provider that sends nothing: messages are only written down (development, tests). */
export const DEV_OUTBOX = 'dev-outbox';
/** The server's page size. */
export const MESSAGES_PAGE_SIZE = 50;

export type OutboxQuery = { status: MessageStatus | ''; page: number };

/** GET /api/ops/messages (administrators): the counts, providers and a page of messages. */
export function opsMessagesQuery({ status, page }: OutboxQuery) {
  return queryOptions({
    queryKey: ['ops', 'messages', status, page] as const,
    queryFn: async ({ signal }): Promise<OutboxOverview> => {
      const { data, response } = await api.GET('/api/ops/messages', {
        params: { query: { ...(status ? { status } : {}), page } },
        signal,
      });
      // See OutboxMessage: the generated item type is another class's.
      const overview = requireData(data) as unknown as OutboxOverview;
      // The whole count, as other lists give it (X-Total-Count); the body says it too.
      const header = Number(response.headers.get('X-Total-Count') ?? NaN);
      return { ...overview, total: Number.isFinite(header) ? header : overview.total };
    },
    placeholderData: keepPreviousData,
  });
}
