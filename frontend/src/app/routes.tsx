import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from '../components/layouts/public-layout/public-layout';
import { PageLoading } from '../components/ui/page-loading';
import { isLoggedIn } from './auth-storage';
import { paths, routePatterns } from './paths';
import { RequireAuth } from './require-auth';

// Each page is its own chunk, downloaded on first visit (React.lazy); the layouts show a spinner
// in its place meanwhile. The landing page's budget is 170 KB of JavaScript (docs/performance.md),
// which is also why this is a declarative route table and not a data router (17 KB more).
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({
    default: (await load())[name],
  }));
  return <Page />;
}

function route(path: string, element: ReactNode): RouteObject {
  return { path, caseSensitive: true, element };
}

const AuthLayout = lazy(() =>
  import('../components/layouts/auth-layout/auth-layout').then((m) => ({ default: m.AuthLayout })),
);
const memberLayout = (
  <Suspense fallback={<PageLoading />}>
    <AuthLayout />
  </Suspense>
);

// A page anyone may open from a shared link: a member reads it in the member layout (side menu,
// notifications), a visitor in the public one.
function MemberOrPublicLayout() {
  return isLoggedIn() ? memberLayout : <PublicLayout />;
}

// While the login page loads, its animated picture shows in its place (components/layouts/
// page-outlet.tsx); on a page the server sent, the form is there at once (docs/adr/0010).
const login = page(() => import('../features/auth/routes/login'), 'LoginRoute');
const dashboard = page(() => import('../features/dashboard/routes/dashboard'), 'DashboardRoute');

// The route table, with the paths of app/paths.ts. Paths are case-sensitive: /Reports is a page,
// /reports a 404.
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        index: true,
        element: page(() => import('../features/landing/routes/landing'), 'LandingRoute'),
      },
      route(paths.homeAlias, <Navigate to={paths.home} replace />),
      route(
        paths.about,
        page(() => import('../features/about/routes/about'), 'AboutRoute'),
      ),
      route(
        paths.contact,
        page(() => import('../features/contact/routes/contact'), 'ContactRoute'),
      ),
      route(
        paths.featureCatalog,
        page(
          () => import('../features/feature-catalog/routes/feature-catalog'),
          'FeatureCatalogRoute',
        ),
      ),
      route(
        paths.auth.forgotPassword,
        page(() => import('../features/auth/routes/forgot-password'), 'ForgotPasswordRoute'),
      ),
      // A member's reviews are public: a seller may share the link with buyers not yet members.
      route(
        routePatterns.userReviews,
        page(() => import('../features/market/routes/user-reviews'), 'UserReviewsRoute'),
      ),
      // Short links in messages to phones: the order's page (which asks for a login first).
      // Loaded on demand: the landing page's script carries none of it.
      route(
        routePatterns.shortLink,
        page(() => import('./routes/short-link'), 'ShortLinkRoute'),
      ),
      { path: '*', element: page(() => import('./routes/not-found'), 'NotFoundRoute') },
    ],
  },
  {
    element: <MemberOrPublicLayout />,
    children: [
      // A listing is public: a seller shares its link on WhatsApp with buyers not yet members.
      route(
        routePatterns.marketProduct,
        page(() => import('../features/market/routes/market-product'), 'MarketProductRoute'),
      ),
    ],
  },
  {
    element: <PublicLayout footer={false} />,
    children: [
      route(paths.auth.login, login),
      route(paths.auth.loginLowercase, login),
      route(
        paths.auth.signup,
        page(() => import('../features/auth/routes/signup'), 'SignupRoute'),
      ),
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: memberLayout,
        children: [
          route(paths.dashboard, dashboard),
          route(paths.dashboardSidebar, dashboard),
          route(
            paths.ops,
            page(() => import('../features/ops/routes/ops'), 'OpsRoute'),
          ),
          route(
            paths.settings,
            page(() => import('../features/settings/routes/settings'), 'SettingsRoute'),
          ),
          route(
            paths.schemes.list,
            page(
              () => import('../features/schemes/routes/government-schemes'),
              'GovernmentSchemesRoute',
            ),
          ),
          route(
            routePatterns.stateSchemes,
            page(() => import('../features/schemes/routes/state-schemes'), 'StateSchemesRoute'),
          ),
          route(
            paths.market.list,
            page(() => import('../features/market/routes/market-access'), 'MarketAccessRoute'),
          ),
          route(
            routePatterns.order,
            page(() => import('../features/orders/routes/order'), 'OrderRoute'),
          ),
          route(
            paths.products,
            page(() => import('../features/market/routes/products'), 'ProductsRoute'),
          ),
          route(
            paths.expert,
            page(() => import('../features/experts/routes/experts'), 'ExpertsRoute'),
          ),
          route(
            paths.cropDetection,
            page(
              () => import('../features/crop-detection/routes/crop-detection'),
              'CropDetectionRoute',
            ),
          ),
          route(
            paths.chatbot,
            page(() => import('../features/chatbot/routes/chatbot'), 'ChatbotRoute'),
          ),
          route(
            paths.resources.list,
            page(() => import('../features/resources/routes/resources'), 'ResourcesRoute'),
          ),
          route(
            routePatterns.resourceDetail,
            page(
              () => import('../features/resources/routes/resource-detail'),
              'ResourceDetailRoute',
            ),
          ),
          route(
            paths.quickSupport,
            page(() => import('../features/support/routes/quick-support'), 'QuickSupportRoute'),
          ),
          route(
            paths.reports,
            page(() => import('../features/orders/routes/reports'), 'ReportsRoute'),
          ),
          route(
            paths.orderHistory,
            page(() => import('../features/orders/routes/order-history'), 'OrderHistoryRoute'),
          ),
          route(
            paths.liveCropPricing,
            page(
              () => import('../features/market-prices/routes/live-crop-pricing'),
              'LiveCropPricingRoute',
            ),
          ),
          route(
            paths.routine,
            page(() => import('../features/routine/routes/routine'), 'RoutineRoute'),
          ),
          route(
            paths.cropSell,
            page(() => import('../features/crop-listing/routes/crop-sell'), 'CropSellRoute'),
          ),
          route(
            paths.bookmarks,
            page(() => import('../features/bookmarks/routes/bookmarks'), 'BookmarksRoute'),
          ),
        ],
      },
    ],
  },
];
