import { ComingSoon } from '../../../components/ui/coming-soon';

export function MarketAccessRoute() {
  return <ComingSoon titleKey="pages.marketAccess" backTo="dashboard" />;
}
