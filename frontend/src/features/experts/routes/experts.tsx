import { ComingSoon } from '../../../components/ui/coming-soon';

export function ExpertsRoute() {
  return <ComingSoon titleKey="pages.experts" backTo="dashboard" />;
}
