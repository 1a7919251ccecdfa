import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { MarketPrice } from '../../../api/market-prices';
import { formatRupees } from '../../../i18n/format';
import { alertBell } from './alert-icon';
import { trendIcon } from './trend-icon';

type Props = {
  rows: MarketPrice[];
  busy: boolean;
  onTrend: (row: MarketPrice) => void;
  onAlert: (row: MarketPrice) => void;
};

/**
 * The prices on a phone: one card per row with the crop, the market, the modal price large with
 * the day's lowest and highest under it, and the price alert and trend buttons. Like PriceTable, plain list
 * elements styled once from the list (no MUI Card, Typography or Tooltip per row): 40 cards are
 * the page's largest part, and the server sends them in the first response (ADR 0006), so each
 * element per card costs a slow phone download, layout and the app's take-over. Texts are single
 * strings, so the server's markup has no separators between text pieces either.
 */
export function PriceCards({ rows, busy, onTrend, onAlert }: Props) {
  const { t, i18n } = useTranslation('prices');
  const rupees = (amount: number) => formatRupees(amount, i18n.language);
  return (
    <Box
      component="ul"
      aria-label={t('title')}
      aria-busy={busy}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1,
        opacity: busy ? 0.6 : 1,
        '& > li': {
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto 48px 48px',
          gridTemplateAreas: '"crop modal alert trend" "place range alert trend"',
          columnGap: 1,
          rowGap: 0.25,
          alignItems: 'baseline',
          py: 1,
          pl: 1.5,
          pr: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        },
        '& .crop': { gridArea: 'crop', fontWeight: 700, overflowWrap: 'anywhere' },
        '& .variety': { fontWeight: 400, color: 'text.secondary' },
        '& .place': {
          gridArea: 'place',
          typography: 'body2',
          color: 'text.secondary',
          overflowWrap: 'anywhere',
        },
        '& .modal': {
          gridArea: 'modal',
          justifySelf: 'end',
          fontSize: '1.375rem',
          fontWeight: 700,
          lineHeight: 1.2,
        },
        '& .range': {
          gridArea: 'range',
          justifySelf: 'end',
          typography: 'body2',
          color: 'text.secondary',
          whiteSpace: 'nowrap',
        },
        '& button': {
          gridArea: 'trend',
          alignSelf: 'center',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 48,
          height: 48,
          p: 0,
          border: 0,
          borderRadius: '50%',
          bgcolor: 'transparent',
          color: 'primary.main',
          cursor: 'pointer',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        },
        '& button.alert': { gridArea: 'alert' },
        '& .alert::before': alertBell(24),
        '& svg': { width: 24, height: 24 },
      }}
    >
      {rows.map((row) => {
        const { names } = row;
        const place =
          row.district && row.district !== row.market
            ? `${names.market}, ${names.district}`
            : names.market;
        // "Cabbage · Cabbage" says nothing more; a line that wraps takes the dot along.
        const showVariety =
          names.variety !== '' &&
          row.variety !== row.commodity &&
          names.variety !== names.commodity;
        return (
          <li
            key={`${row.market}|${row.commodity}|${row.variety}|${row.grade}|${row.arrival_date}`}
          >
            <span className="crop">
              {names.commodity}
              {showVariety && <span className="variety">{` ·\u00a0${names.variety}`}</span>}
            </span>
            <span className="place">{place}</span>
            <span className="modal">{rupees(row.modal_price)}</span>
            <span className="range">{`${rupees(row.min_price)} – ${rupees(row.max_price)}`}</span>
            <button
              type="button"
              className="alert"
              aria-label={t('alert.open', { commodity: names.commodity, market: names.market })}
              onClick={() => onAlert(row)}
            />
            <button
              type="button"
              aria-label={t('showTrend', { commodity: names.commodity, market: names.market })}
              onClick={() => onTrend(row)}
            >
              {trendIcon}
            </button>
          </li>
        );
      })}
    </Box>
  );
}
