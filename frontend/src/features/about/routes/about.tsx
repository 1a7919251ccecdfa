import CodeIcon from '@mui/icons-material/Code';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import GrassIcon from '@mui/icons-material/Grass';
import GroupsIcon from '@mui/icons-material/Groups';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SchoolIcon from '@mui/icons-material/School';
import SpaIcon from '@mui/icons-material/Spa';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { TeamCard } from '../components/team-card';

// URLs rather than imports: importing the landing page's images here too would split them out
// of the landing chunk into tiny shared chunks that the first visit then downloads one by one.
const aboutProject = new URL('../../../assets/images/landing/about-project.webp', import.meta.url)
  .href;

// The project's mission: knowledge, tools and market access, sustainable farming.
const mission = [
  { key: 'knowledge', Icon: MenuBookIcon },
  { key: 'market', Icon: StorefrontIcon },
  { key: 'sustainable', Icon: SpaIcon },
] as const;

const team = [
  { key: 'product', Icon: DesignServicesIcon },
  { key: 'engineering', Icon: CodeIcon },
  { key: 'agronomy', Icon: GrassIcon },
  { key: 'outreach', Icon: GroupsIcon },
] as const;

const sectionSx = { py: { xs: 5, md: 8 } } as const;
const headingSx = { fontSize: { xs: '1.6rem', md: '2.1rem' }, color: 'primary.dark', mb: 2 };

function CardGrid({ children, columns }: { children: ReactNode; columns: number }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` },
      }}
    >
      {children}
    </Box>
  );
}

/** /About: hero, vision, team and guide. */
export function AboutRoute() {
  const { t } = useTranslation('info');
  usePageTitle(t('about.title'));
  const university = t('site.university', { ns: 'translation' });

  return (
    <>
      <Box component="section" aria-labelledby="about-title" sx={{ bgcolor: '#eef6e9' }}>
        <Container
          maxWidth="lg"
          sx={{
            ...sectionSx,
            display: 'grid',
            gap: { xs: 4, md: 6 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          <div>
            <Typography
              id="about-title"
              variant="h1"
              sx={{
                fontSize: { xs: '2rem', md: '2.8rem' },
                fontWeight: 800,
                color: 'primary.dark',
              }}
            >
              {t('about.title')}
            </Typography>
            <Typography
              component="p"
              sx={{ fontSize: { xs: '1.2rem', md: '1.4rem' }, fontWeight: 700, my: 2 }}
            >
              {t('about.tagline')}
            </Typography>
            <Typography sx={{ fontSize: '1.05rem' }}>{t('about.heroText')}</Typography>
          </div>
          <Box
            component="img"
            src={aboutProject}
            alt={t('about.heroImageAlt')}
            width={800}
            height={600}
            decoding="async"
            sx={{
              display: 'block',
              width: '100%',
              height: 'auto',
              maxHeight: 300,
              objectFit: 'cover',
              borderRadius: '18px',
              boxShadow: '0 12px 32px rgba(27, 94, 32, 0.18)',
            }}
          />
        </Container>
      </Box>

      <Container component="section" aria-labelledby="about-vision" maxWidth="lg" sx={sectionSx}>
        <Typography id="about-vision" variant="h2" sx={headingSx}>
          {t('about.visionTitle')}
        </Typography>
        <Typography sx={{ fontSize: '1.05rem', maxWidth: 820, mb: 4 }}>
          {t('about.visionText')}
        </Typography>
        <CardGrid columns={3}>
          {mission.map(({ key, Icon }) => (
            <Box
              component="li"
              key={key}
              sx={{
                p: 3,
                borderRadius: '14px',
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Icon aria-hidden color="primary" sx={{ fontSize: 40, mb: 1 }} />
              <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                {t(`about.mission.${key}.title`)}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                {t(`about.mission.${key}.text`)}
              </Typography>
            </Box>
          ))}
        </CardGrid>
      </Container>

      <Box component="section" aria-labelledby="about-team" sx={{ bgcolor: '#eef6e9' }}>
        <Container maxWidth="lg" sx={sectionSx}>
          <Typography id="about-team" variant="h2" sx={headingSx}>
            {t('about.teamTitle')}
          </Typography>
          <Typography sx={{ fontSize: '1.05rem', maxWidth: 820, mb: 4 }}>
            {t('about.teamIntro', { university })}
          </Typography>
          <CardGrid columns={4}>
            {team.map(({ key, Icon }) => (
              <li key={key}>
                <TeamCard
                  icon={<Icon />}
                  role={t(`about.team.${key}.role`)}
                  text={t(`about.team.${key}.text`)}
                  withSocialLinks
                />
              </li>
            ))}
          </CardGrid>
        </Container>
      </Box>

      <Container component="section" aria-labelledby="about-guide" maxWidth="lg" sx={sectionSx}>
        <Typography id="about-guide" variant="h2" sx={headingSx}>
          {t('about.guideTitle')}
        </Typography>
        <Box sx={{ maxWidth: 420 }}>
          <TeamCard
            icon={<SchoolIcon />}
            role={t('about.guideRole')}
            subtitle={t('about.guideDepartment', { university })}
            text={t('about.guideText')}
          />
        </Box>
      </Container>
    </>
  );
}
