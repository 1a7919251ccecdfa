import { ComingSoon } from '../../../components/ui/coming-soon';

export function DashboardRoute() {
  return <ComingSoon titleKey="pages.dashboard" backTo="home" />;
}
