import AgricultureIcon from '@mui/icons-material/Agriculture';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import bannerPicture from '../../../assets/images/landing/farming-resources.webp';

/** The page's banner: its title, what the guides are, and a picture on wider screens. */
export function ResourcesBanner() {
  const { t } = useTranslation('resources');
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 3,
        p: { xs: 2.5, md: 4 },
        mb: { xs: 3, md: 4 },
        borderRadius: 3,
        color: 'common.white',
        background: 'linear-gradient(120deg, #1b5e20 0%, #2e7d32 55%, #558b2f 100%)',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <AgricultureIcon aria-hidden sx={{ fontSize: { xs: 32, md: 40 } }} />
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, fontWeight: 800, color: 'inherit' }}
          >
            {t('title')}
          </Typography>
        </Box>
        <Typography sx={{ fontSize: { md: '1.1rem' }, maxWidth: 640 }}>{t('intro')}</Typography>
      </Box>
      <Box
        component="img"
        src={bannerPicture}
        alt=""
        width={480}
        height={320}
        loading="lazy"
        decoding="async"
        sx={{
          display: { xs: 'none', sm: 'block' },
          width: { sm: 180, md: 240 },
          height: 'auto',
          borderRadius: 2,
          flexShrink: 0,
        }}
      />
    </Box>
  );
}
