import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { HealthDetection } from '../../../api/advisory';
import { paths } from '../../../app/paths';
import { siteConfig, telHref } from '../../../app/site-config';

const STATUS_COLOUR = {
  Healthy: 'success',
  'Symptoms visible': 'warning',
  Unknown: 'default',
} as const;

function Share({ label, value, colour }: { label: string; value: number; colour: string }) {
  const pct = Math.round(value * 100);
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body2">
        {label}: {pct}%
      </Typography>
      <LinearProgress
        variant="determinate"
        value={pct}
        aria-label={`${label} ${pct}%`}
        sx={{ height: 8, borderRadius: 4, '& .MuiLinearProgress-bar': { bgcolor: colour } }}
      />
    </Box>
  );
}

const KISAN_CALL_CENTRE = siteConfig.kisanCallCentre;

/** The text with the Kisan Call Centre number as a tap-to-call link that does not break. */
function WithPhoneLink({ text }: { text: string }) {
  const at = text.indexOf(KISAN_CALL_CENTRE);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Link href={telHref(KISAN_CALL_CENTRE)} sx={{ whiteSpace: 'nowrap' }}>
        {KISAN_CALL_CENTRE}
      </Link>
      {text.slice(at + KISAN_CALL_CENTRE.length)}
    </>
  );
}

export function HealthResult({ result }: { result: HealthDetection }) {
  const { t } = useTranslation('advisory');
  return (
    <Box>
      <Box
        component="img"
        src={result.image}
        alt={t('detect.yourPhoto')}
        sx={{ maxWidth: 160, borderRadius: 1, mb: 1 }}
      />
      <Typography component="div" sx={{ mb: 1 }}>
        {t('detect.health.status')}:{' '}
        <Chip
          color={STATUS_COLOUR[result.status]}
          label={t(`detect.health.statuses.${result.status}`)}
        />
      </Typography>
      {result.severityPct !== null && (
        <Typography sx={{ fontWeight: 700, mb: 1 }}>
          {t('detect.health.severity')}: {result.severityPct}%
        </Typography>
      )}
      {result.status !== 'Unknown' && (
        <Typography sx={{ mb: 1 }}>
          {t('detect.health.confidence')}:{' '}
          {t(`detect.health.confidenceLevels.${result.confidenceLevel}`)} (
          {Math.round(result.confidence * 100)}%)
        </Typography>
      )}
      {result.source === 'offline' &&
        result.affectedPct !== null &&
        result.backgroundShare > 0.05 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('detect.health.backgroundLeftOut', {
              pct: Math.round(result.backgroundShare * 100),
            })}
          </Typography>
        )}
      {result.nextSteps.length > 0 && (
        <Box sx={{ mb: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('detect.health.nextSteps')}</Typography>
          <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
            {result.nextSteps.map((step) => (
              <li key={step.code}>
                <Typography>
                  <WithPhoneLink text={step.text} />
                </Typography>
                {step.code === 'ask_expert' && (
                  <Link component={RouterLink} to={paths.expert}>
                    {t('detect.health.openExperts')}
                  </Link>
                )}
              </li>
            ))}
          </Box>
        </Box>
      )}
      {result.shares && (
        <Box sx={{ mb: 1 }}>
          <Share label={t('detect.health.green')} value={result.shares.green} colour="#2e7d32" />
          <Share label={t('detect.health.yellow')} value={result.shares.yellow} colour="#f9a825" />
          <Share label={t('detect.health.brown')} value={result.shares.brown} colour="#6d4c41" />
        </Box>
      )}
      {/* On a healthy leaf the "spots" are specks of glare and veins: not worth a number. */}
      {result.spotCount !== null && result.status === 'Symptoms visible' && (
        <Typography sx={{ mb: 1 }}>
          {t('detect.health.spots')}: {result.spotCount}
        </Typography>
      )}
      {result.flags.length > 0 && (
        <Box component="ul" sx={{ pl: 2, my: 1 }}>
          {result.flags.map((f) => (
            <li key={f}>{t(`detect.health.flags.${f}`)}</li>
          ))}
        </Box>
      )}
      <Typography sx={{ fontWeight: 700 }}>{t('detect.health.notes')}</Typography>
      <Typography sx={{ mb: 1 }}>{result.notes}</Typography>
      {result.diseases.length > 0 && (
        <Box sx={{ mb: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('detect.health.diseases')}</Typography>
          {result.diseases.map((d) => (
            <Box key={d.name} sx={{ mt: 1 }}>
              <Typography>
                {d.name} —{' '}
                {t('detect.health.probability', { pct: Math.round(d.probability * 100) })}
              </Typography>
              {(['biological', 'prevention', 'chemical'] as const).map((kind) =>
                d.treatment[kind].length ? (
                  <Typography key={kind} variant="body2">
                    <b>{t(`detect.health.${kind}`)}:</b> {d.treatment[kind].join(' ')}
                  </Typography>
                ) : null,
              )}
            </Box>
          ))}
        </Box>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('detect.source')}: {t(`detect.sources.${result.source}`)}
      </Typography>
      {/* The offline notes already end with this tip. */}
      {result.source !== 'offline' && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('detect.health.tip')}
        </Typography>
      )}
    </Box>
  );
}
