import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyPopup } from '../../ui/use-lazy-popup';

// The modal, its data fetching and its texts download on the first click: the landing page,
// where this button also sits, stays within its budget.
const ProfileDialog = lazy(() =>
  import('./profile-dialog').then((m) => ({ default: m.ProfileDialog })),
);

/** The profile icon of the navigation bar and of the dashboard header. */
export function ProfileButton({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const popup = useLazyPopup<HTMLButtonElement>();
  const dialogId = useId();

  return (
    <>
      <IconButton
        color={color}
        aria-label={t('profile.open')}
        {...popup.triggerProps(dialogId, 'dialog')}
      >
        <AccountCircle fontSize="large" />
      </IconButton>
      {popup.requested && (
        <Suspense fallback={null}>
          <ProfileDialog id={dialogId} open={popup.open} onClose={popup.hide} />
        </Suspense>
      )}
    </>
  );
}
