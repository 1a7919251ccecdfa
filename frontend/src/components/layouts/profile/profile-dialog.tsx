import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useStateName } from '../../../api/indian-states';
import { userProfileQuery, type UserProfile } from '../../../api/user-profile';
import { getUserId } from '../../../app/auth-storage';
import { paths } from '../../../app/paths';
import { logOut } from '../../../app/session';
import { ProfileStatus } from './profile-status';

type ProfileDialogProps = {
  id: string;
  open: boolean;
  onClose: () => void;
};

function ProfileDetails({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('accounts');
  const stateName = useStateName();
  const rows = [
    [t('fields.name'), profile.name],
    [t('fields.email'), profile.email],
    [t('fields.mobile'), profile.mobile],
    [t('fields.location'), stateName(profile.state)],
  ] as const;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/** The profile: name, email, mobile number and location, an Update link and Logout. */
export function ProfileDialog({ id, open, onClose }: ProfileDialogProps) {
  const { t } = useTranslation('accounts');
  const titleId = useId();
  const userId = getUserId();
  const profile = useQuery({ ...userProfileQuery(userId ?? ''), enabled: userId !== null });

  function handleLogout() {
    onClose();
    logOut();
  }

  return (
    <Dialog id={id} open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('profile.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('profile.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {profile.data ? (
          <ProfileDetails profile={profile.data} />
        ) : (
          <ProfileStatus
            failed={profile.isError || userId === null}
            onRetry={userId === null ? undefined : () => void profile.refetch()}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, justifyContent: 'space-between' }}>
        <Button component={RouterLink} to={paths.settings} onClick={onClose} variant="outlined">
          {t('profile.update')}
        </Button>
        <Button onClick={handleLogout} color="error" startIcon={<LogoutIcon />}>
          {t('profile.logout')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
