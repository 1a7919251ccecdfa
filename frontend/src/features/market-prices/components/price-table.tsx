import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { MarketPrice } from '../../../api/market-prices';
import { formatAmount, formatReportDate } from '../format';
import { alertBell } from './alert-icon';
import { trendIcon } from './trend-icon';

type Props = {
  rows: MarketPrice[];
  busy: boolean;
  onTrend: (row: MarketPrice) => void;
  onAlert: (row: MarketPrice) => void;
};

// Column widths (px) for a fixed table layout: the browser sizes the table from these instead of
// measuring all 400 cells first, which a slow phone feels (the page is laid out before it can be
// scrolled). Long names wrap inside their column.
const columns = [
  ['state', 112],
  ['district', 108],
  ['market', 124],
  ['commodity', 112],
  ['variety', 96],
  ['min', 76],
  ['max', 76],
  ['modal', 84],
  ['date', 96],
  ['trend', 56],
  ['alert', 56],
] as const;
const tableWidth = columns.reduce((sum, [, width]) => sum + width, 0);
const numeric = new Set<string>(['min', 'max', 'modal']);

/**
 * Nine columns in a fixed order, plus a trend and a price alert button, for screens from MUI's `sm` up (phones get
 * PriceCards); narrower than the table, it scrolls sideways inside its box. Plain table elements
 * styled once from the table (not a styled component per cell): 40 rows are 400 cells, and each
 * styled cell costs a slow device time to draw and the app time to take over.
 */
export function PriceTable({ rows, busy, onTrend, onAlert }: Props) {
  const { t } = useTranslation('prices');
  return (
    <Box
      aria-busy={busy}
      sx={{
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        opacity: busy ? 0.6 : 1,
      }}
    >
      <Box
        component="table"
        aria-label={t('title')}
        sx={{
          width: '100%',
          minWidth: tableWidth,
          tableLayout: 'fixed',
          borderCollapse: 'collapse',
          typography: 'body2',
          '& th, & td': {
            px: 1,
            py: 0.75,
            textAlign: 'left',
            verticalAlign: 'middle',
            borderBottom: 1,
            borderColor: 'divider',
            overflowWrap: 'anywhere',
          },
          '& thead th': { fontWeight: 500, color: 'text.primary', lineHeight: 1.5 },
          '& tbody th': { fontWeight: 400 },
          '& tbody tr:last-of-type > *': { borderBottom: 0 },
          '& tbody tr:hover': { bgcolor: 'action.hover' },
          '& .numeric': { textAlign: 'right' },
          '& .modal': { fontWeight: 700 },
          '& button': {
            display: 'inline-flex',
            p: 0.625,
            border: 0,
            borderRadius: '50%',
            bgcolor: 'transparent',
            color: 'action.active',
            cursor: 'pointer',
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          },
          '& .alert::before': alertBell(20),
        }}
      >
        <colgroup>
          {columns.map(([key, width]) => (
            <col key={key} style={{ width }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map(([key]) => (
              <th key={key} scope="col" className={numeric.has(key) ? 'numeric' : undefined}>
                {t(`columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const { names } = row;
            const label = t('showTrend', { commodity: names.commodity, market: names.market });
            const alertLabel = t('alert.open', {
              commodity: names.commodity,
              market: names.market,
            });
            return (
              <tr
                key={`${row.market}|${row.commodity}|${row.variety}|${row.grade}|${row.arrival_date}`}
              >
                <td>{names.state}</td>
                <td>{names.district}</td>
                <th scope="row">{names.market}</th>
                <td>{names.commodity}</td>
                <td>{names.variety}</td>
                <td className="numeric">{formatAmount(row.min_price)}</td>
                <td className="numeric">{formatAmount(row.max_price)}</td>
                <td className="numeric modal">{formatAmount(row.modal_price)}</td>
                <td>{formatReportDate(row.arrival_date)}</td>
                <td>
                  <button
                    type="button"
                    aria-label={label}
                    title={label}
                    onClick={() => onTrend(row)}
                  >
                    {trendIcon}
                  </button>
                </td>
                <td>
                  <button
                    type="button"
                    className="alert"
                    aria-label={alertLabel}
                    title={alertLabel}
                    onClick={() => onAlert(row)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}
