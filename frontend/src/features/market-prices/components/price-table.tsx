import ShowChartIcon from '@mui/icons-material/ShowChart';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { MarketPrice } from '../../../api/market-prices';
import { formatAmount, formatReportDate } from '../format';

type Props = {
  rows: MarketPrice[];
  busy: boolean;
  onTrend: (row: MarketPrice) => void;
};

/** The spec's nine columns in its order, plus a trend button; on phones it scrolls sideways. */
export function PriceTable({ rows, busy, onTrend }: Props) {
  const { t } = useTranslation('prices');
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ opacity: busy ? 0.6 : 1 }}
      aria-busy={busy}
    >
      <Table size="small" aria-label={t('title')} sx={{ minWidth: 860, '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.state')}</TableCell>
            <TableCell>{t('columns.district')}</TableCell>
            <TableCell>{t('columns.market')}</TableCell>
            <TableCell>{t('columns.commodity')}</TableCell>
            <TableCell>{t('columns.variety')}</TableCell>
            <TableCell align="right">{t('columns.min')}</TableCell>
            <TableCell align="right">{t('columns.max')}</TableCell>
            <TableCell align="right">{t('columns.modal')}</TableCell>
            <TableCell>{t('columns.date')}</TableCell>
            <TableCell>{t('columns.trend')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={`${row.market}|${row.commodity}|${row.variety}|${row.grade}|${row.arrival_date}`}
              hover
            >
              <TableCell>{row.state}</TableCell>
              <TableCell>{row.district}</TableCell>
              <TableCell component="th" scope="row">
                {row.market}
              </TableCell>
              <TableCell>{row.commodity}</TableCell>
              <TableCell>{row.variety}</TableCell>
              <TableCell align="right">{formatAmount(row.min_price)}</TableCell>
              <TableCell align="right">{formatAmount(row.max_price)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {formatAmount(row.modal_price)}
              </TableCell>
              <TableCell>{formatReportDate(row.arrival_date)}</TableCell>
              <TableCell>
                <Tooltip title={t('showTrend', { commodity: row.commodity, market: row.market })}>
                  <IconButton
                    size="small"
                    aria-label={t('showTrend', { commodity: row.commodity, market: row.market })}
                    onClick={() => onTrend(row)}
                  >
                    <ShowChartIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
