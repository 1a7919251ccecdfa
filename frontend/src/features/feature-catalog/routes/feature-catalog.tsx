import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isLoggedIn } from '../../../app/auth-storage';
import { paths } from '../../../app/paths';
import { usePageTitle } from '../../../components/ui/use-page-title';

// URLs rather than imports: importing the landing page's images here too would split them out
// of the landing chunk into tiny shared chunks that the first visit then downloads one by one.
const cropDetection = new URL('../../../assets/images/landing/crop-detection.webp', import.meta.url)
  .href;
const expertAdvice = new URL('../../../assets/images/landing/expert-advice.webp', import.meta.url)
  .href;
const farmingResources = new URL(
  '../../../assets/images/landing/farming-resources.webp',
  import.meta.url,
).href;
const governmentSchemes = new URL(
  '../../../assets/images/landing/government-schemes.webp',
  import.meta.url,
).href;
const marketAccess = new URL('../../../assets/images/landing/market-access.webp', import.meta.url)
  .href;

// The five cards of the Features page, in their order on the page, with their link targets.
const features = [
  { key: 'marketAccess', image: marketAccess, to: paths.market.list },
  { key: 'cropDetection', image: cropDetection, to: paths.cropDetection },
  { key: 'resources', image: farmingResources, to: paths.resources.list },
  { key: 'governmentSchemes', image: governmentSchemes, to: paths.schemes.list },
  { key: 'expertAdvice', image: expertAdvice, to: paths.expert },
] as const;

/** /Feature: one card per feature, each with a 'CLICK HERE' link to it. */
export function FeatureCatalogRoute() {
  const { t } = useTranslation('info');
  usePageTitle(t('features.title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.75rem', md: '2.4rem' }, fontWeight: 800, mb: 1 }}
      >
        {t('features.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1, maxWidth: 720 }}>
        {t('features.intro')}
      </Typography>
      {!isLoggedIn() && (
        <Typography sx={{ color: 'text.secondary', maxWidth: 720 }}>
          {t('features.loginNote')}
        </Typography>
      )}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: { xs: 3, md: 4 },
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {features.map(({ key, image, to }) => {
          const title = t(`features.cards.${key}.title`);
          return (
            <li key={key}>
              <Card
                component="article"
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <Box
                  sx={{
                    overflow: 'hidden',
                    bgcolor: '#eef6e9',
                    '& img': { transition: 'transform 0.3s ease' },
                    '&:hover img': { transform: 'scale(1.05)' },
                    '@media (prefers-reduced-motion: reduce)': {
                      '& img': { transition: 'none' },
                      '&:hover img': { transform: 'none' },
                    },
                  }}
                >
                  <Box
                    component="img"
                    src={image}
                    alt={t(`features.cards.${key}.imageAlt`)}
                    width={480}
                    height={320}
                    loading="lazy"
                    decoding="async"
                    sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2' }}
                  />
                </Box>
                <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', flex: 1 }}>
                  <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary', mb: 2.5, flex: 1 }}>
                    {t(`features.cards.${key}.description`)}
                  </Typography>
                  <Button
                    component={RouterLink}
                    to={to}
                    variant="contained"
                    // Five links read 'CLICK HERE' alike: the name says where each one goes.
                    aria-label={t('features.clickHereLabel', { feature: title })}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    {t('features.clickHere')}
                  </Button>
                </Box>
              </Card>
            </li>
          );
        })}
      </Box>
    </Container>
  );
}
