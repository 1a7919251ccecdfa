import { ComingSoon } from '../../../components/ui/coming-soon';

export function GovernmentSchemesRoute() {
  return <ComingSoon titleKey="pages.governmentSchemes" backTo="dashboard" />;
}
