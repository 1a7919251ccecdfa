import { ComingSoon } from '../../../components/ui/coming-soon';

export function QuickSupportRoute() {
  return <ComingSoon titleKey="pages.quickSupport" backTo="dashboard" />;
}
