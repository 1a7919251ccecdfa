import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity, formatRupees, isSellerOf, type Order } from '../../../api/orders';
import { OrderStatusChip } from './order-status-chip';
import { PaymentChip } from './payment-section';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { RelativeDay } from '../../../components/ui/relative-day';
import { standaloneLink } from '../../../components/ui/touch-target';

function HistoryCard({ order, userId }: { order: Order; userId: string }) {
  const { t, i18n } = useTranslation('trade');
  const headingId = useId();
  const sold = isSellerOf(order, userId);
  const rows: [string, ReactNode][] = [
    [t('history.orderId'), order._id.slice(0, 8).toUpperCase()],
    [t('history.date'), <RelativeDay value={order.createdAt} />],
    [
      t('history.quantity'),
      formatQuantity(order.cropQuantity, order.cropId.cropUnit, i18n.language),
    ],
    [t('history.price'), formatRupees(order.totalPrice)],
    [
      t('history.party'),
      `${sold ? order.buyerId.name : order.sellerId.name} (${
        sold ? t('history.youSold') : t('history.youBought')
      })`,
    ],
  ];
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}
      >
        <Typography
          id={headingId}
          variant="h2"
          sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}
        >
          <Link
            component={RouterLink}
            to={paths.order(order._id)}
            data-user-text=""
            sx={standaloneLink}
          >
            {order.cropId.cropName}
          </Link>
        </Typography>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
          <OrderStatusChip status={order.status} />
          {(order.status === 'Accepted' || order.status === 'Completed') && (
            <PaymentChip status={order.paymentStatus} />
          )}
        </Stack>
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

/** The history on a phone: one card per order instead of a seven-column table. */
export function OrderHistoryCards({ orders, userId }: { orders: Order[]; userId: string }) {
  return (
    <Stack spacing={1.5}>
      {orders.map((order) => (
        <HistoryCard key={order._id} order={order} userId={userId} />
      ))}
    </Stack>
  );
}
