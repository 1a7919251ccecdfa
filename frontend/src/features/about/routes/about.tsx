import { ComingSoon } from '../../../components/ui/coming-soon';

export function AboutRoute() {
  return <ComingSoon titleKey="pages.about" backTo="home" />;
}
