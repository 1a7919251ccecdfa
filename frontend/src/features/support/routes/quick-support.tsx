import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { SupportContacts } from '../components/support-contacts';
import { SupportForm } from '../components/support-form';

/** /QuickSupport: a message form and a card with the other ways to reach help. */
export function QuickSupportRoute() {
  const { t } = useTranslation('info');
  usePageTitle(t('support.title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, fontWeight: 800, mb: 1 }}
      >
        {t('support.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>
        {t('support.intro')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="support-form-title" variant="h2" sx={{ fontSize: '1.35rem', mb: 2.5 }}>
            {t('support.formTitle')}
          </Typography>
          <SupportForm labelledBy="support-form-title" />
        </Card>
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <SupportContacts headingId="support-contacts" />
        </Card>
      </Box>
    </Container>
  );
}
