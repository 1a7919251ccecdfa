import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { AuthCard } from '../components/auth-card';
import { SignupWizard } from '../components/signup-wizard';

export function SignupRoute() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('signup.title'));
  return (
    <AuthCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      tagline={t('signup.tagline')}
    >
      <SignupWizard />
    </AuthCard>
  );
}
