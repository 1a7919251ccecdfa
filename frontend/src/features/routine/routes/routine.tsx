import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { DailySchedule } from '../components/daily-schedule';
import { SeasonalTasks } from '../components/seasonal-tasks';
import { OfflineBanner } from '../../../components/pwa/offline-banner';

/** /Routine: the fixed daily schedule and the seasonal tasks. */
export function RoutineRoute() {
  const { t } = useTranslation('guides');
  usePageTitle(t('routine.title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <OfflineBanner />
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, fontWeight: 800, mb: 1 }}
      >
        {t('routine.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: '70ch' }}>
        {t('routine.intro')}
      </Typography>
      <DailySchedule />
      <SeasonalTasks />
    </Container>
  );
}
