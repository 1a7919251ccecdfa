import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scheme } from '../../../api/schemes';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { formatDay } from '../format-day';

const hectares = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Who a scheme is for, as chips; nothing when it is open to every farmer and crop. */
function AudienceChips({ scheme }: { scheme: Scheme }) {
  const { t } = useTranslation('schemes');
  const { farmerCategories, maxLandHectares } = scheme.audience;
  const crops = scheme.audience.crops ?? [];
  const labels = [
    ...farmerCategories
      .filter((category) => category !== 'all')
      .map((category) => t(`audience.categories.${category}`)),
    ...(maxLandHectares === null
      ? []
      : [t('scheme.upToHectares', { hectares: hectares.format(maxLandHectares) })]),
    ...crops.filter((crop) => crop !== 'all-crops').map((crop) => t(`audience.crops.${crop}`)),
  ];
  if (labels.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('scheme.forWhom')}
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {labels.map((label) => (
        <li key={label}>
          <Chip size="small" color="primary" variant="outlined" label={label} />
        </li>
      ))}
    </Box>
  );
}

/** One scheme: what it is, who may apply, what it gives, where the facts come from. */
export function SchemeCard({ scheme }: { scheme: Scheme }) {
  const { t, i18n } = useTranslation('schemes');
  const nameId = useId();
  const newTabId = useId();
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {/* English only when nobody has translated an administrator's new scheme yet. */}
      <CardContent sx={{ flexGrow: 1 }} lang={scheme.language}>
        <Typography id={nameId} variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {scheme.name}
        </Typography>
        <AudienceChips scheme={scheme} />
        <Typography sx={{ mb: 1.5 }}>{scheme.description}</Typography>
        <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 700 }, '& dd': { m: 0, mb: 1.5 } }}>
          <dt>{t('scheme.eligibility')}</dt>
          <dd>{scheme.eligibility}</dd>
          <dt>{t('scheme.benefits')}</dt>
          <dd>{scheme.benefits}</dd>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('scheme.source', { source: scheme.source })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('scheme.lastChecked', { date: formatDay(scheme.lastVerified, i18n.language) })}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component="a"
          href={scheme.applyLink}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          endIcon={<OpenInNewIcon aria-hidden />}
          aria-describedby={`${nameId} ${newTabId}`}
        >
          {t('scheme.applyNow')}
        </Button>
        <Box component="span" id={newTabId} sx={visuallyHidden}>
          {t('state.opensInNewTab')}
        </Box>
      </CardActions>
    </Card>
  );
}
