import { ComingSoon } from '../../../components/ui/coming-soon';

export function CropDetectionRoute() {
  return <ComingSoon titleKey="pages.cropDetection" backTo="dashboard" />;
}
