import FilterListIcon from '@mui/icons-material/FilterList';
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
import {
  PRICE_PAGE_SIZE,
  priceFiltersQuery,
  pricePageQuery,
  type MarketPrice,
} from '../../../api/market-prices';
import { PageLoading } from '../../../components/ui/page-loading';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { PriceCards } from '../components/price-cards';
import { PriceFilterSheet } from '../components/price-filter-sheet';
import { PriceFilters, type PriceFilterValues } from '../components/price-filters';
import { PriceTable } from '../components/price-table';
import type { PriceAlertTarget } from '../../../components/prices/price-alert-dialog';
import type { TrendTarget } from '../components/price-trend-dialog';
import { formatReportDate } from '../format';
import { activeFilterCount, noFilters, priceQuery } from '../price-query';
import { useNearPlace } from '../use-near-place';
import { usePhoneLayout } from '../use-phone-layout';
import { OfflineBanner } from '../../../components/pwa/offline-banner';

// The chart library is only downloaded when someone opens a trend.
const PriceTrendDialog = lazy(() => import('../components/price-trend-dialog'));
// So is the price alert form: the page (rendered on the server, ADR 0006) carries only its button.
const PriceAlertDialog = lazy(() => import('../../../components/prices/price-alert-dialog'));

export function LiveCropPricingRoute() {
  const { t } = useTranslation('prices');
  usePageTitle(t('title'));
  const phone = usePhoneLayout();
  const [filters, setFilters] = useState<PriceFilterValues>(noFilters);
  const [page, setPage] = useState(1);
  const [trend, setTrend] = useState<TrendTarget | null>(null);
  const [alert, setAlert] = useState<PriceAlertTarget | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const near = useNearPlace();
  const query = priceQuery(filters, page, near.place);
  // Asked for once the member's place is known, so the list does not reorder under the reader.
  const prices = useQuery({ ...pricePageQuery(query), enabled: near.known });
  const states = useQuery(priceFiltersQuery());
  const rows = prices.data?.data ?? [];
  const source = prices.data?.source;
  const activeFilters = activeFilterCount(filters);
  const nearState = query.nearState;
  // Said only when that state has prices at all (its name as the filters list it).
  const nearLabel =
    nearState && !filters.state && states.data?.states.includes(nearState)
      ? (states.data.labels[nearState] ?? nearState)
      : null;
  const applyFilters = (values: PriceFilterValues) => {
    setFilters(values);
    setPage(1);
  };
  const onTrend = (row: MarketPrice) =>
    setTrend({
      commodity: row.commodity,
      state: row.state,
      market: row.market,
      names: row.names,
    });
  const onAlert = (row: MarketPrice) =>
    setAlert({
      commodity: row.commodity,
      state: row.state,
      market: row.market,
      names: row.names,
      price: { modal: row.modal_price, date: row.arrival_date },
    });

  return (
    // On a phone the page ends below AgroBot's round button, so the last card's trend and the
    // pager can be scrolled out from under it.
    <Container
      maxWidth="lg"
      sx={{ pt: { xs: 2, md: 4 }, pb: { xs: 10, md: 4 }, px: { xs: 1.5, sm: 3 } }}
    >
      <OfflineBanner apiPrefix="/api/market-prices" updatedAt={prices.dataUpdatedAt} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <ShowChartIcon color="primary" aria-hidden sx={{ fontSize: 36 }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, fontWeight: 800 }}>
          {t('title')}
        </Typography>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('intro')}</Typography>
      {phone ? (
        <>
          <Button
            variant="outlined"
            startIcon={<FilterListIcon />}
            onClick={() => setSheetOpen(true)}
            sx={{ minHeight: 48, mb: 1.5 }}
          >
            {t('filters.button')}
            {activeFilters > 0 && (
              <Box component="span" sx={visuallyHidden}>
                {`, ${t('filters.activeCount', { count: activeFilters })}`}
              </Box>
            )}
            {activeFilters > 0 && (
              <Box
                component="span"
                aria-hidden
                sx={{
                  ml: 1,
                  minWidth: 22,
                  px: 0.75,
                  borderRadius: 11,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontSize: '0.8125rem',
                  lineHeight: '22px',
                }}
              >
                {activeFilters}
              </Box>
            )}
          </Button>
          <PriceFilterSheet
            open={sheetOpen}
            values={filters}
            onClose={() => setSheetOpen(false)}
            onApply={(values) => {
              applyFilters(values);
              setSheetOpen(false);
            }}
          />
        </>
      ) : (
        <PriceFilters values={filters} onChange={applyFilters} />
      )}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
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
          {phone ? t('cardsLegend') : t('perQuintal')}
        </Typography>
        {nearLabel && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('nearFirst', { state: nearLabel })}
          </Typography>
        )}
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
      ) : phone ? (
        <PriceCards
          rows={rows}
          busy={prices.isPlaceholderData}
          onTrend={onTrend}
          onAlert={onAlert}
        />
      ) : (
        <PriceTable
          rows={rows}
          busy={prices.isPlaceholderData}
          onTrend={onTrend}
          onAlert={onAlert}
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
          sx={{ minHeight: 48 }}
        >
          {t('previous')}
        </Button>
        <Typography role="status" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
          {t('page', { page })}
        </Typography>
        <Button
          variant="outlined"
          disabled={rows.length < PRICE_PAGE_SIZE || prices.isPlaceholderData}
          onClick={() => setPage((p) => p + 1)}
          sx={{ minHeight: 48 }}
        >
          {t('next')}
        </Button>
      </Box>
      {trend && (
        <Suspense fallback={null}>
          <PriceTrendDialog target={trend} onClose={() => setTrend(null)} />
        </Suspense>
      )}
      {alert && (
        <Suspense fallback={null}>
          <PriceAlertDialog target={alert} onClose={() => setAlert(null)} />
        </Suspense>
      )}
    </Container>
  );
}
