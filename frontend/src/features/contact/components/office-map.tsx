import MapIcon from '@mui/icons-material/Map';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../app/site-config';

const { latitude, longitude } = siteConfig.officeLocation;
// About 2 km by 1.3 km around the office: the campus and the roads to it.
const bbox = [longitude - 0.01, latitude - 0.006, longitude + 0.01, latitude + 0.006].join(',');

export const mapEmbedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${latitude}%2C${longitude}`;
export const mapLinkUrl = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;

/**
 * The embedded map of the office. The frame loads only when scrolled to; the plain link
 * under it opens the place in a maps app or site when the frame cannot load.
 */
export function OfficeMap({ headingId }: { headingId: string }) {
  const { t } = useTranslation('info');
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('contact.mapTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('contact.mapFallback')}</Typography>
      <Box
        sx={{
          borderRadius: '14px',
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          // Shown while the frame loads, and instead of it when it cannot.
          bgcolor: '#e8efe3',
          height: { xs: 260, md: 360 },
        }}
      >
        <Box
          component="iframe"
          title={t('contact.mapFrameTitle')}
          src={mapEmbedUrl}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ display: 'block', width: '100%', height: '100%', border: 0 }}
        />
      </Box>
      <Button
        href={mapLinkUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        startIcon={<MapIcon />}
        sx={{ mt: 2 }}
      >
        {t('contact.openInMaps')}
      </Button>
    </section>
  );
}
