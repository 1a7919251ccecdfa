import NightsStayIcon from '@mui/icons-material/NightsStay';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import WbTwilightIcon from '@mui/icons-material/WbTwilight';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dailySchedule, type DayPart } from '../farming-calendar';
import { RoutineTaskCard } from './routine-task-card';

const partIcon: Record<DayPart, typeof WbSunnyIcon> = {
  morning: WbTwilightIcon,
  midday: WbSunnyIcon,
  evening: NightsStayIcon,
};

/** The fixed day plan: morning, midday and evening groups of task cards. */
export function DailySchedule() {
  const { t } = useTranslation('guides');
  return (
    <Box component="section" aria-labelledby="daily-schedule-heading" sx={{ mb: 5 }}>
      <Typography id="daily-schedule-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        {t('routine.daily.heading')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          alignItems: 'start',
        }}
      >
        {dailySchedule.map(({ part, tasks }) => {
          const Icon = partIcon[part];
          const headingId = `day-part-${part}`;
          return (
            <Box component="section" key={part} aria-labelledby={headingId}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
                <Icon aria-hidden sx={{ color: 'secondary.main' }} />
                <Typography id={headingId} variant="h3" sx={{ fontSize: '1.2rem' }}>
                  {t(`routine.daily.groups.${part}`)}
                </Typography>
              </Stack>
              <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {tasks.map(({ id, importance }) => (
                  <li key={id}>
                    <RoutineTaskCard
                      headingLevel="h4"
                      time={t(`routine.daily.tasks.${id}.time`)}
                      title={t(`routine.daily.tasks.${id}.title`)}
                      description={t(`routine.daily.tasks.${id}.description`)}
                      importance={importance}
                    />
                  </li>
                ))}
              </Stack>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
