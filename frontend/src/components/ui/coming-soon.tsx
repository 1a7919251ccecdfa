import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { usePageTitle } from './use-page-title';

type ComingSoonProps = {
  titleKey: ParseKeys;
  /** Where the way-out button leads: home for public pages, the dashboard for the others. */
  backTo: 'home' | 'dashboard';
  /** Shown after the title, e.g. the state of a state-schemes page. */
  detail?: string;
};

// Stands in for a page that a later issue builds.
export function ComingSoon({ titleKey, backTo, detail }: ComingSoonProps) {
  const { t } = useTranslation();
  const title = detail ? `${t(titleKey)}: ${detail}` : t(titleKey);
  usePageTitle(title);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, px: 3, textAlign: 'center' }}>
      <Box
        sx={{
          mx: 'auto',
          mb: 3,
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <ConstructionIcon aria-hidden fontSize="large" />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Typography
        component="p"
        sx={{ fontSize: '1.125rem', fontWeight: 700, color: 'secondary.main', mb: 2 }}
      >
        {t('comingSoon.heading')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('comingSoon.message')}</Typography>
      {backTo === 'home' ? (
        <Button component={RouterLink} to={paths.home} variant="contained">
          {t('comingSoon.backHome')}
        </Button>
      ) : (
        <Button component={RouterLink} to={paths.dashboard} variant="contained">
          {t('comingSoon.backDashboard')}
        </Button>
      )}
    </Container>
  );
}
