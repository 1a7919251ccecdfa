import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
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

/**
 * A state's name in the reader's language ("Gujarat" -> "ગુજરાત"), from GET /api/states (which
 * answers in the request's language); the English name until the list has loaded.
 */
export function useStateName(): (name: string) => string {
  const states = useQuery(indianStatesQuery);
  const data = states.data;
  return useCallback(
    (name: string) => data?.find((s) => s.name === name || s.slug === name)?.label ?? name,
    [data],
  );
}
