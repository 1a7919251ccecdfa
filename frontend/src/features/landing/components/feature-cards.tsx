import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { standaloneLink } from '../../../components/ui/touch-target';
import { paths } from '../../../app/paths';
import aiChatbot from '../../../assets/images/landing/ai-chatbot.webp';
import cropDetection from '../../../assets/images/landing/crop-detection.webp';
import expertAdvice from '../../../assets/images/landing/expert-advice.webp';
import farmingResources from '../../../assets/images/landing/farming-resources.webp';
import governmentSchemes from '../../../assets/images/landing/government-schemes.webp';
import marketAccess from '../../../assets/images/landing/market-access.webp';
import { RevealOnScroll } from '../../../components/ui/reveal-on-scroll';
import styles from './landing.module.css';
import { PageWidth } from '../../../components/ui/page-width';

// The six features of the landing page, in their order on the page.
const features = [
  { key: 'marketAccess', image: marketAccess, to: paths.market.list },
  { key: 'cropDetection', image: cropDetection, to: paths.cropDetection },
  { key: 'aiChatbot', image: aiChatbot, to: paths.chatbot },
  { key: 'farmingResources', image: farmingResources, to: paths.resources.list },
  { key: 'governmentSchemes', image: governmentSchemes, to: paths.schemes.list },
  { key: 'expertAdvice', image: expertAdvice, to: paths.expert },
] as const;

export function FeatureCards() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="landing-features" className={styles.section}>
      <PageWidth>
        <RevealOnScroll>
          <Typography
            id="landing-features"
            variant="h2"
            sx={{
              color: 'primary.dark',
              textAlign: 'center',
              mb: 1.5,
              fontSize: { xs: '1.75rem', md: '2.25rem' },
            }}
          >
            {t('landing.featuresTitle')}
          </Typography>
          <Typography
            sx={{ textAlign: 'center', color: 'text.secondary', maxWidth: 640, mx: 'auto', mb: 5 }}
          >
            {t('landing.featuresIntro')}
          </Typography>
        </RevealOnScroll>
        <ul className={styles.cards}>
          {features.map(({ key, image, to }) => (
            <li key={key}>
              <RevealOnScroll className={styles.card}>
                <article>
                  <div className={styles.cardImageFrame}>
                    <img
                      className={styles.cardImage}
                      src={image}
                      alt={t(`landing.features.${key}.imageAlt`)}
                      width={480}
                      height={320}
                      loading="lazy"
                      decoding="async"
                    />
                  </div>
                  <div className={styles.cardBody}>
                    <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                      <Box
                        component={RouterLink}
                        to={to}
                        sx={{
                          color: 'primary.dark',
                          textDecoration: 'none',
                          '&:hover': { textDecoration: 'underline' },
                          ...standaloneLink,
                        }}
                      >
                        {t(`landing.features.${key}.title`)}
                      </Box>
                    </Typography>
                    <Typography sx={{ color: 'text.secondary' }}>
                      {t(`landing.features.${key}.description`)}
                    </Typography>
                  </div>
                </article>
              </RevealOnScroll>
            </li>
          ))}
        </ul>
      </PageWidth>
    </section>
  );
}
