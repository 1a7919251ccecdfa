import { ComingSoon } from '../../../components/ui/coming-soon';

export function ContactRoute() {
  return <ComingSoon titleKey="pages.contact" backTo="home" />;
}
