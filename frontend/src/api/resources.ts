import { queryOptions } from '@tanstack/react-query';
import { api, requireData } from './client';
import type { components } from './schema';

export type Resource = components['schemas']['ResourceDto'];
export type Review = components['schemas']['ReviewDto'];
export type ReviewPage = components['schemas']['ReviewListDto'];
export type NewReview = components['schemas']['NewReviewDto'];

/** The carousel shows this many of the newest reviews. */
export const REVIEWS_SHOWN = 20;

export const resourcesKey = ['resources'] as const;

export function resourceListQuery() {
  return queryOptions({
    queryKey: [...resourcesKey, 'list'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/resources/all', { signal });
      return requireData(data).data;
    },
    staleTime: 10 * 60_000,
  });
}

export function resourceQuery(id: string) {
  return queryOptions({
    queryKey: [...resourcesKey, 'one', id] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/resources/{id}', {
        params: { path: { id } },
        signal,
      });
      return requireData(data);
    },
    staleTime: 10 * 60_000,
  });
}

export function reviewsKey(resourceId: string) {
  return [...resourcesKey, 'reviews', resourceId] as const;
}

/** The newest reviews of a category, newest first ("Our Happy Clients"). */
export function reviewsQuery(resourceId: string) {
  return queryOptions({
    queryKey: reviewsKey(resourceId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/resources/{id}/reviews', {
        params: { path: { id: resourceId }, query: { page: 1, limit: REVIEWS_SHOWN } },
        signal,
      });
      return requireData(data);
    },
  });
}

export async function addReview(resourceId: string, review: NewReview): Promise<Review> {
  const { data } = await api.POST('/api/resources/{id}/reviews', {
    params: { path: { id: resourceId } },
    body: review,
  });
  return requireData(data);
}

export async function deleteReview(resourceId: string, reviewId: string): Promise<void> {
  await api.DELETE('/api/resources/{id}/reviews/{reviewId}', {
    params: { path: { id: resourceId, reviewId } },
  });
}
