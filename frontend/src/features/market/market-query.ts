import type { CropListQuery } from '../../api/crops';
import type { MarketFilterValues } from './components/market-filters';

export const MARKET_PAGE_SIZE = 24;

/** The query string of GET /api/crops for the filters (empty filters are left out). */
export function marketQuery(filters: MarketFilterValues, page: number): CropListQuery {
  const query: CropListQuery = { sort: filters.sort, page, limit: MARKET_PAGE_SIZE };
  const q = filters.search.trim();
  if (q) query.q = q;
  if (filters.category) query.category = filters.category;
  if (filters.state) query.state = filters.state;
  return query;
}

export const noFilters: MarketFilterValues = {
  search: '',
  category: '',
  state: '',
  sort: 'newest',
};

/** What the page first asks for; the server fetches the same when it renders the page. */
export const firstMarketQuery = (): CropListQuery => marketQuery(noFilters, 1);
