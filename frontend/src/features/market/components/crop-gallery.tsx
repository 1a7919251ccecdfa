import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Crop } from '../../../api/crops';
import { CropPlaceholder } from '../../../components/ui/crop-placeholder';

type CropGalleryProps = {
  crop: Crop;
  /** Wide and short (16:9), for a phone's details dialog: the facts and Buy Now come sooner. */
  compact?: boolean;
};

/** The listing's photos: a large one and, when there are more, thumbnails to switch between. */
export function CropGallery({ crop, compact = false }: CropGalleryProps) {
  const { t } = useTranslation('market');
  const [shown, setShown] = useState(0);
  const images = crop.cropImages;
  const count = images.length;
  const aspectRatio = compact ? '16 / 9' : '4 / 3';

  if (count === 0) {
    return (
      <Box sx={{ aspectRatio, borderRadius: 2, overflow: 'hidden' }}>
        <CropPlaceholder label={t('noPhoto', { name: crop.cropName })} />
      </Box>
    );
  }
  const current = Math.min(shown, count - 1);
  return (
    <Box>
      <Box
        component="img"
        src={images[current]}
        alt={
          count > 1
            ? t('photoAlt', { name: crop.cropName, number: current + 1, count })
            : crop.cropName
        }
        width={1200}
        height={900}
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio,
          objectFit: 'cover',
          borderRadius: 2,
          bgcolor: 'grey.100',
        }}
      />
      {count > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {crop.cropImageVariants.map((variant, index) => (
            <ButtonBase
              key={variant.card}
              onClick={() => setShown(index)}
              aria-label={t('showPhoto', { number: index + 1 })}
              aria-pressed={index === current}
              sx={{
                width: 64,
                height: 48,
                borderRadius: 1,
                overflow: 'hidden',
                outline: index === current ? '3px solid' : 'none',
                outlineColor: 'primary.main',
              }}
            >
              <Box
                component="img"
                src={variant.card}
                alt=""
                loading="lazy"
                width={64}
                height={48}
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
