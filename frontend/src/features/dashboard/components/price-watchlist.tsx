import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import ShowChart from '@mui/icons-material/ShowChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addWatch,
  priceFiltersQuery,
  removeWatch,
  setWatchAlerts,
  watchlistKey,
  watchlistQuery,
  type NewWatch,
  type PriceWatch,
} from '../../../api/market-prices';
import { formatAmount } from '../../../i18n/format';

function ddmmyyyy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** An alert price as typed: empty is "none" (null); anything else must be a positive number. */
function readPrice(text: string): number | null | 'bad' {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return 'bad';
  const n = Number(t);
  return n > 0 && n <= 10_000_000 ? n : 'bad';
}

type AlertError = 'watchlist.alerts.invalid' | 'watchlist.alerts.order';

/** Checks a pair of typed alert prices: the values, or the key of what is wrong. */
function readAlerts(
  above: string,
  below: string,
): { above: number | null; below: number | null } | { error: AlertError } {
  const a = readPrice(above);
  const b = readPrice(below);
  if (a === 'bad' || b === 'bad') return { error: 'watchlist.alerts.invalid' };
  if (a !== null && b !== null && b >= a) return { error: 'watchlist.alerts.order' };
  return { above: a, below: b };
}

function Change({ watch }: { watch: PriceWatch }) {
  const { t } = useTranslation('prices');
  if (!watch.latest || !watch.previous || watch.change === null) return null;
  const diff = watch.change;
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
      <Box component="span" aria-hidden>
        {diff > 0 ? '▲' : '▼'}{' '}
      </Box>
      {t(diff > 0 ? 'watchlist.up' : 'watchlist.down', { amount: formatAmount(Math.abs(diff)) })}{' '}
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
        {since}
      </Box>
    </Typography>
  );
}

/** A tiny line of the last price dates (oldest to newest), with its reading as the image's name. */
function Sparkline({ watch }: { watch: PriceWatch }) {
  const { t } = useTranslation('prices');
  const points = watch.history;
  if (points.length < 2) return null;
  const width = 96;
  const height = 28;
  const prices = points.map((p) => p.modal_price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const span = max - min || 1;
  const xy = points.map((p, i) => {
    const x = (i / (points.length - 1)) * (width - 4) + 2;
    const y = height - 2 - ((p.modal_price - min) / span) * (height - 4);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const up = last.modal_price >= first.modal_price;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={t('watchlist.sparkline', {
        count: points.length,
        first: formatAmount(first.modal_price),
        firstDate: ddmmyyyy(first.date),
        last: formatAmount(last.modal_price),
        lastDate: ddmmyyyy(last.date),
      })}
      viewBox={`0 0 ${width} ${height}`}
      sx={{ width, height, flexShrink: 0, color: up ? 'success.main' : 'error.main' }}
    >
      <polyline
        points={xy.join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </Box>
  );
}

function AlertChips({ watch }: { watch: PriceWatch }) {
  const { t } = useTranslation('prices');
  const chips = (['above', 'below'] as const).flatMap((direction) => {
    const alert = watch[direction];
    if (!alert) return [];
    const label = t(`watchlist.alerts.${direction}Chip`, { price: formatAmount(alert.price) });
    const fired = alert.state === 'fired';
    return [
      <Chip
        key={direction}
        size="small"
        variant={fired ? 'filled' : 'outlined'}
        color={fired ? 'warning' : 'default'}
        label={fired ? `${label} · ${t('watchlist.alerts.reached')}` : label}
      />,
    ];
  });
  if (chips.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
      {chips}
    </Stack>
  );
}

/** Two alert price fields (₹ per quintal); empty means none. */
function AlertFields({
  above,
  below,
  onAbove,
  onBelow,
}: {
  above: string;
  below: string;
  onAbove: (value: string) => void;
  onBelow: (value: string) => void;
}) {
  const { t } = useTranslation('prices');
  return (
    <>
      <TextField
        size="small"
        label={t('watchlist.alerts.above')}
        value={above}
        onChange={(e) => onAbove(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ minWidth: 0, flex: 1 }}
      />
      <TextField
        size="small"
        label={t('watchlist.alerts.below')}
        value={below}
        onChange={(e) => onBelow(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ minWidth: 0, flex: 1 }}
      />
    </>
  );
}

/** Set or clear a watch's alert prices, under its row. */
function EditAlerts({ watch, onDone }: { watch: PriceWatch; onDone: () => void }) {
  const { t } = useTranslation('prices');
  const queryClient = useQueryClient();
  const [above, setAbove] = useState(watch.above ? String(watch.above.price) : '');
  const [below, setBelow] = useState(watch.below ? String(watch.below.price) : '');
  const [error, setError] = useState<AlertError | null>(null);
  const save = useMutation({
    mutationFn: (alerts: { above: number | null; below: number | null }) =>
      setWatchAlerts(watch._id, alerts),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: watchlistKey });
      onDone();
    },
  });
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 1 }}
      aria-label={t('watchlist.alerts.editFor', {
        commodity: watch.commodityName,
        state: watch.stateName,
      })}
      onSubmit={(e) => {
        e.preventDefault();
        const read = readAlerts(above, below);
        if ('error' in read) {
          setError(read.error);
          return;
        }
        setError(null);
        save.mutate(read);
      }}
    >
      <AlertFields above={above} below={below} onAbove={setAbove} onBelow={setBelow} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={save.isPending}>
          {t('watchlist.alerts.save')}
        </Button>
        <Button size="small" onClick={onDone}>
          {t('watchlist.alerts.cancel')}
        </Button>
      </Stack>
      {(error || save.isError) && (
        <Alert severity="error" sx={{ py: 0 }}>
          {t(error ?? 'watchlist.failed')}
        </Alert>
      )}
    </Stack>
  );
}

function WatchRow({ watch, onRemove }: { watch: PriceWatch; onRemove: () => void }) {
  const { t } = useTranslation('prices');
  const [editing, setEditing] = useState(false);
  const place = watch.placeName ? `${watch.placeName}, ${watch.stateName}` : watch.stateName;
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      {/* The name and the two buttons on top, the price beside its sparkline below: on a 360 px
          phone each line keeps the width it needs. */}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere', pt: 1 }}>
          {watch.commodityName} · {place}
        </Typography>
        <IconButton
          aria-label={t('watchlist.alerts.edit', {
            commodity: watch.commodityName,
            state: watch.stateName,
          })}
          aria-expanded={editing}
          onClick={() => setEditing((open) => !open)}
        >
          <NotificationsActiveOutlined />
        </IconButton>
        <IconButton
          aria-label={t('watchlist.remove', {
            commodity: watch.commodityName,
            state: watch.stateName,
          })}
          onClick={onRemove}
        >
          <DeleteOutline />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {watch.latest ? (
            <>
              <Typography variant="body2">
                {t('watchlist.perQuintal', { price: formatAmount(watch.latest.modal_price) })} ·{' '}
                {ddmmyyyy(watch.latest.date)}
              </Typography>
              <Change watch={watch} />
            </>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('watchlist.noData')}
            </Typography>
          )}
        </Box>
        <Sparkline watch={watch} />
      </Box>
      <AlertChips watch={watch} />
      {editing && <EditAlerts watch={watch} onDone={() => setEditing(false)} />}
    </Box>
  );
}

type PlaceKind = 'state' | 'market' | 'district';

function Watchlist() {
  const { t } = useTranslation('prices');
  const headingId = useId();
  const queryClient = useQueryClient();
  const watches = useQuery(watchlistQuery());
  const filters = useQuery(priceFiltersQuery());
  const [state, setState] = useState('');
  const [commodity, setCommodity] = useState('');
  const [placeKind, setPlaceKind] = useState<PlaceKind>('state');
  const [place, setPlace] = useState('');
  const [above, setAbove] = useState('');
  const [below, setBelow] = useState('');
  const [formError, setFormError] = useState<AlertError | null>(null);
  const crops = useQuery(priceFiltersQuery(state || undefined));
  const refresh = () => queryClient.invalidateQueries({ queryKey: watchlistKey });
  const add = useMutation({
    mutationFn: (watch: NewWatch) => addWatch(watch),
    onSuccess: async () => {
      setCommodity('');
      setPlace('');
      setAbove('');
      setBelow('');
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: removeWatch, onSuccess: refresh });
  const addError = add.error as { status?: number; code?: string } | null;

  function submit() {
    if (!state || !commodity) return;
    const alerts = readAlerts(above, below);
    if ('error' in alerts) {
      setFormError(alerts.error);
      return;
    }
    setFormError(null);
    const watch: NewWatch = { commodity, state };
    if (placeKind !== 'state' && place.trim()) watch[placeKind] = place.trim();
    if (alerts.above !== null) watch.above = alerts.above;
    if (alerts.below !== null) watch.below = alerts.below;
    add.mutate(watch);
  }

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 }, mt: 3 }}>
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
            <WatchRow key={w._id} watch={w} onRemove={() => remove.mutate(w._id)} />
          ))}
        </Box>
      )}
      <Box
        component="form"
        sx={{ mt: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormControl size="small">
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
        <FormControl size="small" disabled={!state}>
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
        <FormControl size="small">
          <InputLabel id={`${headingId}-where`}>{t('watchlist.where')}</InputLabel>
          <Select
            labelId={`${headingId}-where`}
            label={t('watchlist.where')}
            value={placeKind}
            onChange={(e) => setPlaceKind(e.target.value as PlaceKind)}
          >
            <MenuItem value="state">{t('watchlist.wholeState')}</MenuItem>
            <MenuItem value="market">{t('watchlist.oneMarket')}</MenuItem>
            <MenuItem value="district">{t('watchlist.oneDistrict')}</MenuItem>
          </Select>
        </FormControl>
        {placeKind !== 'state' ? (
          <TextField
            size="small"
            label={t(placeKind === 'market' ? 'watchlist.marketName' : 'watchlist.districtName')}
            value={place}
            onChange={(e) => setPlace(e.target.value)}
          />
        ) : (
          <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ gridColumn: '1 / -1' }}>
          <AlertFields above={above} below={below} onAbove={setAbove} onBelow={setBelow} />
        </Stack>
        <Typography
          variant="caption"
          sx={{ color: 'text.secondary', gridColumn: '1 / -1', mt: -1 }}
        >
          {t('watchlist.alerts.hint')}
        </Typography>
        <Button
          type="submit"
          variant="contained"
          disabled={!state || !commodity || add.isPending}
          sx={{ gridColumn: { sm: '1 / -1' }, justifySelf: { sm: 'start' } }}
        >
          {t('watchlist.add')}
        </Button>
      </Box>
      {(formError || addError || remove.isError) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {formError
            ? t(formError)
            : addError?.status === 409
              ? t('watchlist.already')
              : addError?.code === 'PRICES.WATCHLIST_FULL'
                ? t('watchlist.full')
                : t('watchlist.failed')}
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
