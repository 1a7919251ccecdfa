import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { ContactForm } from '../components/contact-form';
import { OfficeDetails } from '../components/office-details';
import { OfficeMap } from '../components/office-map';

/** /ContactUs: the form, the office's details and hours, and a map. */
export function ContactRoute() {
  const { t } = useTranslation('info');
  usePageTitle(t('contact.title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.75rem', md: '2.4rem' }, fontWeight: 800, mb: 1 }}
      >
        {t('contact.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: { xs: 3, md: 4 }, maxWidth: 720 }}>
        {t('contact.intro')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="contact-form-title" variant="h2" sx={{ fontSize: '1.35rem', mb: 2.5 }}>
            {t('contact.formTitle')}
          </Typography>
          <ContactForm labelledBy="contact-form-title" />
        </Card>
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <OfficeDetails headingId="contact-office" />
        </Card>
      </Box>
      <Box sx={{ mt: { xs: 4, md: 6 } }}>
        <OfficeMap headingId="contact-map" />
      </Box>
    </Container>
  );
}
