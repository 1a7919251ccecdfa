import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type ProfileStatusProps = {
  /** The profile could not be loaded (or there is no user id to load it with). */
  failed: boolean;
  /** Offered with the failure when another try can help. */
  onRetry?: () => void;
};

/** Stands in for the profile until it arrives: 'Loading profile...', or why it did not. */
export function ProfileStatus({ failed, onRetry }: ProfileStatusProps) {
  const { t } = useTranslation('accounts');
  if (!failed) return <Typography role="status">{t('profile.loading')}</Typography>;
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )
      }
    >
      {t('profile.loadFailed')}
    </Alert>
  );
}
