import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/api-error';
import {
  addWatch,
  setWatchAlerts,
  watchlistKey,
  watchlistQuery,
  type NewWatch,
  type PriceWatch,
} from '../../api/market-prices';
import { paths } from '../../app/paths';
import { formatAmount } from '../../i18n/format';
import { standaloneLink } from '../ui/touch-target';

/**
 * What an alert is set on: a crop in a state, or in one market of it, by the names the price feed
 * uses (the API's values), and the same names as the reader reads them; with the modal price the
 * reader sees now (₹ per quintal) and its date, when known.
 */
export type PriceAlertTarget = {
  commodity: string;
  state: string;
  market?: string;
  names: { commodity: string; state: string; market?: string };
  price?: { modal: number; date: string };
};

type Alerts = { above: number | null; below: number | null };
type Problem =
  | 'watchlist.alerts.invalid'
  | 'watchlist.alerts.order'
  | 'alert.none'
  | 'alert.failed'
  | { server: string; full: boolean };

/** YYYY-MM-DD as dd/mm/yyyy, the way mandi reports are dated. */
function reportDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}/${m}/${y}` : iso;
}

/** An alert price as typed: empty is "none" (null); else a positive amount, at most 2 decimals. */
function readPrice(text: string): number | null | 'bad' {
  const t = text.trim().replace(/[,\s]/g, '');
  if (t === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return 'bad';
  const n = Number(t);
  return n > 0 && n <= 10_000_000 ? n : 'bad';
}

function readAlerts(above: string, below: string): Alerts | { problem: Problem } {
  const a = readPrice(above);
  const b = readPrice(below);
  if (a === 'bad' || b === 'bad') return { problem: 'watchlist.alerts.invalid' };
  if (a === null && b === null) return { problem: 'alert.none' };
  if (a !== null && b !== null && b >= a) return { problem: 'watchlist.alerts.order' };
  return { above: a, below: b };
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** The member's watch of exactly this place (the server compares names in any case too). */
function watchOf(watches: PriceWatch[] | undefined, target: PriceAlertTarget) {
  return watches?.find(
    (w) =>
      same(w.commodity, target.commodity) &&
      same(w.state, target.state) &&
      same(w.market, target.market) &&
      !w.district,
  );
}

/** What went wrong, as the reader is told: the server's own words for what it refused. */
function problemOf(error: unknown): Problem {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return { server: error.messages.join(' '), full: error.code === 'PRICES.WATCHLIST_FULL' };
  }
  return 'alert.failed';
}

type Props = { target: PriceAlertTarget; onClose: () => void };

/**
 * "Tell me when the price is above ₹… / below ₹…" for one crop in a state or market: adds a watch
 * with those alert prices, or sets them on the member's watch of that place when there is one.
 * Shared by the Live Crop Pricing rows and the price hint of the Sell Crop form (so it lives outside
 * both features), and loaded lazily by both.
 */
export default function PriceAlertDialog({ target, onClose }: Props) {
  const { t } = useTranslation('prices');
  const titleId = useId();
  const watches = useQuery(watchlistQuery());
  const { names } = target;
  const place = names.market ? `${names.market}, ${names.state}` : names.state;
  const now = target.price && (
    <Typography>
      {t('alert.now', {
        price: formatAmount(target.price.modal),
        date: reportDate(target.price.date),
      })}
    </Typography>
  );
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('alert.title', { commodity: names.commodity })}{' '}
        <Typography component="span" sx={{ color: 'text.secondary' }}>
          {t('alert.where', { place })}
        </Typography>
      </DialogTitle>
      {watches.isPending ? (
        <DialogContent sx={{ pt: 0 }}>
          {now}
          <Typography role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2 }}>
            <CircularProgress size={20} /> {t('alert.loading')}
          </Typography>
        </DialogContent>
      ) : (
        // Without the list (offline, an error) the form still works: the server says if the
        // place is watched already, and then the alert prices are set on that watch.
        <AlertForm
          target={target}
          place={place}
          now={now}
          watch={watchOf(watches.data, target)}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function AlertForm({
  target,
  place,
  now,
  watch,
  onClose,
}: {
  target: PriceAlertTarget;
  place: string;
  now: ReactNode;
  watch: PriceWatch | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('prices');
  const id = useId();
  const queryClient = useQueryClient();
  const [above, setAbove] = useState(watch?.above ? String(watch.above.price) : '');
  const [below, setBelow] = useState(watch?.below ? String(watch.below.price) : '');
  const [invalid, setInvalid] = useState<Problem | null>(null);
  const save = useMutation({
    mutationFn: async (alerts: Alerts): Promise<PriceWatch> => {
      if (watch) return setWatchAlerts(watch._id, alerts);
      const body: NewWatch = { commodity: target.commodity, state: target.state };
      if (target.market) body.market = target.market;
      if (alerts.above !== null) body.above = alerts.above;
      if (alerts.below !== null) body.below = alerts.below;
      try {
        return await addWatch(body);
      } catch (e) {
        if (!(e instanceof ApiError) || e.code !== 'PRICES.ALREADY_WATCHED') throw e;
        // Watched meanwhile (the dashboard, another phone): set the alert prices on that watch.
        const latest = await queryClient.fetchQuery({ ...watchlistQuery(), staleTime: 0 });
        const found = watchOf(latest, target);
        if (!found) throw e;
        return setWatchAlerts(found._id, alerts);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchlistKey }),
  });
  const problem = invalid ?? (save.isError ? problemOf(save.error) : null);
  const { names } = target;

  if (save.isSuccess) {
    const saved = save.data;
    const values = { commodity: names.commodity, place };
    return (
      <>
        <DialogContent>
          <Alert severity="success" role="status">
            {t('alert.saved')}
            {saved.above && (
              <Box component="span" sx={{ display: 'block' }}>
                {t('alert.savedAbove', { ...values, price: formatAmount(saved.above.price) })}
              </Box>
            )}
            {saved.below && (
              <Box component="span" sx={{ display: 'block' }}>
                {t('alert.savedBelow', { ...values, price: formatAmount(saved.below.price) })}
              </Box>
            )}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose} autoFocus>
            {t('alert.close')}
          </Button>
        </DialogActions>
      </>
    );
  }

  const field = (which: 'above' | 'below', value: string, onChange: (value: string) => void) => (
    <Box sx={{ mt: which === 'above' ? 2 : 1.5 }}>
      <Typography
        component="label"
        htmlFor={`${id}-${which}`}
        sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}
      >
        {t(`alert.${which}`)}
      </Typography>
      <TextField
        id={`${id}-${which}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        fullWidth
        autoComplete="off"
        error={problem !== null && typeof problem === 'string' && problem !== 'alert.failed'}
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'aria-describedby': `${id}-hint` },
          input: {
            startAdornment: <InputAdornment position="start">₹</InputAdornment>,
            endAdornment: <InputAdornment position="end">{t('alert.perQuintal')}</InputAdornment>,
          },
        }}
      />
    </Box>
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // The dialog is a portal, so React would hand its submit on to a form around the button
        // that opened it (the Sell Crop form, around the price hint).
        e.stopPropagation();
        const read = readAlerts(above, below);
        if ('problem' in read) {
          setInvalid(read.problem);
          return;
        }
        setInvalid(null);
        save.mutate(read);
      }}
    >
      <DialogContent sx={{ pt: 0 }}>
        {now}
        {watch && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('alert.watched')}
          </Typography>
        )}
        {field('above', above, setAbove)}
        {field('below', below, setBelow)}
        <Typography id={`${id}-hint`} variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {t('alert.hint')}
        </Typography>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
            {typeof problem === 'string' ? t(problem) : problem.server}
            {typeof problem !== 'string' && problem.full && (
              // The dashboard's watchlist, where a watch can be removed to make room.
              <Box sx={{ mt: 0.5 }}>
                <Link component={RouterLink} to={paths.dashboard} sx={standaloneLink}>
                  {t('alert.openWatchlist')}
                </Link>
              </Box>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('alert.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('alert.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
