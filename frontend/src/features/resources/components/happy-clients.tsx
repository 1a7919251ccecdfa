import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewsQuery } from '../../../api/resources';
import { ReviewCarousel } from './review-carousel';

type HappyClientsProps = {
  resourceId: string;
  /** Changes when the reader posts a review: the carousel starts again at the newest. */
  postedCount: number;
};

/** The 'Our Happy Clients' section: real reviews only, or an honest "no reviews yet". */
export function HappyClients({ resourceId, postedCount }: HappyClientsProps) {
  const { t } = useTranslation('resources');
  const reviews = useQuery(reviewsQuery(resourceId));
  const [deleted, setDeleted] = useState(false);
  const page = reviews.data;

  return (
    <Box component="section">
      <Typography
        variant="h2"
        sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, fontWeight: 700, mb: 2 }}
      >
        {t('reviews.title')}
      </Typography>
      {deleted && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setDeleted(false)}>
          {t('reviews.deleted')}
        </Alert>
      )}
      {reviews.isPending ? (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {t('reviews.loading')}
        </Typography>
      ) : reviews.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void reviews.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('reviews.loadFailed')}
        </Alert>
      ) : page && page.data.length > 0 ? (
        <>
          <ReviewCarousel
            key={postedCount}
            resourceId={resourceId}
            reviews={page.data}
            onDeleted={() => setDeleted(true)}
          />
          {page.total > page.data.length && (
            <Typography
              variant="body2"
              sx={{ mt: 1, color: 'text.secondary', textAlign: 'center' }}
            >
              {t('reviews.newest', { shown: page.data.length, total: page.total })}
            </Typography>
          )}
        </>
      ) : (
        <Typography sx={{ py: 2, color: 'text.secondary' }}>{t('reviews.empty')}</Typography>
      )}
    </Box>
  );
}
