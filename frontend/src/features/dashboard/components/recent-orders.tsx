import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  formatQuantity,
  formatRupees,
  isSellerOf,
  newestFirst,
  type Order,
  type OrderStatus,
} from '../../../api/orders';
import { paths } from '../../../app/paths';
import { RelativeDay } from '../../../components/ui/relative-day';
import { standaloneLink } from '../../../components/ui/touch-target';

const colours: Record<OrderStatus, 'warning' | 'success' | 'error' | 'default'> = {
  Pending: 'warning',
  Accepted: 'success',
  Rejected: 'error',
  Cancelled: 'default',
  Completed: 'success',
};

/** The dashboard lists the first 5 orders, newest first. */
export const RECENT_ORDERS = 5;

export function RecentOrders({ orders, userId }: { orders: Order[]; userId: string | null }) {
  const { t, i18n } = useTranslation('trade');
  const headingId = useId();
  const recent = newestFirst(orders).slice(0, RECENT_ORDERS);
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          flexWrap: 'wrap',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('dashboard.recentOrders')}
        </Typography>
        <Link component={RouterLink} to={paths.orderHistory} sx={standaloneLink}>
          {t('dashboard.viewAll')}
        </Link>
      </Box>
      {recent.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.noOrders')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {recent.map((order) => {
            const sold = isSellerOf(order, userId);
            return (
              <Box
                component="li"
                key={order._id}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: '1fr auto',
                  gap: 0.5,
                  py: 1.25,
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    <Link component={RouterLink} to={paths.order(order._id)} data-user-text="">
                      {order.cropId.cropName}
                    </Link>{' '}
                    ·{' '}
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                      {formatQuantity(order.cropQuantity, order.cropId.cropUnit, i18n.language)}
                    </Box>
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {sold ? t('history.youSold') : t('history.youBought')}:{' '}
                    {sold ? order.buyerId.name : order.sellerId.name} ·{' '}
                    <RelativeDay value={order.createdAt} />
                  </Typography>
                </Box>
                <Box sx={{ textAlign: 'right' }}>
                  <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {formatRupees(order.totalPrice)}
                  </Typography>
                  <Chip
                    size="small"
                    color={colours[order.status] ?? 'default'}
                    label={t(`status.${order.status}`, { defaultValue: order.status })}
                  />
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Card>
  );
}
