import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { priceFiltersQuery, type PriceSort } from '../../../api/market-prices';

export type PriceFilterValues = { state: string; commodity: string; sort: PriceSort | '' };

type Props = { values: PriceFilterValues; onChange: (values: PriceFilterValues) => void };

/** Lower case, without the marks that spellings differ in (accents; Devanagari nukta). */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u0901\u0902\u093c\u0a81\u0a82\u0abc]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * State, Crop and Price Order; the crop list follows the chosen state. Names show in the reader's
 * language; the crop box finds a crop by any of its names or the spellings farmers type ("gehu",
 * "ઘઉં", "wheat").
 */
export function PriceFilters({ values, onChange }: Props) {
  const { t } = useTranslation('prices');
  const states = useQuery(priceFiltersQuery());
  const crops = useQuery(priceFiltersQuery(values.state || undefined));
  const stateOptions = states.data?.states ?? [];
  const cropOptions = crops.data?.commodities ?? [];
  const stateName = (s: string) => states.data?.labels[s] ?? s;
  const cropName = (c: string) => crops.data?.labels[c] ?? c;
  const findCrops = createFilterOptions<string>({
    stringify: (c) => folded([cropName(c), c, ...(crops.data?.searchWords[c] ?? [])].join(' | ')),
  });
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
              {stateName(s)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Autocomplete
        size="small"
        sx={{ minWidth: 220 }}
        options={cropOptions}
        value={cropOptions.includes(values.commodity) ? values.commodity : null}
        onChange={(_e, commodity) => onChange({ ...values, commodity: commodity ?? '' })}
        getOptionLabel={cropName}
        filterOptions={(options, state) =>
          findCrops(options, { ...state, inputValue: folded(state.inputValue) })
        }
        noOptionsText={t('filters.noCrop')}
        clearText={t('filters.allCrops')}
        openText={t('filters.showCrops')}
        closeText={t('filters.close')}
        renderInput={(params) => (
          <TextField {...params} label={t('filters.crop')} placeholder={t('filters.allCrops')} />
        )}
      />
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
