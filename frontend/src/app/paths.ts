// Every route of the app in one place, with the older app's paths. Paths are case-sensitive on
// purpose: the app links to both /dashboard and /Dashboard, and to /Login and /login, as the
// older app did (docs/architecture.md, "Frontend").
export const paths = {
  home: '/',
  homeAlias: '/Home',
  about: '/About',
  contact: '/ContactUs',
  featureCatalog: '/Feature',
  auth: {
    login: '/Login',
    loginLowercase: '/login',
    signup: '/Signup',
    forgotPassword: '/forgot-password',
  },
  dashboard: '/dashboard',
  dashboardSidebar: '/Dashboard',
  settings: '/Setting',
  schemes: {
    list: '/features/government-schemes',
    state: (stateName: string) => `/state-schemes/${encodeURIComponent(stateName)}`,
  },
  market: {
    list: '/features/MarketAccess',
    product: (id: string) => `/features/MarketAccess/product/${encodeURIComponent(id)}`,
  },
  expert: '/features/expert',
  cropDetection: '/features/crop-detection',
  chatbot: '/features/ai-chatbot',
  resources: {
    list: '/features/resources',
    detail: (id: string) => `/features/resources/${encodeURIComponent(id)}`,
  },
  quickSupport: '/QuickSupport',
  reports: '/Reports',
  liveCropPricing: '/LiveCropPricing',
  routine: '/Routine',
  cropSell: '/CropSell',
  products: '/product',
  orderHistory: '/OrderHistory',
  /** One order: its timeline, the other side's contact and the next step. */
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  /** A member's public reviews: their rating and what the other sides of their trades said. */
  userReviews: (id: string) => `/users/${encodeURIComponent(id)}/reviews`,
  bookmarks: '/Bookmarks',
  /** Administrators: the price sync's runs and a Run now button. */
  ops: '/ops',
} as const;

// Patterns for the router, for the routes above that take a parameter.
export const routePatterns = {
  stateSchemes: '/state-schemes/:stateName',
  marketProduct: '/features/MarketAccess/product/:id',
  resourceDetail: '/features/resources/:id',
  order: '/orders/:id',
  userReviews: '/users/:id/reviews',
  /** A short link to an order in a message to a phone (app/short-link.ts). */
  shortLink: '/o/:code',
} as const;
