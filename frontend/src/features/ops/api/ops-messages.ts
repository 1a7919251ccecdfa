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

/** One SMS or WhatsApp message of the outbox, the number masked (98•••••210). */
export type OutboxMessage = components['schemas']['OutboxMessageDto'];

/** The counts by status, the provider of each channel (`dev-outbox` sends nothing), a page. */
export type OutboxOverview = MessageListAnswer;

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
      const overview = requireData(data);
      // The whole count, as other lists give it (X-Total-Count); the body says it too.
      const header = Number(response.headers.get('X-Total-Count') ?? NaN);
      return { ...overview, total: Number.isFinite(header) ? header : overview.total };
    },
    placeholderData: keepPreviousData,
  });
}
