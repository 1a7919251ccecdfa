import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cropCategories, type CropCategory, type CropListQuery } from '../../../api/crops';
import { indianStatesQuery } from '../../../api/indian-states';

export type MarketSort = NonNullable<CropListQuery['sort']>;
export const marketSorts = [
  'newest',
  'price_asc',
  'price_desc',
  'name',
] as const satisfies readonly MarketSort[];

export type MarketFilterValues = {
  search: string;
  category: CropCategory | '';
  state: string;
  sort: MarketSort;
};

type MarketFiltersProps = {
  values: MarketFilterValues;
  onChange: (values: MarketFilterValues) => void;
};

/** Search, category, seller's state and sort order above the grid. */
export function MarketFilters({ values, onChange }: MarketFiltersProps) {
  const { t } = useTranslation('market');
  const states = useQuery(indianStatesQuery);
  const set = <K extends keyof MarketFilterValues>(key: K, value: MarketFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <Box
      role="search"
      aria-label={t('market.filtersLabel')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
        mb: 3,
      }}
    >
      <TextField
        type="search"
        label={t('market.search')}
        placeholder={t('market.searchPlaceholder')}
        value={values.search}
        onChange={(event) => set('search', event.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label={t('market.category')}
        value={values.category}
        onChange={(event) => set('category', event.target.value as CropCategory | '')}
        slotProps={nativeSelect}
      >
        <option value="">{t('market.allCategories')}</option>
        {cropCategories.map((category) => (
          <option key={category} value={category}>
            {t(`categories.${category}`)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={t('market.state')}
        value={values.state}
        onChange={(event) => set('state', event.target.value)}
        slotProps={nativeSelect}
      >
        <option value="">{t('market.allStates')}</option>
        {(states.data ?? []).map((state) => (
          <option key={state.slug} value={state.slug}>
            {state.label}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={t('market.sort')}
        value={values.sort}
        onChange={(event) => set('sort', event.target.value as MarketSort)}
        slotProps={nativeSelect}
      >
        {marketSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`market.sorts.${sort}`)}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
