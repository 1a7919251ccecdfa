import type { Rating } from '../../../api/reviews';
import { http } from '../../../testing/api-server';

/**
 * GET /api/users/ratings: the given ratings by member id, and "no reviews yet" for every other
 * id asked about (as the server answers).
 */
export function ratingsOf(known: Record<string, Rating> = {}) {
  return http.get('/api/users/ratings', ({ query, response }) => {
    const ids = (query.get('ids') ?? '').split(',').filter(Boolean);
    return response(200).json(
      Object.fromEntries(ids.map((id) => [id, known[id] ?? { average: null, count: 0 }])),
    );
  });
}

/** Sellers with no reviews yet. */
export const noRatings = ratingsOf();
