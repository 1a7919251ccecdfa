import { queryOptions } from '@tanstack/react-query';
import { api, requireData } from './client';
import type { components } from './schema';

export type IndianState = components['schemas']['IndianStateDto'];

// The 28 states and 8 union territories: reference data that does not change while the app runs.
export const indianStatesQuery = queryOptions({
  queryKey: ['states'] as const,
  queryFn: async ({ signal }) => {
    const { data } = await api.GET('/api/states', { signal });
    return requireData(data).data;
  },
  staleTime: Infinity,
  gcTime: Infinity,
});
