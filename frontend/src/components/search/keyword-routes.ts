import { paths } from '../../app/paths';

// The keyword tables of the two search boxes: the navigation bar's and the dashboard header's.
// Order matters: the first keyword found in the query wins, so 'market report' goes to /Reports
// in the header table.
export type KeywordRoute = readonly [keyword: string, path: string];

export const navbarKeywordRoutes: readonly KeywordRoute[] = [
  ['home', paths.home],
  ['about', paths.about],
  ['contact', paths.contact],
  ['feature', paths.featureCatalog],
  ['dashboard', paths.dashboard],
  ['government', paths.schemes.list],
  ['market', paths.market.list],
  ['expert', paths.expert],
  ['resource', paths.resources.list],
  ['setting', paths.settings],
  ['support', paths.quickSupport],
  ['report', paths.reports],
  ['routine', paths.routine],
  ['sell', paths.cropSell],
  ['product', paths.products],
  ['order', paths.orderHistory],
];

export const headerKeywordRoutes: readonly KeywordRoute[] = [
  ['report', paths.reports],
  ['profile', paths.settings],
  ['history', paths.orderHistory],
  ['sell', paths.cropSell],
  ['bookmark', paths.bookmarks],
  ['routine', paths.routine],
  ['dash', paths.dashboardSidebar],
  ['home', paths.homeAlias],
  ['about', paths.about],
  ['contact', paths.contact],
  ['feature', paths.featureCatalog],
  ['government', paths.schemes.list],
  ['market', paths.market.list],
  ['expert', paths.expert],
  ['resource', paths.resources.list],
  ['support', paths.quickSupport],
  ['product', paths.products],
  ['order', paths.orderHistory],
];

/** The path of the first keyword contained in the query (trimmed, case-insensitive), else null. */
export function findRouteForQuery(table: readonly KeywordRoute[], query: string): string | null {
  const needle = query.trim().toLowerCase();
  const hit = table.find(([keyword]) => needle.includes(keyword));
  return hit ? hit[1] : null;
}
