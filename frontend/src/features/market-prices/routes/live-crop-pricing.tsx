import ShowChartIcon from '@mui/icons-material/ShowChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_PAGE_SIZE, pricePageQuery, type MarketPrice } from '../../../api/market-prices';
import { PageLoading } from '../../../components/ui/page-loading';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { PriceFilters, type PriceFilterValues } from '../components/price-filters';
import { PriceTable } from '../components/price-table';
import type { TrendTarget } from '../components/price-trend-dialog';
import { formatReportDate } from '../format';
import { priceQuery } from '../price-query';
import { OfflineBanner } from '../../../components/pwa/offline-banner';

// The chart library is only downloaded when someone opens a trend.
const PriceTrendDialog = lazy(() => import('../components/price-trend-dialog'));

export function LiveCropPricingRoute() {
  const { t } = useTranslation('prices');
  usePageTitle(t('title'));
  const [filters, setFilters] = useState<PriceFilterValues>({ state: '', commodity: '', sort: '' });
  const [page, setPage] = useState(1);
  const [trend, setTrend] = useState<TrendTarget | null>(null);
  const prices = useQuery(pricePageQuery(priceQuery(filters, page)));
  const rows = prices.data?.data ?? [];
  const source = prices.data?.source;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <OfflineBanner apiPrefix="/api/market-prices" updatedAt={prices.dataUpdatedAt} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <ShowChartIcon color="primary" aria-hidden sx={{ fontSize: 36 }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, fontWeight: 800 }}>
          {t('title')}
        </Typography>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('intro')}</Typography>
      <PriceFilters
        values={filters}
        onChange={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { xs: 'flex-start', sm: 'center' }, flexWrap: 'wrap' }}
      >
        {prices.data?.date && (
          <Typography sx={{ fontWeight: 600 }}>
            {t('dataDate', { date: formatReportDate(prices.data.date) })}
          </Typography>
        )}
        {source && (
          <Chip
            size="small"
            color={source.kind === 'sample' ? 'warning' : 'success'}
            label={source.kind === 'sample' ? t('sample') : t('live')}
            title={t(`sourceTitle.${source.kind === 'sample' ? 'sample' : 'live'}`)}
          />
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('perQuintal')}
        </Typography>
        {filters.sort && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('filters.sortNote')}
          </Typography>
        )}
      </Stack>
      {source?.kind === 'sample' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('sampleExplained')}
        </Alert>
      )}
      {prices.isPending ? (
        <PageLoading />
      ) : prices.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void prices.refetch()}>{t('retry')}</Button>}
        >
          {t('error')}
        </Alert>
      ) : rows.length === 0 ? (
        <Typography role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          {t('empty')}
        </Typography>
      ) : (
        <PriceTable
          rows={rows}
          busy={prices.isPlaceholderData}
          onTrend={(row: MarketPrice) =>
            setTrend({
              commodity: row.commodity,
              state: row.state,
              market: row.market,
              names: row.names,
            })
          }
        />
      )}
      <Box
        component="nav"
        aria-label={t('title')}
        sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', mt: 2 }}
      >
        <Button
          variant="outlined"
          disabled={page <= 1}
          onClick={() => setPage((p) => Math.max(1, p - 1))}
        >
          {t('previous')}
        </Button>
        <Typography role="status" aria-live="polite">
          {t('page', { page })}
        </Typography>
        <Button
          variant="outlined"
          disabled={rows.length < PRICE_PAGE_SIZE || prices.isPlaceholderData}
          onClick={() => setPage((p) => p + 1)}
        >
          {t('next')}
        </Button>
      </Box>
      {trend && (
        <Suspense fallback={null}>
          <PriceTrendDialog target={trend} onClose={() => setTrend(null)} />
        </Suspense>
      )}
    </Container>
  );
}
