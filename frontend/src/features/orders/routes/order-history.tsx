import { ComingSoon } from '../../../components/ui/coming-soon';

export function OrderHistoryRoute() {
  return <ComingSoon titleKey="pages.orderHistory" backTo="dashboard" />;
}
