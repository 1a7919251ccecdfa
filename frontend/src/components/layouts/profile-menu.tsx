import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyPopup } from '../ui/use-lazy-popup';

const ProfileMenuList = lazy(() =>
  import('./profile-menu-list').then((m) => ({ default: m.ProfileMenuList })),
);

// Issue #3 replaces the menu with the profile panel of the spec (name, e-mail, mobile, state).
export function ProfileMenu({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const popup = useLazyPopup<HTMLButtonElement>();
  const menuId = useId();

  return (
    <>
      <IconButton color={color} aria-label={t('profile.openMenu')} {...popup.triggerProps(menuId)}>
        <AccountCircle fontSize="large" />
      </IconButton>
      {popup.requested && (
        <Suspense fallback={null}>
          <ProfileMenuList
            id={menuId}
            anchorEl={popup.anchor}
            open={popup.open}
            onClose={popup.hide}
          />
        </Suspense>
      )}
    </>
  );
}
