import { ComingSoon } from '../../../components/ui/coming-soon';

export function ForgotPasswordRoute() {
  return <ComingSoon titleKey="pages.forgotPassword" backTo="home" />;
}
