import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatOrderDate,
  formatQuantity,
  unitName,
  formatRupees,
  type Order,
} from '../../../api/orders';
import { OrderStatusChip } from './order-status-chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { standaloneLink } from '../../../components/ui/touch-target';

export type OrderAction = 'Accepted' | 'Rejected' | 'Cancelled';

type PendingOrderCardProps = {
  order: Order;
  /** The viewer sold this crop (else bought it). */
  asSeller: boolean;
  disabled: boolean;
  onAction: (action: OrderAction) => void;
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One order of the Farming Report: Accept and Reject for its seller, Cancel for its buyer. */
export function PendingOrderCard({ order, asSeller, disabled, onAction }: PendingOrderCardProps) {
  const { t, i18n } = useTranslation('trade');
  const headingId = useId();
  const unit = order.cropId.cropUnit;
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1.5 }}
      >
        <Box>
          <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
            {asSeller ? t('reports.asSeller') : t('reports.asBuyer')}
          </Typography>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
            <Link
              component={RouterLink}
              to={paths.order(order._id)}
              data-user-text=""
              sx={standaloneLink}
            >
              {order.cropId.cropName}
            </Link>
          </Typography>
        </Box>
        <OrderStatusChip status={order.status} />
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.75,
          m: 0,
        }}
      >
        {asSeller ? (
          <Detail label={t('reports.buyer')}>{order.buyerId.name}</Detail>
        ) : (
          <Detail label={t('reports.seller')}>{order.sellerId.name}</Detail>
        )}
        <Detail label={t('reports.quantity')}>
          {formatQuantity(order.cropQuantity, unit, i18n.language)}
        </Detail>
        <Detail label={t('reports.price')}>
          {t('common.perUnit', {
            price: formatRupees(order.unitPrice, i18n.language),
            unit: unitName(unit, i18n.language),
          })}
        </Detail>
        <Detail label={t('reports.total')}>{formatRupees(order.totalPrice)}</Detail>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
        {t('reports.ordered', { date: formatOrderDate(order.createdAt, i18n.language, true) })}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
        {asSeller ? (
          <>
            <Button
              variant="contained"
              color="primary"
              disabled={disabled}
              onClick={() => onAction('Accepted')}
            >
              {t('reports.accept')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={disabled}
              onClick={() => onAction('Rejected')}
            >
              {t('reports.reject')}
            </Button>
          </>
        ) : (
          <Button
            variant="outlined"
            color="error"
            disabled={disabled}
            onClick={() => onAction('Cancelled')}
          >
            {t('reports.cancelOrder')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
