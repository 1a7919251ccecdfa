import { ComingSoon } from '../../../components/ui/coming-soon';

export function ProductsRoute() {
  return <ComingSoon titleKey="pages.products" backTo="dashboard" />;
}
