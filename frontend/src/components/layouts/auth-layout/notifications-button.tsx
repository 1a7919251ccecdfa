import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_POLL_MS, notificationsQuery } from '../../../api/notifications';
import { getUserId, isLoggedIn } from '../../../app/auth-storage';
import { useLazyPopup } from '../../ui/use-lazy-popup';

// The list, its actions and their texts download on the first click; the header itself only
// polls the unread count.
const NotificationsPopup = lazy(() =>
  import('./notifications-popup').then((m) => ({ default: m.NotificationsPopup })),
);

/** The header bell: unread count, polled every 30 s while logged in. */
export function NotificationsButton() {
  const { t } = useTranslation();
  const popup = useLazyPopup<HTMLButtonElement>();
  const popoverId = useId();
  const userId = getUserId();
  // Without a token or user id the call is skipped and the bell shows 0.
  const loggedIn = isLoggedIn() && userId !== null;
  const notifications = useQuery({
    ...notificationsQuery(userId ?? ''),
    enabled: loggedIn,
    refetchInterval: loggedIn ? NOTIFICATION_POLL_MS : false,
  });
  const count = loggedIn ? (notifications.data?.unread ?? 0) : 0;

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('notifications.button', { count })}
        {...popup.triggerProps(popoverId, 'dialog')}
      >
        <Badge badgeContent={count} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {popup.requested && (
        <Suspense fallback={null}>
          <NotificationsPopup
            id={popoverId}
            anchor={popup.anchor}
            userId={loggedIn ? userId : null}
            onClose={popup.hide}
          />
        </Suspense>
      )}
    </>
  );
}
