import { queryOptions } from '@tanstack/react-query';
import { api, requireData } from './client';
import type { components } from './schema';

export type UserProfile = components['schemas']['UserProfileDto'];

// Shared by the profile modal (both layouts), the settings page and the login (which switches
// to the user's language), so one cached answer serves all three.
export function userProfileQuery(userId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'profile'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/auth/users/{userId}', {
        params: { path: { userId } },
        signal,
      });
      return requireData(data);
    },
  });
}
