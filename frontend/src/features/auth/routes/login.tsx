import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function LoginRoute() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('login.title'));
  // The form at once: the animated picture shows only while this page loads (routes.tsx).
  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      tagline={t('login.tagline')}
      after={
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {tCommon('footer.copyright')}
        </Typography>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
