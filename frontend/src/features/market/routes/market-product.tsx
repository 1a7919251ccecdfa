import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { cropQuery, formatRupees } from '../../../api/crops';
import { ratingsQuery } from '../../../api/reviews';
import { isLoggedIn } from '../../../app/auth-storage';
import { paths } from '../../../app/paths';
import { PageLoading } from '../../../components/ui/page-loading';
import { StickyBottomBar } from '../../../components/ui/sticky-bottom-bar';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { BuyNow } from '../components/buy-now';
import { CropFacts } from '../components/crop-facts';
import { CropName } from '../components/crop-name';
import { CropGallery } from '../components/crop-gallery';
import { SellerRating, sellerIdOf } from '../components/seller-rating';
import { ShareListing } from '../components/share-listing';

function BackToMarket() {
  const { t } = useTranslation('market');
  return (
    <Button
      component={RouterLink}
      to={paths.market.list}
      startIcon={<ArrowBackIcon aria-hidden />}
      sx={{ mb: 2 }}
    >
      {t('product.back')}
    </Button>
  );
}

/**
 * One listing on a page of its own (the product page). Anyone may open it, from a shared link too:
 * a visitor who has not logged in sees the listing without the seller's number, and Log in to buy
 * in place of Buy Now.
 */
export function MarketProductRoute() {
  const { t } = useTranslation('market');
  const { id = '' } = useParams();
  const crop = useQuery({
    ...cropQuery(id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  usePageTitle(crop.data?.cropName ?? t('product.title'));
  const sellerId = crop.data ? sellerIdOf(crop.data) : '';
  // Ratings are for members only (GET /api/users/ratings needs a login); a visitor sees none.
  const rating = useQuery(ratingsQuery(sellerId && isLoggedIn() ? [sellerId] : []));

  if (crop.isPending) return <PageLoading />;

  if (crop.isError) {
    const notFound =
      crop.error instanceof ApiError && (crop.error.status === 404 || crop.error.status === 400);
    return (
      <Container
        maxWidth="sm"
        sx={{ py: { xs: 4, md: 8 }, px: { xs: 2, sm: 3 }, textAlign: 'center' }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1.5 }}>
          {notFound ? t('product.notFound') : t('product.loadFailed')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          {notFound ? t('product.notFoundText') : t('product.loadFailedText')}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
          {!notFound && (
            <Button variant="outlined" onClick={() => void crop.refetch()}>
              {t('retry')}
            </Button>
          )}
          <Button component={RouterLink} to={paths.market.list} variant="contained">
            {t('product.back')}
          </Button>
        </Stack>
      </Container>
    );
  }

  const data = crop.data;
  const unit = t(`units.${data.cropUnit}`, { defaultValue: data.cropUnit });
  return (
    <>
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 2, sm: 3 } }}>
        <BackToMarket />
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2.5, md: 4 }}>
            <Stack sx={{ flex: '1 1 50%', minWidth: 0 }}>
              <CropGallery crop={data} />
            </Stack>
            <Stack sx={{ flex: '1 1 50%', minWidth: 0 }} spacing={2}>
              <Typography
                variant="h1"
                sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}
              >
                <CropName crop={data} />
              </Typography>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Chip
                  color="primary"
                  variant="outlined"
                  label={
                    data.cropCategory
                      ? t(`categories.${data.cropCategory}`, { defaultValue: data.cropCategory })
                      : t('defaults.uncategorized')
                  }
                />
                {data.grownOrganically === 'true' && (
                  <Chip color="success" label={t('organicBadge')} />
                )}
                {data.cropStatus === 'Not Available' && (
                  <Chip label={t('statuses.Not Available')} />
                )}
              </Stack>
              <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, color: 'primary.dark' }}>
                {t('pricePerUnit', { price: formatRupees(data.cropSellingPrice), unit })}
              </Typography>
              <CropFacts crop={data} stateLabel="location" />
              <SellerRating sellerId={sellerId} rating={rating.data?.[sellerId]} />
              <ShareListing crop={data} />
              {data.archived && <Alert severity="info">{t('product.archived')}</Alert>}
            </Stack>
          </Stack>
        </Card>
      </Container>
      {/* Quantity, total and Buy Now stay at the bottom of the screen while the facts scroll. */}
      <StickyBottomBar>
        <Container maxWidth="lg" disableGutters>
          <Box sx={{ maxWidth: { md: 560 }, ml: { md: 'auto' } }}>
            <BuyNow crop={data} />
          </Box>
        </Container>
      </StickyBottomBar>
    </>
  );
}
