import { ComingSoon } from '../../../components/ui/coming-soon';

export function LoginRoute() {
  return <ComingSoon titleKey="pages.login" backTo="home" />;
}
