import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Crop } from '../../../api/crops';
import { RATED_FROM_REVIEWS, type Rating as SellerRatingValue } from '../../../api/reviews';
import { paths } from '../../../app/paths';
import { formatNumber } from '../../../i18n/format';

/** The seller of a listing ('' for an older listing without one). */
export function sellerIdOf(crop: Crop): string {
  return (crop.userId as Partial<Crop['userId']> | null | undefined)?._id ?? '';
}

type SellerRatingProps = {
  sellerId: string;
  /** From the page's one ratings request; nothing is shown until it has answered. */
  rating: SellerRatingValue | undefined;
};

/**
 * A seller's stars, average and number of reviews, or "New seller" below three reviews, as a link
 * to their public reviews page. Screen readers hear one sentence ("Rated 4.5 out of 5 from 12
 * reviews").
 */
export function SellerRating({ sellerId, rating }: SellerRatingProps) {
  const { t, i18n } = useTranslation('market');
  if (!rating || !sellerId) return null;
  const rated = rating.average !== null && rating.count >= RATED_FROM_REVIEWS;
  const average = formatNumber(rating.average ?? 0, 1, i18n.language);
  return (
    <Link
      component={RouterLink}
      to={paths.userReviews(sellerId)}
      aria-label={
        rated
          ? t('rating.label', { average, count: rating.count })
          : t('rating.newLabel', { count: rating.count })
      }
      underline="hover"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        minHeight: 48,
        color: 'text.primary',
        fontWeight: 600,
      }}
    >
      {rated ? (
        <>
          <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
            <Rating
              value={rating.average}
              precision={0.5}
              readOnly
              size="small"
              getLabelText={() => t('rating.page.stars', { rating: average })}
            />
          </Box>
          <Box component="span" aria-hidden>
            {average}
          </Box>
          <Box component="span" aria-hidden sx={{ color: 'text.secondary', fontWeight: 400 }}>
            ({formatNumber(rating.count, 0, i18n.language)})
          </Box>
        </>
      ) : (
        <span>{t('rating.new')}</span>
      )}
    </Link>
  );
}
