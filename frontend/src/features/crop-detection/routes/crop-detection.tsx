import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { detectCrop, detectCropHealth } from '../../../api/advisory';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { CropPicker, CropResult } from '../components/crop-result';
import { HealthResult } from '../components/health-result';
import { PhotoCard } from '../components/photo-card';

/** /features/crop-detection: the two photo checks, crop identification and leaf health. */
export function CropDetectionRoute() {
  const { t } = useTranslation('advisory');
  usePageTitle(t('detect.title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, fontWeight: 800, mb: 1 }}
      >
        {t('detect.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('detect.intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <PhotoCard
          title={t('detect.crop.title')}
          text={t('detect.crop.text')}
          pickLabel={t('detect.crop.pick')}
          submitLabel={t('detect.crop.submit')}
          missingText={t('detect.crop.missing')}
          failedText={t('detect.crop.failed')}
          // A server without the online identification service says so (503).
          failureTexts={{ 'CROP_DETECT.NOT_CONFIGURED': t('detect.crop.notConfigured') }}
          // ... and the farmer can still pick the crop from the catalogue.
          failureHelp={{ 'CROP_DETECT.NOT_CONFIGURED': <CropPicker /> }}
          check={detectCrop}
          renderResult={(r) => <CropResult result={r} />}
        />
        <PhotoCard
          title={t('detect.health.title')}
          text={t('detect.health.text')}
          pickLabel={t('detect.health.pick')}
          submitLabel={t('detect.health.submit')}
          missingText={t('detect.health.missing')}
          failedText={t('detect.health.failed')}
          check={detectCropHealth}
          renderResult={(r) => <HealthResult result={r} />}
        />
      </Box>
    </Container>
  );
}
