import { queryOptions } from '@tanstack/react-query';
import { api, requireData } from './client';
import type { components } from './schema';

export type Scheme = components['schemas']['SchemeDto'];
export type SchemeList = components['schemas']['SchemeListDto'];
export type SchemeAudience = components['schemas']['SchemeAudienceDto'];
export type FarmerCategory = SchemeAudience['farmerCategories'][number];
export type SchemeCrop = NonNullable<SchemeAudience['crops']>[number];
export type AgricultureDepartment = components['schemas']['AgricultureDepartmentDto'];

/** The `state` of central schemes, and the first card of the Government Schemes grid. */
export const ALL_STATES = 'All States';

/**
 * The URL form of a state in /state-schemes/{stateName}: the name in lower case
 * with spaces replaced by hyphens, "Tamil Nadu" -> "tamil-nadu".
 */
export function stateSchemesSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** One state's schemes plus the central ones; the server answers 404 for an unknown state. */
export function stateSchemesQuery(state: string) {
  return queryOptions({
    queryKey: ['schemes', 'state', state.toLowerCase()] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/schemes/all', { params: { query: { state } }, signal });
      return requireData(data);
    },
    staleTime: 10 * 60_000,
  });
}
