import { ComingSoon } from '../../../components/ui/coming-soon';

export function RoutineRoute() {
  return <ComingSoon titleKey="pages.routine" backTo="dashboard" />;
}
