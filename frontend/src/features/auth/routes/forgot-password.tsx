import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordFlow } from '../components/forgot-password-flow';

export function ForgotPasswordRoute() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('forgotPassword.title'));
  return (
    <AuthCard
      title={t('forgotPassword.title')}
      subtitle={t('forgotPassword.subtitle')}
      tagline={t('forgotPassword.tagline')}
    >
      <ForgotPasswordFlow />
    </AuthCard>
  );
}
