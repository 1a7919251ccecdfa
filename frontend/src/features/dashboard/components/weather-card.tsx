import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { weatherQuery } from '../api/weather';
import { useCoordinates } from '../hooks/use-coordinates';
import { StatCard } from './stat-card';

/** Temperature and description; 'Weather unavailable' when the server has none (never made up). */
export function WeatherCard() {
  const { t } = useTranslation('trade');
  const coordinates = useCoordinates();
  const weather = useQuery({
    ...weatherQuery(coordinates ?? { lat: 0, lon: 0 }),
    enabled: coordinates !== null,
  });
  const reading = weather.data;
  const temp = reading?.main?.temp;
  const description = reading?.weather?.[0]?.description;
  const usable = typeof temp === 'number' && Number.isFinite(temp);

  let content;
  if (weather.isError || (weather.isSuccess && !usable)) {
    content = (
      <Typography component="p" sx={{ fontSize: '1.125rem', fontWeight: 600, mt: 0.5 }}>
        {t('dashboard.weatherUnavailable')}
      </Typography>
    );
  } else if (!usable) {
    content = (
      <Typography role="status" component="p" sx={{ fontSize: '1rem' }}>
        {t('dashboard.weatherLoading')}
      </Typography>
    );
  } else {
    content = (
      <>
        {t('dashboard.temperature', { temp: Math.round(temp) })}
        {description && (
          <Typography
            component="span"
            sx={{
              display: 'block',
              fontSize: '1rem',
              fontWeight: 400,
              '&::first-letter': { textTransform: 'uppercase' },
            }}
          >
            {description}
          </Typography>
        )}
      </>
    );
  }

  return (
    <StatCard label={t('dashboard.weather')} icon={<WbSunnyOutlined />} hint={reading?.name}>
      {content}
    </StatCard>
  );
}
