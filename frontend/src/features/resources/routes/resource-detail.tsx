import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon';

export function ResourceDetailRoute() {
  const { id } = useParams();
  return <ComingSoon titleKey="pages.resourceDetail" backTo="dashboard" detail={id} />;
}
