import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { priceTrendQuery } from '../../../api/market-prices';
import { formatAmount, formatReportDate } from '../format';

/** The values the trend call takes, and the same names as the reader reads them. */
export type TrendTarget = {
  commodity: string;
  state: string;
  market?: string;
  names: { commodity: string; state: string; market?: string };
};

type Props = { target: TrendTarget | null; onClose: () => void };

/** Modal price over the recent days for a crop in a market (or a state), with a text summary. */
export default function PriceTrendDialog({ target, onClose }: Props) {
  const { t } = useTranslation('prices');
  const phone = useMediaQuery('(max-width:600px)');
  const trend = useQuery({
    ...priceTrendQuery(target?.commodity ?? '', target?.state, target?.market),
    enabled: target !== null,
  });
  const points = trend.data?.points ?? [];
  const first = points[0];
  const last = points.at(-1);
  const changePct =
    first && last && first.modal_price > 0
      ? Math.round(((last.modal_price - first.modal_price) / first.modal_price) * 1000) / 10
      : 0;
  const names = target?.names;
  const place = names ? (names.market ? `${names.market}, ${names.state}` : names.state) : '';
  return (
    <Dialog open={target !== null} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md">
      <DialogTitle>
        {t('trend.title', { commodity: names?.commodity ?? '' })}{' '}
        <Typography component="span" sx={{ color: 'text.secondary' }}>
          {t('trend.where', { place })}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {trend.isPending ? (
          <Typography role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} /> {t('trend.loading')}
          </Typography>
        ) : trend.isError ? (
          <Alert severity="error">{t('error')}</Alert>
        ) : points.length < 2 || !first || !last ? (
          <Typography role="status">{t('trend.empty')}</Typography>
        ) : (
          <>
            <Typography role="status" sx={{ mb: 1 }}>
              {t('trend.summary', {
                first: formatAmount(first.modal_price),
                firstDate: formatReportDate(first.date),
                last: formatAmount(last.modal_price),
                lastDate: formatReportDate(last.date),
                change:
                  changePct > 0
                    ? t('trend.up', { pct: changePct })
                    : changePct < 0
                      ? t('trend.down', { pct: Math.abs(changePct) })
                      : t('trend.flat'),
              })}
            </Typography>
            <LineChart
              height={phone ? 260 : 320}
              xAxis={[
                {
                  scaleType: 'point',
                  data: points.map((p) => formatReportDate(p.date).slice(0, 5)),
                },
              ]}
              yAxis={[
                { valueFormatter: (v: number | null) => (v === null ? '' : formatAmount(v)) },
              ]}
              series={[
                {
                  data: points.map((p) => p.modal_price),
                  label: t('trend.modal'),
                  color: '#2e7d32',
                  valueFormatter: (v: number | null) => (v === null ? '' : `₹${formatAmount(v)}`),
                },
              ]}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('trend.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
