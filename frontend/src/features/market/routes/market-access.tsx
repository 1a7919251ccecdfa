import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { cropListQuery, type Crop } from '../../../api/crops';
import { ratingsQuery } from '../../../api/reviews';
import { paths } from '../../../app/paths';
import { PageLoading } from '../../../components/ui/page-loading';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { CropCard } from '../components/crop-card';
import { CropDetailsDialog } from '../components/crop-details-dialog';
import { MarketFilters, type MarketFilterValues } from '../components/market-filters';
import { sellerIdOf } from '../components/seller-rating';
import { MARKET_PAGE_SIZE, marketQuery, noFilters } from '../market-query';

const SEARCH_DELAY_MS = 350;

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export function MarketAccessRoute() {
  const { t } = useTranslation('market');
  usePageTitle(t('market.title'));
  const [filters, setFilters] = useState<MarketFilterValues>(noFilters);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Crop | null>(null);
  const search = useDebounced(filters.search, SEARCH_DELAY_MS);
  const crops = useQuery(cropListQuery(marketQuery({ ...filters, search }, page)));
  // The sellers' ratings of the whole page in one request (not one per card).
  const ratings = useQuery(ratingsQuery(crops.data?.crops.map(sellerIdOf) ?? []));
  const total = crops.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / MARKET_PAGE_SIZE));
  // The dialog shows the freshest copy of the listing (after an order its quantity changes).
  const selectedNow = selected
    ? (crops.data?.crops.find((crop) => crop._id === selected._id) ?? selected)
    : null;

  return (
    <Box>
      <Box
        component="section"
        sx={{
          background: 'linear-gradient(135deg, #1b5e20 0%, #2e7d32 55%, #7cb342 100%)',
          color: 'common.white',
          // Compact on a phone, so the first listings show on the first screen.
          py: { xs: 2, sm: 4, md: 6 },
        }}
      >
        <Container maxWidth="lg" sx={{ px: { xs: 2, sm: 3 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: { xs: 1, sm: 1.5 } }}>
            <StorefrontIcon aria-hidden sx={{ fontSize: { xs: 30, md: 48 } }} />
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: '1.5rem', md: '2.5rem' }, fontWeight: 800 }}
            >
              {t('market.title')}
            </Typography>
          </Stack>
          <Typography
            sx={{
              fontSize: { xs: '0.95rem', md: '1.2rem' },
              maxWidth: 720,
              opacity: 0.95,
              // Two lines on a phone: the listings matter more than the welcome.
              display: { xs: '-webkit-box', sm: 'block' },
              WebkitLineClamp: { xs: 2, sm: 'none' },
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {t('market.heroText')}
          </Typography>
          <Stack direction="row" sx={{ mt: { xs: 1.5, sm: 3 }, flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              component={RouterLink}
              to={paths.featureCatalog}
              variant="outlined"
              startIcon={<ArrowBackIcon aria-hidden />}
              sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.7)' }}
            >
              {t('market.backToFeatures')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.cropSell}
              variant="contained"
              color="secondary"
            >
              {t('market.sellCrop')}
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 2, sm: 3 } }}>
        <MarketFilters
          values={filters}
          onChange={(values) => {
            setFilters(values);
            setPage(1);
          }}
        />
        {crops.isPending ? (
          <PageLoading />
        ) : crops.isError ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void crops.refetch()}>{t('retry')}</Button>}
          >
            {t('market.loadFailed')}
          </Alert>
        ) : crops.data.crops.length === 0 ? (
          <Typography role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
            {t('market.empty')}
          </Typography>
        ) : (
          <>
            <Typography role="status" sx={{ mb: 2, color: 'text.secondary' }}>
              {t('market.count', { count: total })}
            </Typography>
            <Box
              component="ul"
              aria-label={t('market.gridLabel')}
              aria-busy={crops.isFetching}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: { xs: 2, md: 3 },
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
                opacity: crops.isPlaceholderData ? 0.6 : 1,
              }}
            >
              {crops.data.crops.map((crop) => (
                <li key={crop._id}>
                  <CropCard
                    crop={crop}
                    onViewDetails={setSelected}
                    rating={ratings.data?.[sellerIdOf(crop)]}
                  />
                </li>
              ))}
            </Box>
            {pageCount > 1 && (
              <Pagination
                count={pageCount}
                page={page}
                onChange={(_event, value) => {
                  setPage(value);
                  window.scrollTo({ top: 0 });
                }}
                color="primary"
                sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
                getItemAriaLabel={(type, item, current) =>
                  type === 'page'
                    ? t(current ? 'market.currentPage' : 'market.goToPage', { page: item })
                    : t(
                        type === 'next'
                          ? 'market.nextPage'
                          : type === 'previous'
                            ? 'market.previousPage'
                            : type === 'first'
                              ? 'market.firstPage'
                              : 'market.lastPage',
                      )
                }
              />
            )}
          </>
        )}
      </Container>
      <CropDetailsDialog
        crop={selectedNow}
        onClose={() => setSelected(null)}
        rating={selectedNow ? ratings.data?.[sellerIdOf(selectedNow)] : undefined}
      />
    </Box>
  );
}
