import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import ShowChart from '@mui/icons-material/ShowChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addWatch,
  priceFiltersQuery,
  removeWatch,
  watchlistKey,
  watchlistQuery,
  type PriceWatch,
} from '../../../api/market-prices';
import { formatAmount } from '../../../i18n/format';

function ddmmyyyy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

function Change({ watch }: { watch: PriceWatch }) {
  const { t } = useTranslation('prices');
  if (!watch.latest || !watch.previous) return null;
  const diff = Math.round((watch.latest.modal_price - watch.previous.modal_price) * 100) / 100;
  const since = t('watchlist.since', { date: ddmmyyyy(watch.previous.date) });
  if (diff === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('watchlist.same')} {since}
      </Typography>
    );
  }
  return (
    <Typography
      variant="body2"
      sx={{ color: diff > 0 ? 'success.dark' : 'error.dark', fontWeight: 600 }}
    >
      {t(diff > 0 ? 'watchlist.up' : 'watchlist.down', { amount: formatAmount(Math.abs(diff)) })}{' '}
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
        {since}
      </Box>
    </Typography>
  );
}

function Watchlist() {
  const { t } = useTranslation('prices');
  const headingId = useId();
  const queryClient = useQueryClient();
  const watches = useQuery(watchlistQuery());
  const filters = useQuery(priceFiltersQuery());
  const [state, setState] = useState('');
  const [commodity, setCommodity] = useState('');
  const crops = useQuery(priceFiltersQuery(state || undefined));
  const refresh = () => queryClient.invalidateQueries({ queryKey: watchlistKey });
  const add = useMutation({
    mutationFn: () => addWatch(commodity, state),
    onSuccess: async () => {
      setCommodity('');
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: removeWatch, onSuccess: refresh });
  const addError = add.error as { status?: number } | null;

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2.5, mt: 3 }}>
      <Typography
        id={headingId}
        variant="h2"
        sx={{ fontSize: '1.1rem', fontWeight: 700, display: 'flex', gap: 1, alignItems: 'center' }}
      >
        <ShowChart color="primary" aria-hidden /> {t('watchlist.title')}
      </Typography>
      {watches.isError && <Alert severity="error">{t('error')}</Alert>}
      {watches.data && watches.data.length === 0 && (
        <Typography sx={{ color: 'text.secondary', my: 1 }}>{t('watchlist.empty')}</Typography>
      )}
      {watches.data && watches.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {watches.data.map((w) => (
            <Box
              component="li"
              key={w._id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {w.commodityName} · {w.stateName}
                </Typography>
                {w.latest ? (
                  <>
                    <Typography variant="body2">
                      {t('watchlist.perQuintal', { price: formatAmount(w.latest.modal_price) })} ·{' '}
                      {ddmmyyyy(w.latest.date)}
                    </Typography>
                    <Change watch={w} />
                  </>
                ) : (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('watchlist.noData')}
                  </Typography>
                )}
              </Box>
              <IconButton
                aria-label={t('watchlist.remove', {
                  commodity: w.commodityName,
                  state: w.stateName,
                })}
                onClick={() => remove.mutate(w._id)}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (state && commodity) add.mutate();
        }}
      >
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id={`${headingId}-state`}>{t('watchlist.state')}</InputLabel>
          <Select
            labelId={`${headingId}-state`}
            label={t('watchlist.state')}
            value={state}
            onChange={(e) => {
              setState(e.target.value);
              setCommodity('');
            }}
          >
            {(filters.data?.states ?? []).map((s) => (
              <MenuItem key={s} value={s}>
                {filters.data?.labels[s] ?? s}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 180 }} disabled={!state}>
          <InputLabel id={`${headingId}-crop`}>{t('watchlist.crop')}</InputLabel>
          <Select
            labelId={`${headingId}-crop`}
            label={t('watchlist.crop')}
            value={(crops.data?.commodities ?? []).includes(commodity) ? commodity : ''}
            onChange={(e) => setCommodity(e.target.value)}
          >
            {(crops.data?.commodities ?? []).map((c) => (
              <MenuItem key={c} value={c}>
                {crops.data?.labels[c] ?? c}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button type="submit" variant="contained" disabled={!state || !commodity || add.isPending}>
          {t('watchlist.add')}
        </Button>
      </Stack>
      {(addError || remove.isError) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {addError?.status === 400 ? t('watchlist.full') : t('watchlist.failed')}
        </Alert>
      )}
    </Card>
  );
}

/** The dashboard's price watchlist (its texts load with it). */
export function PriceWatchlist() {
  return (
    <Suspense fallback={null}>
      <Watchlist />
    </Suspense>
  );
}
