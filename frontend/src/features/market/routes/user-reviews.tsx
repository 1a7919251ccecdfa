import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { RATED_FROM_REVIEWS, userReviewsQuery, type PublicReview } from '../../../api/reviews';
import { paths } from '../../../app/paths';
import { PageLoading } from '../../../components/ui/page-loading';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { formatDate, formatNumber } from '../../../i18n/format';

function ReviewItem({ review }: { review: PublicReview }) {
  const { t, i18n } = useTranslation('market');
  return (
    <Card component="article" variant="outlined" sx={{ p: 2 }}>
      <Rating
        value={review.rating}
        readOnly
        getLabelText={(rating) => t('rating.page.stars', { rating })}
      />
      {review.comment && (
        <Typography
          data-user-text=""
          sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
        >
          {review.comment}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {/* The reviewer's name and the crop are the members' own words. */}
        <span data-user-text="">
          {t(`rating.page.from.${review.role}`, {
            name: review.reviewerName,
            crop: review.cropName,
          })}
        </span>
        {' · '}
        <time dateTime={review.at}>{formatDate(review.at, false, i18n.language)}</time>
      </Typography>
    </Card>
  );
}

/** A member's public reviews: their rating and what the other sides of their trades said. */
export function UserReviewsRoute() {
  const { t, i18n } = useTranslation('market');
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const reviews = useQuery({
    ...userReviewsQuery(id, page),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  usePageTitle(
    reviews.data ? t('rating.page.title', { name: reviews.data.name }) : t('rating.page.heading'),
  );

  if (reviews.isPending) return <PageLoading />;

  if (reviews.isError) {
    const notFound = reviews.error instanceof ApiError && reviews.error.status === 404;
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, px: { xs: 2, sm: 3 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
          {notFound ? t('rating.page.notFound') : t('rating.page.heading')}
        </Typography>
        {notFound ? (
          <Typography sx={{ mb: 3 }}>{t('rating.page.notFoundText')}</Typography>
        ) : (
          <Alert
            severity="error"
            sx={{ mb: 3 }}
            action={<Button onClick={() => void reviews.refetch()}>{t('retry')}</Button>}
          >
            {t('rating.page.loadFailed')}
          </Alert>
        )}
        <Button component={RouterLink} to={paths.market.list} variant="contained">
          {t('rating.page.toMarket')}
        </Button>
      </Container>
    );
  }

  const data = reviews.data;
  const rated = data.average !== null && data.count >= RATED_FROM_REVIEWS;
  const average = formatNumber(data.average ?? 0, 1, i18n.language);
  const pages = Math.max(1, Math.ceil(data.count / data.pageSize));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2, overflowWrap: 'anywhere' }}
      >
        {t('rating.page.title', { name: data.name })}
      </Typography>
      <Card sx={{ p: 2, mb: 2 }}>
        {rated ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontSize: '2.25rem', fontWeight: 800 }} aria-hidden>
              {average}
            </Typography>
            <Box>
              <Box aria-hidden sx={{ display: 'flex' }}>
                <Rating
                  value={data.average}
                  precision={0.5}
                  readOnly
                  getLabelText={() => t('rating.page.stars', { rating: average })}
                />
              </Box>
              <Typography>{t('rating.page.summary', { average, count: data.count })}</Typography>
            </Box>
          </Stack>
        ) : (
          <>
            <Typography sx={{ fontWeight: 700 }}>{t('rating.new')}</Typography>
            <Typography sx={{ mt: 0.5 }}>
              {data.count === 0 ? t('rating.page.none') : t('rating.page.newMember')}
            </Typography>
          </>
        )}
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          {t('rating.page.blind')}
        </Typography>
      </Card>
      {data.latest.length > 0 && (
        <Box component="section" aria-labelledby="reviews-latest">
          <Typography
            id="reviews-latest"
            variant="h2"
            sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1.5 }}
          >
            {t('rating.page.latest')}
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.latest.map((review, i) => (
              <li key={`${review.at}-${i}`}>
                <ReviewItem review={review} />
              </li>
            ))}
          </Stack>
        </Box>
      )}
      {pages > 1 && (
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'space-between' }}>
          <Button
            variant="outlined"
            size="large"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('rating.page.newer')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('rating.page.older')}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
