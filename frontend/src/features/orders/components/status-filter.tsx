import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../api/orders';

export const ORDER_STATUSES: OrderStatus[] = [
  'Pending',
  'Accepted',
  'Completed',
  'Rejected',
  'Cancelled',
];

/**
 * Which orders to show, by status: a row of chips that wraps on a phone (no sideways scroll).
 * `null` is every status, when the list allows it.
 */
export function StatusFilter({
  value,
  onChange,
  withAll,
}: {
  value: OrderStatus | null;
  onChange: (status: OrderStatus | null) => void;
  withAll?: boolean;
}) {
  const { t } = useTranslation('trade');
  const options: (OrderStatus | null)[] = withAll ? [null, ...ORDER_STATUSES] : ORDER_STATUSES;
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('filter.label')}
      sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {options.map((status) => (
        <Chip
          key={status ?? 'all'}
          label={status ? t(`status.${status}`) : t('filter.all')}
          color={value === status ? 'primary' : 'default'}
          variant={value === status ? 'filled' : 'outlined'}
          aria-pressed={value === status}
          onClick={() => onChange(status)}
          sx={{ minHeight: 40, px: 0.5, fontSize: '0.95rem' }}
        />
      ))}
    </Stack>
  );
}
