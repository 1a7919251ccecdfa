import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../api/orders';

const colours: Record<OrderStatus, 'warning' | 'success' | 'error' | 'default'> = {
  Pending: 'warning',
  Accepted: 'success',
  Rejected: 'error',
  Cancelled: 'default',
  Completed: 'success',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('trade');
  return (
    <Chip
      size="small"
      color={colours[status] ?? 'default'}
      label={t(`status.${status}`, { defaultValue: status })}
      sx={{ fontWeight: 600 }}
    />
  );
}
