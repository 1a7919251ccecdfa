import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CurrencyRupee from '@mui/icons-material/CurrencyRupee';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatRupees, isSellerOf, myOrdersQuery, type Order } from '../../../api/orders';
import { getUserId } from '../../../app/auth-storage';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { PriceWatchlist } from '../components/price-watchlist';
import { RecentOrders } from '../components/recent-orders';
import { StatCard } from '../components/stat-card';
import { WeatherCard } from '../components/weather-card';

export type OrderSummary = { total: number; pending: number; sales: number };

/** The figures of the dashboard cards. */
export function summarise(orders: readonly Order[], userId: string | null): OrderSummary {
  return {
    total: orders.length,
    // Counted case-insensitively: the older app's dashboard read 'pending', the API says 'Pending'.
    pending: orders.filter((order) => order.status.toLowerCase() === 'pending').length,
    // Money actually earned: accepted orders in which the viewer is the seller.
    sales: orders
      .filter((order) => order.status === 'Accepted' && isSellerOf(order, userId))
      .reduce((sum, order) => sum + order.totalPrice, 0),
  };
}

export function DashboardRoute() {
  const { t } = useTranslation('trade');
  usePageTitle(t('dashboard.title'));
  const userId = getUserId();
  const orders = useQuery(myOrdersQuery());
  const summary = orders.data ? summarise(orders.data, userId) : null;
  const figure = (value: string | number | undefined) =>
    value === undefined ? (
      <Typography component="span" role="status" sx={{ fontSize: '1rem' }}>
        {orders.isError ? '—' : t('dashboard.loading')}
      </Typography>
    ) : (
      value
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {t('dashboard.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('dashboard.intro')}</Typography>
      {orders.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void orders.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('common.loadFailed')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          gap: 2,
          mb: 3,
        }}
      >
        <StatCard label={t('dashboard.totalOrders')} icon={<AssignmentOutlined />}>
          {figure(summary?.total)}
        </StatCard>
        <StatCard label={t('dashboard.pendingOrders')} icon={<HourglassEmptyOutlined />}>
          {figure(summary?.pending)}
        </StatCard>
        <StatCard
          label={t('dashboard.totalSales')}
          icon={<CurrencyRupee />}
          hint={t('dashboard.salesHint')}
        >
          {figure(summary ? formatRupees(summary.sales) : undefined)}
        </StatCard>
        <WeatherCard />
      </Box>
      {orders.data && <RecentOrders orders={orders.data} userId={userId} />}
      <PriceWatchlist />
    </Container>
  );
}
