import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { CropSellForm } from '../components/crop-sell-form';
import { YourListings } from '../components/your-listings';

export function CropSellRoute() {
  const { t } = useTranslation('market');
  usePageTitle(t('sell.pageTitle'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2.5 }}>
        {t('sell.pageTitle')}
      </Typography>
      <Card sx={{ p: { xs: 2, sm: 3.5 } }}>
        <CropSellForm />
      </Card>
      <YourListings />
    </Container>
  );
}
