import { ComingSoon } from '../../../components/ui/coming-soon';

export function ReportsRoute() {
  return <ComingSoon titleKey="pages.reports" backTo="dashboard" />;
}
