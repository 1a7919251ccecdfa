import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon';

export function MarketProductRoute() {
  const { id } = useParams();
  return <ComingSoon titleKey="pages.marketProduct" backTo="dashboard" detail={id} />;
}
