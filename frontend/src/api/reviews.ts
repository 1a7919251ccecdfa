import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, requireData } from './client';
import type { components } from './schema';

export type Review = components['schemas']['OrderReviewDto'];
export type ReviewBody = components['schemas']['ReviewBodyDto'];
export type OrderReviews = components['schemas']['OrderReviewsDto'];
export type Rating = components['schemas']['RatingDto'];
export type UserReviews = components['schemas']['UserReviewsDto'];
export type PublicReview = components['schemas']['PublicReviewDto'];

/** Fewer published reviews than this: the member shows as new, not with an average. */
export const RATED_FROM_REVIEWS = 3;
/** The most members the server rates in one request. */
const RATINGS_BATCH = 100;

/** Every query about ratings and reviews starts with this key. */
export const ratingsKey = ['ratings'] as const;

/** POST /api/orders/{id}/review: rate the other side of a completed order, once. */
export async function postReview(orderId: string, body: ReviewBody): Promise<Review> {
  const { data } = await api.POST('/api/orders/{id}/review', {
    params: { path: { id: orderId } },
    body,
  });
  return requireData(data);
}

/** PUT /api/orders/{id}/review: change your review, within 14 days of posting it. */
export async function editReview(orderId: string, body: ReviewBody): Promise<Review> {
  const { data } = await api.PUT('/api/orders/{id}/review', {
    params: { path: { id: orderId } },
    body,
  });
  return requireData(data);
}

/**
 * GET /api/users/ratings: the ratings of the sellers of one page of listings, in one request,
 * keyed by their sorted ids (so the same sellers in another order share the answer).
 */
export function ratingsQuery(userIds: readonly string[]) {
  const ids = [...new Set(userIds.filter(Boolean))].sort().slice(0, RATINGS_BATCH);
  return queryOptions({
    queryKey: [...ratingsKey, 'batch', ids.join(',')] as const,
    queryFn: async ({ signal }): Promise<Record<string, Rating>> => {
      const { data } = await api.GET('/api/users/ratings', {
        params: { query: { ids: ids.join(',') } },
        signal,
      });
      return requireData(data);
    },
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
    // While the next page's ratings load, the cards keep what they show.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/users/{id}/reviews: a member's public page of reviews (no login needed). */
export function userReviewsQuery(userId: string, page = 1) {
  return queryOptions({
    queryKey: [...ratingsKey, 'user', userId, page] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/users/{id}/reviews', {
        params: { path: { id: userId }, query: { page } },
        signal,
      });
      return requireData(data);
    },
    placeholderData: keepPreviousData,
  });
}
