import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../components/ui/use-page-title';
import { paths } from '../paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, px: 3, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{ fontSize: { xs: '4rem', md: '5.5rem' }, fontWeight: 800, color: 'primary.main' }}
      >
        404
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('notFound.message')}</Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        {t('notFound.backHome')}
      </Button>
    </Container>
  );
}
