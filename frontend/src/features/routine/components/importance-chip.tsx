import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Importance } from '../farming-calendar';

// Critical red, High amber, others blue. The word is always shown too.
export const importanceColor = {
  critical: 'error',
  high: 'warning',
  medium: 'info',
} as const satisfies Record<Importance, 'error' | 'warning' | 'info'>;

export function ImportanceChip({ importance }: { importance: Importance }) {
  const { t } = useTranslation('guides');
  const color = importanceColor[importance];
  return (
    <Chip
      size="small"
      color={color}
      label={t(`routine.importance.${importance}`)}
      // White on the default info blue is below 4.5:1; its dark shade keeps it readable.
      sx={[{ fontWeight: 700 }, color === 'info' && { bgcolor: 'info.dark' }]}
    />
  );
}
