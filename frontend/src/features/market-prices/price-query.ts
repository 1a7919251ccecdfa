import { PRICE_PAGE_SIZE, type PriceQuery } from '../../api/market-prices';
import type { PriceFilterValues } from './components/price-filters';

/** The query string of GET /api/market-prices for the filters (empty ones left out). */
export function priceQuery(filters: PriceFilterValues, page: number): PriceQuery {
  const query: PriceQuery = { page, limit: PRICE_PAGE_SIZE };
  if (filters.state) query.state = filters.state;
  if (filters.commodity) query.commodity = filters.commodity;
  if (filters.sort) query.sort = filters.sort;
  return query;
}

/** What the page first asks for; the server fetches the same when it renders the page. */
export const firstPriceQuery = (): PriceQuery =>
  priceQuery({ state: '', commodity: '', sort: '' }, 1);
