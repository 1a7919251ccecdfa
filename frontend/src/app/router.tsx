import { useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from '../components/ui/route-error-boundary';
import { routes } from './routes';
import { ScrollToTop } from './scroll-to-top';

/** The app's pages; rendered inside a BrowserRouter (main.tsx) or a MemoryRouter (tests). */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <ScrollToTop />
      {useRoutes(routes)}
    </RouteErrorBoundary>
  );
}
