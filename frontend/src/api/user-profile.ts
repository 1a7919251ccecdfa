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

/** Saves the language the member chose, so the server and their other devices use it too. */
export async function saveProfileLanguage(
  userId: string,
  language: UserProfile['language'],
): Promise<UserProfile> {
  const { data } = await api.PUT('/api/auth/users/{userId}', {
    params: { path: { userId } },
    body: { language },
  });
  return requireData(data);
}
