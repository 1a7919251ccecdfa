import { ComingSoon } from '../../../components/ui/coming-soon';

export function LiveCropPricingRoute() {
  return <ComingSoon titleKey="pages.liveCropPricing" backTo="dashboard" />;
}
