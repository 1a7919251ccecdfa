import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { priceFiltersQuery, type PriceSort } from '../../../api/market-prices';

export type PriceFilterValues = { state: string; commodity: string; sort: PriceSort | '' };

type Props = { values: PriceFilterValues; onChange: (values: PriceFilterValues) => void };

/** State, Crop and Price Order; the crop list follows the chosen state. */
export function PriceFilters({ values, onChange }: Props) {
  const { t } = useTranslation('prices');
  const states = useQuery(priceFiltersQuery());
  const crops = useQuery(priceFiltersQuery(values.state || undefined));
  const stateOptions = states.data?.states ?? [];
  const cropOptions = crops.data?.commodities ?? [];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id="price-state-label">{t('filters.state')}</InputLabel>
        <Select
          labelId="price-state-label"
          label={t('filters.state')}
          value={stateOptions.includes(values.state) ? values.state : ''}
          onChange={(e) => onChange({ ...values, state: e.target.value, commodity: '' })}
        >
          <MenuItem value="">{t('filters.allStates')}</MenuItem>
          {stateOptions.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id="price-crop-label">{t('filters.crop')}</InputLabel>
        <Select
          labelId="price-crop-label"
          label={t('filters.crop')}
          value={cropOptions.includes(values.commodity) ? values.commodity : ''}
          onChange={(e) => onChange({ ...values, commodity: e.target.value })}
        >
          <MenuItem value="">{t('filters.allCrops')}</MenuItem>
          {cropOptions.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 220 }}>
        <InputLabel id="price-sort-label">{t('filters.sort')}</InputLabel>
        <Select
          labelId="price-sort-label"
          label={t('filters.sort')}
          value={values.sort}
          onChange={(e) => onChange({ ...values, sort: e.target.value as PriceSort | '' })}
        >
          <MenuItem value="">{t('filters.noSort')}</MenuItem>
          <MenuItem value="modal_asc">{t('filters.lowToHigh')}</MenuItem>
          <MenuItem value="modal_desc">{t('filters.highToLow')}</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}
