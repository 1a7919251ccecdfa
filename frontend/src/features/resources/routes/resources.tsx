import { ComingSoon } from '../../../components/ui/coming-soon';

export function ResourcesRoute() {
  return <ComingSoon titleKey="pages.resources" backTo="dashboard" />;
}
