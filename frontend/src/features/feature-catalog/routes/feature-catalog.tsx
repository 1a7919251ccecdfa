import { ComingSoon } from '../../../components/ui/coming-soon';

export function FeatureCatalogRoute() {
  return <ComingSoon titleKey="pages.featureCatalog" backTo="home" />;
}
