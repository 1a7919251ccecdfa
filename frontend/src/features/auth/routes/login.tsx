import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '../../../components/ui/prefers-reduced-motion';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { LoginSplash } from '../components/login-splash';

export function LoginRoute() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('login.title'));
  // The 2.5 s splash is decoration. Whoever asked their system for reduced
  // motion gets the form at once instead of a shortened animation: a still picture would only
  // be a wait. Browser tests use the same switch (emulateMedia) to skip it.
  const [splash, setSplash] = useState(() => !prefersReducedMotion());
  const hideSplash = useCallback(() => setSplash(false), []);

  if (splash) return <LoginSplash onDone={hideSplash} />;

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
