import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageShown } from '../../app/page-shown';
import { PageLoading } from '../ui/page-loading';
import { RouteErrorBoundary } from '../ui/route-error-boundary';

// Where a layout shows its page: a spinner while the page's code downloads on first visit, an
// error message (and the layout still around it) if the page fails.
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <PageShown />
      </Suspense>
    </RouteErrorBoundary>
  );
}
