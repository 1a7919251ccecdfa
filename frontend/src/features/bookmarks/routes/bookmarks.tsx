import { ComingSoon } from '../../../components/ui/coming-soon';

export function BookmarksRoute() {
  return <ComingSoon titleKey="pages.bookmarks" backTo="dashboard" />;
}
