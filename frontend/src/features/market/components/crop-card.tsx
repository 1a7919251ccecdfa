import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatRupees, type Crop } from '../../../api/crops';
import type { Rating } from '../../../api/reviews';
import { CropPlaceholder } from '../../../components/ui/crop-placeholder';
import { RelativeDay } from '../../../components/ui/relative-day';
import { CropName } from './crop-name';
import { SellerRating, sellerIdOf } from './seller-rating';

type CropCardProps = {
  crop: Crop;
  onViewDetails: (crop: Crop) => void;
  /** The seller's rating, from the page's one ratings request. */
  rating?: Rating;
};

export function CropCard({ crop, onViewDetails, rating }: CropCardProps) {
  const { t } = useTranslation('market');
  const image = crop.cropImageVariants[0]?.card ?? crop.cropImages[0];
  const unit = t(`units.${crop.cropUnit}`, { defaultValue: crop.cropUnit });
  return (
    <Card
      component="article"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' }}
    >
      <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100', position: 'relative' }}>
        {image ? (
          <Box
            component="img"
            src={image}
            alt={crop.cropName}
            loading="lazy"
            decoding="async"
            width={480}
            height={360}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <CropPlaceholder label={t('noPhoto', { name: crop.cropName })} />
        )}
        {crop.cropStatus === 'Not Available' && (
          <Chip
            label={t('statuses.Not Available')}
            size="small"
            sx={{
              position: 'absolute',
              top: 8,
              right: 8,
              bgcolor: 'grey.800',
              color: 'common.white',
            }}
          />
        )}
      </Box>
      <Stack spacing={1} sx={{ p: 2, flexGrow: 1 }}>
        {/* h2: the cards come straight under the page's h1 (no skipped heading level). */}
        <Typography
          variant="h3"
          component="h2"
          sx={{ fontSize: '1.125rem', fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          <CropName crop={crop} />
        </Typography>
        <Box>
          <Chip
            label={t(`categories.${crop.cropCategory}`, { defaultValue: crop.cropCategory })}
            size="small"
            color="primary"
            variant="outlined"
          />
        </Box>
        <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>
          {t('pricePerUnit', { price: formatRupees(crop.cropSellingPrice), unit })}
        </Typography>
        {crop.createdAt && (
          <RelativeDay
            value={crop.createdAt}
            sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}
          >
            {(when, relative) => t('listed', { when, context: relative ? undefined : 'date' })}
          </RelativeDay>
        )}
        <SellerRating sellerId={sellerIdOf(crop)} rating={rating} />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="contained"
          onClick={() => onViewDetails(crop)}
          aria-label={t('market.viewDetailsOf', { name: crop.cropName })}
        >
          {t('market.viewDetails')}
        </Button>
      </Stack>
    </Card>
  );
}
