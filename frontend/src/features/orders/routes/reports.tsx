import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import {
  notificationsKey,
  updateNotification,
  type NotificationList,
} from '../../../api/notifications';
import {
  decideOrder,
  formatQuantity,
  formatRupees,
  isSellerOf,
  myOrdersQuery,
  ordersKey,
  type Order,
} from '../../../api/orders';
import { getUserId } from '../../../app/auth-storage';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PendingOrderCard, type OrderAction } from '../components/pending-order-card';
import { OrderHistoryCards } from '../components/order-history-cards';
import { StatusFilter } from '../components/status-filter';
import type { OrderStatus } from '../../../api/orders';

type Pending = { order: Order; action: OrderAction };
type Note = { severity: 'success' | 'error'; text: string };

const successKey = {
  Accepted: 'reports.accepted',
  Rejected: 'reports.rejected',
  Cancelled: 'reports.cancelled',
} as const;

/** The Farming Report: the caller's Pending orders and their decisions. */
export function ReportsRoute() {
  const { t } = useTranslation('trade');
  usePageTitle(t('reports.title'));
  const userId = getUserId();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<OrderStatus>('Pending');
  const pendingQuery = myOrdersQuery('Pending');
  const orders = useQuery(myOrdersQuery(status));
  const [pending, setPending] = useState<Pending | null>(null);
  const [note, setNote] = useState<Note | null>(null);

  const decision = useMutation({
    mutationFn: ({ order, action }: Pending) => decideOrder(order._id, action),
    onSuccess: async (_data, { order, action }) => {
      queryClient.setQueryData(pendingQuery.queryKey, (list) =>
        list?.filter((item) => item._id !== order._id),
      );
      setNote({ severity: 'success', text: t(successKey[action]) });
      // The request is dealt with: its notification leaves the bell too (best effort).
      const inbox = userId
        ? queryClient.getQueryData<NotificationList>(notificationsKey(userId))
        : undefined;
      const related = (inbox?.items ?? []).filter(
        (item) => item.orderId === order._id && item.status !== 'accepted',
      );
      await Promise.allSettled(related.map((item) => updateNotification(item._id, 'accepted')));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKey }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]);
    },
    onError: async (error) => {
      const reason =
        error instanceof ApiError && error.status < 500 ? error.messages.join(' ') : '';
      setNote({ severity: 'error', text: reason || t('reports.failed') });
      // Someone else may have decided it meanwhile: show the list as it is now.
      await queryClient.invalidateQueries({ queryKey: ordersKey });
    },
    onSettled: () => setPending(null),
  });

  const confirm = pending && dialogTexts(pending, t);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {t('reports.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('reports.intro')}</Typography>
      {note && (
        <Alert severity={note.severity} onClose={() => setNote(null)} sx={{ mb: 2 }}>
          {note.text}
        </Alert>
      )}
      <StatusFilter value={status} onChange={(s) => s && setStatus(s)} />
      {orders.isPending ? (
        <Typography role="status">{t('reports.loading')}</Typography>
      ) : orders.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void orders.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('common.loadFailed')}
        </Alert>
      ) : orders.data.length === 0 ? (
        <Typography role="status">{t('reports.empty')}</Typography>
      ) : status !== 'Pending' ? (
        <OrderHistoryCards orders={orders.data} userId={userId ?? ''} />
      ) : (
        <Stack spacing={2} component="section" aria-label={t('reports.title')}>
          {orders.data.map((order) => (
            <PendingOrderCard
              key={order._id}
              order={order}
              asSeller={isSellerOf(order, userId)}
              disabled={decision.isPending}
              onAction={(action) => {
                setNote(null);
                setPending({ order, action });
              }}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={confirm?.title ?? ''}
        text={confirm?.text ?? ''}
        confirmLabel={confirm?.label ?? ''}
        confirmColor={pending?.action === 'Accepted' ? 'primary' : 'error'}
        busy={decision.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && decision.mutate(pending)}
      />
    </Container>
  );
}

function dialogTexts(
  { order, action }: Pending,
  t: ReturnType<typeof useTranslation<'trade'>>['t'],
) {
  const values = {
    buyer: order.buyerId.name,
    seller: order.sellerId.name,
    crop: order.cropId.cropName,
    quantity: formatQuantity(order.cropQuantity, order.cropId.cropUnit),
    total: formatRupees(order.totalPrice),
  };
  switch (action) {
    case 'Accepted':
      return {
        title: t('reports.acceptTitle'),
        text: t('reports.acceptText', values),
        label: t('reports.accept'),
      };
    case 'Rejected':
      return {
        title: t('reports.rejectTitle'),
        text: t('reports.rejectText', values),
        label: t('reports.reject'),
      };
    case 'Cancelled':
      return {
        title: t('reports.cancelTitle'),
        text: t('reports.cancelText', values),
        label: t('reports.cancelOrder'),
      };
  }
}
