import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  chosenCategories,
  chosenCrops,
  hasAnswers,
  isLandInvalid,
  type ChosenCategory,
  type ChosenCrop,
  type EligibilityAnswers,
} from '../eligibility';

type EligibilityFilterProps = {
  answers: EligibilityAnswers;
  /** Called with the one answer that changed. */
  onChange: (change: Partial<EligibilityAnswers>) => void;
  onReset: () => void;
  shown: number;
  total: number;
};

/** Three questions that hide the schemes that clearly do not fit the farmer. */
export function EligibilityFilter({
  answers,
  onChange,
  onReset,
  shown,
  total,
}: EligibilityFilterProps) {
  const { t } = useTranslation('schemes');
  const set = <K extends keyof EligibilityAnswers>(key: K, value: EligibilityAnswers[K]) =>
    onChange({ [key]: value });
  const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
  const landInvalid = isLandInvalid(answers.land);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="eligibility-title"
      sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }}
    >
      <Typography id="eligibility-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {t('filter.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('filter.hint')}
      </Typography>
      <Box
        role="search"
        aria-labelledby="eligibility-title"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <TextField
          select
          label={t('filter.category')}
          value={answers.category}
          onChange={(event) => set('category', event.target.value as ChosenCategory | '')}
          slotProps={nativeSelect}
        >
          <option value="">{t('filter.categories.any')}</option>
          {chosenCategories.map((category) => (
            <option key={category} value={category}>
              {t(`filter.categories.${category}`)}
            </option>
          ))}
        </TextField>
        <TextField
          label={t('filter.land')}
          value={answers.land}
          onChange={(event) => set('land', event.target.value)}
          error={landInvalid}
          helperText={landInvalid ? t('filter.landInvalid') : t('filter.landHint')}
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            inputLabel: { shrink: true },
          }}
        />
        <TextField
          select
          label={t('filter.crop')}
          value={answers.crop}
          onChange={(event) => set('crop', event.target.value as ChosenCrop | '')}
          slotProps={nativeSelect}
        >
          <option value="">{t('filter.crops.any')}</option>
          {chosenCrops.map((crop) => (
            <option key={crop} value={crop}>
              {t(`filter.crops.${crop}`)}
            </option>
          ))}
        </TextField>
      </Box>
      <Stack
        direction="row"
        sx={{
          mt: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {t('filter.showing', { shown, count: total })}
        </Typography>
        <Button variant="outlined" onClick={onReset} disabled={!hasAnswers(answers)}>
          {t('filter.reset')}
        </Button>
      </Stack>
    </Paper>
  );
}
