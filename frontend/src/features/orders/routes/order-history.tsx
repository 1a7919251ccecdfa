import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  formatQuantity,
  formatRupees,
  isSellerOf,
  newestFirst,
  userOrdersQuery,
} from '../../../api/orders';
import { getUserId } from '../../../app/auth-storage';
import { RelativeDay } from '../../../components/ui/relative-day';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { OrderHistoryCards } from '../components/order-history-cards';
import { OrderStatusChip } from '../components/order-status-chip';
import { PaymentChip } from '../components/payment-section';
import { StatusFilter } from '../components/status-filter';
import { useState } from 'react';
import type { OrderStatus } from '../../../api/orders';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';

/** Market Access History: every order of the caller, as buyer or seller. */
export function OrderHistoryRoute() {
  const { t, i18n } = useTranslation('trade');
  usePageTitle(t('history.title'));
  const userId = getUserId();
  const orders = useQuery({ ...userOrdersQuery(userId ?? ''), enabled: userId !== null });
  // Under 600 px (phones, 360 px included) the seven columns become one card per order.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const shown = (orders.data ?? []).filter((o) => status === null || o.status === status);

  let body;
  if (userId === null || orders.isError) {
    body = (
      <Alert
        severity="error"
        action={
          userId !== null && (
            <Button color="inherit" size="small" onClick={() => void orders.refetch()}>
              {t('common.retry')}
            </Button>
          )
        }
      >
        {t('common.loadFailed')}
      </Alert>
    );
  } else if (orders.isPending) {
    body = <Typography role="status">{t('history.loading')}</Typography>;
  } else if (orders.data.length === 0) {
    body = <Typography role="status">{t('history.empty')}</Typography>;
  } else if (shown.length === 0) {
    body = <Typography role="status">{t('filter.none')}</Typography>;
  } else if (phone) {
    body = <OrderHistoryCards orders={newestFirst(shown)} userId={userId} />;
  } else {
    body = (
      <Card>
        <Typography id="order-history-hint" sx={visuallyHidden}>
          {t('history.scrollHint')}
        </Typography>
        {/* On a narrow tablet the table scrolls sideways inside its card, never the page. */}
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label={t('history.tableLabel')}
          aria-describedby="order-history-hint"
          sx={{ overflowX: 'auto' }}
        >
          <Table size="small" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('history.orderId')}</TableCell>
                <TableCell scope="col">{t('history.date')}</TableCell>
                <TableCell scope="col">{t('history.status')}</TableCell>
                <TableCell scope="col">{t('history.crop')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('history.quantity')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('history.price')}
                </TableCell>
                <TableCell scope="col">{t('history.party')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {newestFirst(shown).map((order) => {
                const sold = isSellerOf(order, userId);
                return (
                  <TableRow key={order._id} hover>
                    <TableCell
                      component="th"
                      scope="row"
                      title={order._id}
                      sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
                    >
                      {order._id.slice(0, 8).toUpperCase()}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <RelativeDay value={order.createdAt} />
                    </TableCell>
                    <TableCell>
                      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                        <OrderStatusChip status={order.status} />
                        {(order.status === 'Accepted' || order.status === 'Completed') && (
                          <PaymentChip status={order.paymentStatus} />
                        )}
                      </Stack>
                    </TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={paths.order(order._id)} data-user-text="">
                        {order.cropId.cropName}
                      </Link>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatQuantity(order.cropQuantity, order.cropId.cropUnit, i18n.language)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatRupees(order.totalPrice)}
                    </TableCell>
                    <TableCell>
                      {sold ? order.buyerId.name : order.sellerId.name}
                      <Typography
                        component="span"
                        sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}
                      >
                        {sold ? t('history.youSold') : t('history.youBought')}
                      </Typography>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {t('history.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('history.intro')}</Typography>
      {orders.data && orders.data.length > 0 && (
        <StatusFilter value={status} onChange={setStatus} withAll />
      )}
      {body}
    </Container>
  );
}
