import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from '../components/ui/route-error-boundary';
import { paths } from './paths';
import { leftServerRenderedPage } from './prerendered';
import { routes } from './routes';
import { ScrollToTop } from './scroll-to-top';

// AgroBot floats over every page but the account forms; its code loads after the page's own.
const ChatWidget = lazy(() => import('../features/chatbot/components/chat-widget'));
const withoutChat = new Set<string>([
  paths.auth.login,
  paths.auth.loginLowercase,
  paths.auth.signup,
  paths.auth.forgotPassword,
  paths.chatbot,
]);

/** The app's pages; rendered inside a BrowserRouter (main.tsx) or a MemoryRouter (tests). */
export function AppRoutes() {
  const { pathname } = useLocation();
  useEffect(() => leftServerRenderedPage(pathname), [pathname]);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <ScrollToTop />
      {useRoutes(routes)}
      {!withoutChat.has(pathname) && (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
    </RouteErrorBoundary>
  );
}
