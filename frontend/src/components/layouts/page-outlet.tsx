import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageShown } from '../../app/page-shown';
import { paths } from '../../app/paths';
import { LoginSplash } from '../ui/login-splash';
import { PageLoading } from '../ui/page-loading';
import { RouteErrorBoundary } from '../ui/route-error-boundary';

// Where a layout shows its page: a spinner while the page's code downloads on first visit (the
// login page's animated picture for the login page, docs/adr/0010), an error message (and the
// layout still around it) if the page fails. One boundary with PageShown: the page has been taken
// over only once the page itself is in (a press held until the app runs waits for it).
export function PageOutlet() {
  const { pathname } = useLocation();
  const login = pathname === paths.auth.login || pathname === paths.auth.loginLowercase;
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={login ? <LoginSplash /> : <PageLoading />}>
        <Outlet />
        <PageShown />
      </Suspense>
    </RouteErrorBoundary>
  );
}
