import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { userProfileQuery } from '../../../api/user-profile';
import { getUserId } from '../../../app/auth-storage';
import { ProfileStatus } from '../../../components/layouts/profile/profile-status';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { EditProfileForm } from '../components/edit-profile-form';
import { MessageSettingsForm } from '../components/message-settings-form';

export function SettingsRoute() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('settings.title'));
  const userId = getUserId();
  const profile = useQuery({ ...userProfileQuery(userId ?? ''), enabled: userId !== null });
  const messagesTitleId = useId();

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2.5 }}>
        {t('settings.title')}
      </Typography>
      <Card sx={{ p: { xs: 2, sm: 3.5 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          {t('settings.editProfile')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('settings.intro')}</Typography>
        {profile.data && userId ? (
          // Keyed by user so a different account never inherits the form's state.
          <EditProfileForm key={userId} userId={userId} profile={profile.data} />
        ) : (
          <ProfileStatus
            failed={profile.isError || userId === null}
            onRetry={userId === null ? undefined : () => void profile.refetch()}
          />
        )}
      </Card>
      {profile.data && userId && (
        <Card
          component="section"
          aria-labelledby={messagesTitleId}
          sx={{ p: { xs: 2, sm: 3.5 }, mt: 3 }}
        >
          <Typography id={messagesTitleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
            {t('settings.messages.title')}
          </Typography>
          <MessageSettingsForm key={userId} userId={userId} profile={profile.data} />
        </Card>
      )}
    </Container>
  );
}
