import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon';

export function StateSchemesRoute() {
  const { stateName } = useParams();
  return <ComingSoon titleKey="pages.stateSchemes" backTo="dashboard" detail={stateName} />;
}
