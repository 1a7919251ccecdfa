import { ComingSoon } from '../../../components/ui/coming-soon';

export function CropSellRoute() {
  return <ComingSoon titleKey="pages.cropSell" backTo="dashboard" />;
}
