import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seasonalTasks, type SeasonId } from '../farming-calendar';
import { RoutineTaskCard } from './routine-task-card';

const tabId = (season: SeasonId) => `season-tab-${season}`;
const panelId = (season: SeasonId) => `season-panel-${season}`;

/**
 * Spring, Summer, Fall and Winter tabs with four tasks each. The arrow keys move between tabs and
 * show the season at once (selectionFollowsFocus): the panels are static, so there is no wait.
 */
export function SeasonalTasks() {
  const { t } = useTranslation('guides');
  const [selected, setSelected] = useState<SeasonId>('spring');

  return (
    <Box component="section" aria-labelledby="seasonal-tasks-heading">
      <Typography id="seasonal-tasks-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t('routine.seasonal.heading')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('routine.seasonal.intro')}</Typography>
      <Tabs
        value={selected}
        onChange={(_, season: SeasonId) => setSelected(season)}
        aria-label={t('routine.seasonal.tabsLabel')}
        variant="fullWidth"
        selectionFollowsFocus
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {seasonalTasks.map(({ season }) => (
          <Tab
            key={season}
            value={season}
            id={tabId(season)}
            aria-controls={panelId(season)}
            label={t(`routine.seasonal.seasons.${season}.label`)}
            sx={{ minWidth: 0, px: 1, fontSize: '1rem' }}
          />
        ))}
      </Tabs>
      {seasonalTasks.map(({ season, tasks }) => (
        <Box
          key={season}
          role="tabpanel"
          id={panelId(season)}
          aria-labelledby={tabId(season)}
          hidden={season !== selected}
          // The cards hold no links or buttons, so the panel itself takes the focus after the tabs.
          tabIndex={0}
        >
          {season === selected && (
            <>
              <Typography sx={{ fontWeight: 700, mb: 2 }}>
                {t(`routine.seasonal.seasons.${season}.months`)}
              </Typography>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
                }}
              >
                {tasks.map((task) => (
                  <li key={task}>
                    <RoutineTaskCard
                      headingLevel="h3"
                      title={t(`routine.seasonal.tasks.${task}.title`)}
                      description={t(`routine.seasonal.tasks.${task}.description`)}
                    />
                  </li>
                ))}
              </Box>
            </>
          )}
        </Box>
      ))}
    </Box>
  );
}
