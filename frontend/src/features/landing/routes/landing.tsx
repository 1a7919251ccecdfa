import { useTranslation } from 'react-i18next';
import aboutProject from '../../../assets/images/landing/about-project.webp';
import indianAgriculture from '../../../assets/images/landing/indian-agriculture.webp';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { FeatureCards } from '../components/feature-cards';
import { Hero } from '../components/hero';
import { StorySection } from '../components/story-section';
import styles from '../components/landing.module.css';

export function LandingRoute() {
  const { t } = useTranslation();
  usePageTitle('');

  return (
    <>
      <Hero />
      <StorySection
        id="landing-indian-agriculture"
        title={t('landing.indianAgriculture.title')}
        paragraphs={[t('landing.indianAgriculture.body1'), t('landing.indianAgriculture.body2')]}
        image={{
          src: indianAgriculture,
          alt: t('landing.indianAgriculture.imageAlt'),
          width: 800,
          height: 600,
        }}
      />
      <StorySection
        id="landing-about-project"
        title={t('landing.aboutProject.title')}
        paragraphs={[t('landing.aboutProject.body1'), t('landing.aboutProject.body2')]}
        image={{
          src: aboutProject,
          alt: t('landing.aboutProject.imageAlt'),
          width: 800,
          height: 600,
        }}
        reversed
        tinted
      />
      <hr className={styles.divider} />
      <FeatureCards />
    </>
  );
}
