import { PRICE_PAGE_SIZE, type PriceQuery } from '../../api/market-prices';
import type { UserProfile } from '../../api/user-profile';
import type { PriceFilterValues } from './components/price-filters';

/** The member's own place, whose prices come first (the API's nearState and nearDistrict). */
export type NearPlace = { state: string; district?: string };

export const noFilters: PriceFilterValues = { state: '', commodity: '', sort: '' };

/** How many of the filters are set (shown on the phone's Filters button). */
export function activeFilterCount(filters: PriceFilterValues): number {
  return [filters.state, filters.commodity, filters.sort].filter(Boolean).length;
}

/** Where the member lives, from their profile: a state (the profile holds no district). */
export function nearPlaceOf(profile: UserProfile | undefined): NearPlace | undefined {
  const state = profile?.state.trim();
  return state ? { state } : undefined;
}

/**
 * The query string of GET /api/market-prices for the filters (empty ones left out), with the
 * member's own state (and district) first. A state the member picks wins: the list is then that
 * state's, and only their district is still put first when it is their own state.
 */
export function priceQuery(filters: PriceFilterValues, page: number, near?: NearPlace): PriceQuery {
  const query: PriceQuery = { page, limit: PRICE_PAGE_SIZE };
  if (filters.state) query.state = filters.state;
  if (filters.commodity) query.commodity = filters.commodity;
  if (filters.sort) query.sort = filters.sort;
  if (near && (!filters.state || (near.district && filters.state === near.state))) {
    query.nearState = near.state;
    if (near.district) query.nearDistrict = near.district;
  }
  return query;
}

/**
 * What the page first asks for, with the member's place from their profile. The server fetches
 * the same when it renders the page, so the browser takes the page over with the same query.
 */
export const firstPriceQuery = (near?: NearPlace): PriceQuery => priceQuery(noFilters, 1, near);
