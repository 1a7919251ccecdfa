import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../format-day';

// Three static items. The titles are general reminders, not news of the day.
const reports = [
  { key: 'kisan', date: '2024-02-01' },
  { key: 'insurance', date: '2024-01-30' },
  { key: 'soil', date: '2024-01-28' },
] as const;

/** The side panel of the Government Schemes page. */
export function QuickReports() {
  const { t, i18n } = useTranslation('schemes');
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-labelledby="quick-reports-title"
      sx={{ p: 2.5, alignSelf: 'start' }}
    >
      <Typography id="quick-reports-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 1.5 }}>
        {t('quickReports.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {reports.map(({ key, date }) => (
          <Box
            component="li"
            key={key}
            sx={{ borderLeft: 4, borderColor: 'secondary.light', pl: 1.5 }}
          >
            <Typography sx={{ fontWeight: 600 }}>{t(`quickReports.items.${key}`)}</Typography>
            <Typography
              component="time"
              dateTime={date}
              variant="body2"
              sx={{ color: 'text.secondary' }}
            >
              {formatDay(date, i18n.language)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
        {t('quickReports.note')}
      </Typography>
    </Paper>
  );
}
