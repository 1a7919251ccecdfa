import { ComingSoon } from '../../../components/ui/coming-soon';

export function SignupRoute() {
  return <ComingSoon titleKey="pages.signup" backTo="home" />;
}
