import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

// The generated schema describes a notification by its status only (the backend's DTO lacks
// Swagger annotations for the other fields), so the answer's shape is written out here.
export type AppNotification = {
  _id: string;
  message: string;
  status: 'unread' | 'read' | 'accepted';
  kind: string;
  orderId: string | null;
  createdAt: string;
};

export type NotificationList = {
  items: AppNotification[];
  /** From the X-Unread-Count header, else counted from the list. */
  unread: number;
};

export const notificationsKey = (userId: string) => ['notifications', userId] as const;

/** How often the header bell asks for news (ms). */
export const NOTIFICATION_POLL_MS = 30_000;

export function notificationsQuery(userId: string) {
  return queryOptions({
    queryKey: notificationsKey(userId),
    queryFn: async ({ signal }): Promise<NotificationList> => {
      const { data, response } = await api.GET('/api/notifications/{userId}', {
        params: { path: { userId } },
        signal,
      });
      const items = (data ?? []) as unknown as AppNotification[];
      const header = Number.parseInt(response.headers.get('X-Unread-Count') ?? '', 10);
      const unread = Number.isFinite(header)
        ? header
        : items.filter((item) => item.status === 'unread').length;
      return { items, unread };
    },
  });
}

export async function updateNotification(id: string, status: 'read' | 'accepted'): Promise<void> {
  await api.PUT('/api/notifications/{id}/update', { params: { path: { id } }, body: { status } });
}
