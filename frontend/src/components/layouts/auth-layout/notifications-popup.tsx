import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  notificationsKey,
  notificationsQuery,
  updateNotification,
  type AppNotification,
  type NotificationList,
} from '../../../api/notifications';
import { paths } from '../../../app/paths';
import { RelativeDay } from '../../ui/relative-day';

type NotificationsPopupProps = {
  id: string;
  anchor: HTMLElement | null;
  /** Null when logged out: nothing is loaded and the list is empty. */
  userId: string | null;
  onClose: () => void;
};

/** The popup of the header bell: 300 px wide, one item per notification not yet accepted. */
export function NotificationsPopup({ id, anchor, userId, onClose }: NotificationsPopupProps) {
  const { t } = useTranslation();
  const { t: tt } = useTranslation('trade');
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notifications = useQuery({
    ...notificationsQuery(userId ?? ''),
    enabled: userId !== null,
  });
  const items = (notifications.data?.items ?? []).filter((item) => item.status !== 'accepted');

  const accept = useMutation({
    mutationFn: (item: AppNotification) => updateNotification(item._id, 'accepted'),
    onSuccess: async (_data, item) => {
      if (userId !== null) {
        queryClient.setQueryData<NotificationList>(notificationsKey(userId), (list) =>
          list
            ? {
                items: list.items.filter((other) => other._id !== item._id),
                unread: Math.max(0, list.unread - (item.status === 'unread' ? 1 : 0)),
              }
            : list,
        );
      }
      onClose();
      if (item.kind !== 'price_alert') await navigate(paths.reports);
    },
  });

  function close(item: AppNotification) {
    // Accepting an order asks for confirmation first; a price alert is only news.
    if (item.kind !== 'price_alert' && !window.confirm(tt('notifications.confirmAccept'))) return;
    accept.mutate(item);
  }

  function viewReport() {
    onClose();
    void navigate(paths.reports);
  }

  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 300, maxWidth: 'calc(100vw - 32px)', maxHeight: '70vh', p: 2 },
        },
      }}
    >
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1rem', mb: 1 }}>
        {t('notifications.title')}
      </Typography>
      {accept.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {tt('notifications.failed')}
        </Alert>
      )}
      {userId !== null && notifications.isPending ? (
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {tt('notifications.loading')}
        </Typography>
      ) : notifications.isError ? (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {tt('notifications.loadFailed')}
        </Typography>
      ) : items.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('notifications.empty')}
        </Typography>
      ) : (
        <List disablePadding>
          {items.map((item) => (
            <ListItem
              key={item._id}
              disableGutters
              divider
              sx={{ display: 'block', py: 1.25, '&:last-child': { borderBottom: 0 } }}
            >
              <Typography
                id={`${titleId}-${item._id}`}
                variant="body2"
                sx={{ fontWeight: item.status === 'unread' ? 700 : 400, overflowWrap: 'anywhere' }}
              >
                {item.message}
              </Typography>
              {/* "Today, 6:40 pm", "Yesterday, 9:05 am", older ones with their date. */}
              <RelativeDay
                value={item.createdAt}
                withTime
                sx={{
                  display: 'block',
                  color: 'text.secondary',
                  fontSize: '0.75rem',
                  mt: 0.25,
                  '&::first-letter': { textTransform: 'uppercase' },
                }}
              />
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={accept.isPending}
                  aria-describedby={`${titleId}-${item._id}`}
                  onClick={() => close(item)}
                >
                  {tt('notifications.close')}
                </Button>
                {item.kind === 'price_alert' ? (
                  // A watched crop reached its alert price: today's prices say the rest.
                  <Button
                    size="small"
                    variant="contained"
                    aria-describedby={`${titleId}-${item._id}`}
                    onClick={() => {
                      onClose();
                      void navigate(paths.liveCropPricing);
                    }}
                  >
                    {tt('notifications.seePrices')}
                  </Button>
                ) : item.orderId && item.kind !== 'order_placed' ? (
                  // News about a trade under way: its order page says what to do next.
                  <Button
                    size="small"
                    variant="contained"
                    aria-describedby={`${titleId}-${item._id}`}
                    onClick={() => {
                      onClose();
                      void navigate(paths.order(item.orderId!));
                    }}
                  >
                    {tt('notifications.openOrder')}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    variant="contained"
                    aria-describedby={`${titleId}-${item._id}`}
                    onClick={viewReport}
                  >
                    {tt('notifications.viewReport')}
                  </Button>
                )}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </Popover>
  );
}
