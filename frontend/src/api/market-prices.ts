import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, requireData } from './client';
import type { components, operations } from './schema';

export type MarketPrice = components['schemas']['MarketPriceDto'];
export type MarketPricePage = components['schemas']['MarketPricePageDto'];
export type PriceSource = components['schemas']['PriceSourceDto'];
export type PriceQuery = NonNullable<operations['listMarketPrices']['parameters']['query']>;
export type PriceSort = NonNullable<PriceQuery['sort']>;
export type PriceTrend = components['schemas']['PriceTrendDto'];
export type PriceHint = components['schemas']['PriceHintDto'];
export type PriceWatch = components['schemas']['PriceWatchDto'];
export type SyncOverview = components['schemas']['PriceSyncOverviewDto'];
export type SyncRun = components['schemas']['PriceSyncRunDto'];

/** The Live Crop Pricing page shows 40 records a page. */
export const PRICE_PAGE_SIZE = 40;

export const pricesKey = ['market-prices'] as const;

export function pricePageQuery(query: PriceQuery) {
  return queryOptions({
    queryKey: [...pricesKey, 'page', query] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/market-prices', { params: { query }, signal });
      return requireData(data);
    },
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function priceFiltersQuery(state?: string) {
  return queryOptions({
    queryKey: [...pricesKey, 'filters', state ?? ''] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/market-prices/filters', {
        params: { query: state ? { state } : {} },
        signal,
      });
      return requireData(data);
    },
    staleTime: 5 * 60_000,
  });
}

export function priceTrendQuery(commodity: string, state?: string, market?: string) {
  return queryOptions({
    queryKey: [...pricesKey, 'trend', commodity, state ?? '', market ?? ''] as const,
    queryFn: async ({ signal }) => {
      const query: { commodity: string; state?: string; market?: string } = { commodity };
      if (state) query.state = state;
      if (market) query.market = market;
      const { data } = await api.GET('/api/market-prices/trend', { params: { query }, signal });
      return requireData(data);
    },
    staleTime: 5 * 60_000,
  });
}

/** The latest median modal price of a crop in a state; null when there are no prices for it. */
export function priceHintQuery(commodity: string, state: string) {
  return queryOptions({
    queryKey: [...pricesKey, 'hint', commodity.toLowerCase(), state] as const,
    queryFn: async ({ signal }): Promise<PriceHint | null> => {
      try {
        const { data } = await api.GET('/api/market-prices/hint', {
          params: { query: { commodity, state } },
          signal,
        });
        return requireData(data);
      } catch (e) {
        if ((e as { status?: number }).status === 404) return null;
        throw e;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export const watchlistKey = [...pricesKey, 'watchlist'] as const;

export function watchlistQuery() {
  return queryOptions({
    queryKey: watchlistKey,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/market-prices/watchlist', { signal });
      return requireData(data).data;
    },
  });
}

export type NewWatch = NonNullable<
  operations['addPriceWatch']['requestBody']
>['content']['application/json'];
export type WatchAlerts = NonNullable<
  operations['setPriceWatchAlerts']['requestBody']
>['content']['application/json'];

export async function addWatch(watch: NewWatch): Promise<PriceWatch> {
  const { data } = await api.POST('/api/market-prices/watchlist', { body: watch });
  return requireData(data);
}

/** Sets or clears a watch's alert prices: a field left out stays, null clears it. */
export async function setWatchAlerts(id: string, alerts: WatchAlerts): Promise<PriceWatch> {
  const { data } = await api.PATCH('/api/market-prices/watchlist/{id}', {
    params: { path: { id } },
    body: alerts,
  });
  return requireData(data);
}

export async function removeWatch(id: string): Promise<void> {
  await api.DELETE('/api/market-prices/watchlist/{id}', { params: { path: { id } } });
}

export function syncRunsQuery(refetchWhileRunning: boolean) {
  return queryOptions({
    queryKey: [...pricesKey, 'sync-runs'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/market-prices/sync-runs', { signal });
      return requireData(data);
    },
    refetchInterval: (query) =>
      refetchWhileRunning || query.state.data?.data.some((r) => r.status === 'running')
        ? 2000
        : false,
  });
}

export async function startSync(): Promise<SyncRun> {
  const { data } = await api.POST('/api/market-prices/sync');
  return requireData(data);
}

/** Rupees per quintal (100 kg) to rupees per kilogram. */
export function perKg(pricePerQuintal: number): number {
  return Math.round(pricePerQuintal) / 100;
}
