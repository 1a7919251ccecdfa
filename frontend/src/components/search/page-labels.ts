import { paths } from '../../app/paths';
import type en from '../../i18n/locales/en.json';

export type PageLabelKey = 'nav.home' | `pages.${keyof (typeof en)['pages']}`;

// The name of each page as the reader knows it (the default catalogue's `pages.*`, always loaded),
// for lists of pages such as the offline message's.
const LABELS: Record<string, PageLabelKey> = {
  [paths.home]: 'nav.home',
  [paths.about]: 'pages.about',
  [paths.contact]: 'pages.contact',
  [paths.featureCatalog]: 'pages.featureCatalog',
  [paths.dashboard]: 'pages.dashboard',
  [paths.dashboardSidebar]: 'pages.dashboard',
  [paths.settings]: 'pages.settings',
  [paths.schemes.list]: 'pages.governmentSchemes',
  [paths.market.list]: 'pages.marketAccess',
  [paths.expert]: 'pages.experts',
  [paths.cropDetection]: 'pages.cropDetection',
  [paths.chatbot]: 'pages.chatbot',
  [paths.resources.list]: 'pages.resources',
  [paths.quickSupport]: 'pages.quickSupport',
  [paths.reports]: 'pages.reports',
  [paths.liveCropPricing]: 'pages.liveCropPricing',
  [paths.routine]: 'pages.routine',
  [paths.cropSell]: 'pages.cropSell',
  [paths.products]: 'pages.products',
  [paths.orderHistory]: 'pages.orderHistory',
  [paths.bookmarks]: 'pages.bookmarks',
};

/** The catalogue key of a page's name, or null for a page with no name of its own. */
export function pageLabelKey(path: string): PageLabelKey | null {
  if (path.startsWith('/state-schemes/')) return 'pages.stateSchemes';
  if (path.startsWith(`${paths.market.list}/product/`)) return 'pages.marketProduct';
  if (path.startsWith(`${paths.resources.list}/`)) return 'pages.resourceDetail';
  return LABELS[path] ?? null;
}
