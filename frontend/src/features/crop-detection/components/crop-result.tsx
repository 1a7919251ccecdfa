import Autocomplete from '@mui/material/Autocomplete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogCropsQuery, type CatalogCrop, type CropDetection } from '../../../api/advisory';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The crop catalogue to pick from, in all three languages, when a photo cannot name the crop. */
export function CropPicker() {
  const { t } = useTranslation('advisory');
  const crops = useQuery(catalogCropsQuery());
  const [picked, setPicked] = useState<CatalogCrop | null>(null);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('detect.crop.pickList')}</Typography>
      <Autocomplete
        options={crops.data ?? []}
        loading={crops.isPending}
        value={picked}
        onChange={(_e, value) => setPicked(value)}
        getOptionLabel={(c) => `${c.en} · ${c.hi} · ${c.gu}`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} label={t('detect.crop.pickLabel')} />}
      />
      {picked && (
        <Typography role="status" sx={{ mt: 1 }}>
          {t('detect.crop.picked', {
            en: picked.en,
            hi: picked.hi,
            gu: picked.gu,
            scientific: picked.scientificName,
          })}
        </Typography>
      )}
    </Box>
  );
}

export function CropResult({ result }: { result: CropDetection }) {
  const { t } = useTranslation('advisory');
  return (
    <Box>
      <Box
        component="img"
        src={result.image}
        alt={t('detect.yourPhoto')}
        sx={{ maxWidth: 160, borderRadius: 1, mb: 1 }}
      />
      <Alert severity={result.source === 'offline' ? 'info' : 'success'} sx={{ mb: 1.5 }}>
        {result.message}
      </Alert>
      <Box component="dl" sx={{ m: 0 }}>
        {result.localName && (
          <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', mb: 1 }}>
            {result.localName}
          </Typography>
        )}
        {result.scientificName && (
          <Fact label={t('detect.crop.scientificName')}>
            <i>{result.scientificName}</i>
          </Fact>
        )}
        {result.commonNames.length > 0 && (
          <Fact label={t('detect.crop.commonNames')}>{result.commonNames.join(', ')}</Fact>
        )}
        {result.description && (
          <Fact label={t('detect.crop.description')}>{result.description}</Fact>
        )}
        {result.confidence !== null && (
          <Fact label={t('detect.crop.confidence')}>{Math.round(result.confidence * 100)}%</Fact>
        )}
        {result.suggestions.length > 0 ? (
          <Fact label={t('detect.crop.suggestions')}>
            <Box component="ol" sx={{ pl: 2.5, my: 0 }}>
              {result.suggestions.map((s) => {
                const pct = Math.round(s.confidence * 100);
                const name = s.localName ?? s.commonNames[0] ?? s.scientificName;
                return (
                  <Box component="li" key={s.scientificName} sx={{ mb: 1 }}>
                    <Typography component="span" sx={{ fontWeight: 700 }}>
                      {name}
                    </Typography>{' '}
                    {name !== s.scientificName && (
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        (<i>{s.scientificName}</i>)
                      </Typography>
                    )}{' '}
                    — {t('detect.crop.chance', { pct })}
                    <LinearProgress
                      variant="determinate"
                      value={pct}
                      aria-label={`${name} ${pct}%`}
                      sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
                    />
                  </Box>
                );
              })}
            </Box>
          </Fact>
        ) : (
          result.alternatives.length > 0 && (
            <Fact label={t('detect.crop.alternatives')}>
              {result.alternatives
                .map((a) => `${a.scientificName} (${Math.round(a.confidence * 100)}%)`)
                .join(', ')}
            </Fact>
          )
        )}
        <Fact label={t('detect.source')}>{t(`detect.sources.${result.source}`)}</Fact>
      </Box>
      <Typography>
        {result.plantMaterial.likely ? t('detect.crop.plantYes') : t('detect.crop.plantNo')}
      </Typography>
      {result.source === 'offline' && <CropPicker />}
    </Box>
  );
}
