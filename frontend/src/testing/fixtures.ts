// Answers of the API that several tests share.
import { http, type Schema } from './api-server';

/** GET /api/auth/users/user-1 */
export const farmerProfile: Schema<'UserProfileDto'> = {
  _id: 'user-1',
  name: 'Asha Patel',
  username: null,
  email: 'asha@example.com',
  mobile: '9876543210',
  language: 'English',
  state: 'Gujarat',
  address: 'Near the dairy, Anand',
  role: 'user',
};

/** GET /api/states, shortened to two states and a union territory. */
export const someIndianStates: Schema<'IndianStateListDto'> = {
  data: [
    { _id: 's1', code: 'GJ', name: 'Gujarat', slug: 'gujarat', kind: 'state' },
    { _id: 's2', code: 'MH', name: 'Maharashtra', slug: 'maharashtra', kind: 'state' },
    { _id: 'u1', code: 'DL', name: 'Delhi', slug: 'delhi', kind: 'union_territory' },
  ],
};

/** GET /api/notifications/{userId}: nothing new. */
export const noNotifications = http.get('/api/notifications/{userId}', ({ response }) =>
  response(200).json([]),
);

/** GET /api/auth/users/{userId}: the farmer above, under the id asked for. */
export const getFarmerProfile = http.get('/api/auth/users/{userId}', ({ params, response }) =>
  response(200).json({ ...farmerProfile, _id: params.userId }),
);

/**
 * What the layout of every member page asks for, answered in every test (setup-tests.ts): the
 * member's profile and notifications. A test that cares gives its own answers with `mockApi`.
 */
export const memberLayout = [getFarmerProfile, noNotifications];

/**
 * An API with nothing in it: what the member pages read first answers empty, and a listing, a
 * machinery category or a state's schemes are not found.
 */
export const emptyApi = [
  http.get('/api/orders', ({ response }) => response(200).json([])),
  http.get('/api/orders/{userId}', ({ response }) => response(200).json([])),
  http.get('/api/weather', ({ response }) =>
    response(503).json({ statusCode: 503, message: 'Weather unavailable: no API key configured' }),
  ),
  http.get('/api/market-prices', ({ response }) =>
    response(200).json({
      data: [],
      page: 1,
      limit: 40,
      date: null,
      source: { kind: 'sample', label: 'Sample data shipped with AgroSense' },
    }),
  ),
  http.get('/api/market-prices/filters', ({ response }) =>
    response(200).json({ states: [], commodities: [] }),
  ),
  http.get('/api/market-prices/watchlist', ({ response }) => response(200).json({ data: [] })),
  http.get('/api/crops', ({ response }) => response(200).json([])),
  http.get('/api/crops/{id}', ({ response }) =>
    response(404).json({ statusCode: 404, message: 'Crop not found', code: 'CROP.NOT_FOUND' }),
  ),
  http.get('/api/resources/all', ({ response }) => response(200).json({ data: [] })),
  http.get('/api/resources/{id}', ({ response }) =>
    response(404).json({ statusCode: 404, message: 'Resource not found' }),
  ),
  http.get('/api/states', ({ response }) => response(200).json(someIndianStates)),
  http.get('/api/schemes/all', ({ query, response }) => {
    const state = query.get('state');
    const known = someIndianStates.data.some((s) => s.slug === state || s.name === state);
    return state && !known
      ? response(404).json({ statusCode: 404, message: 'State not found' })
      : response(200).json({ data: [], department: null, state: null });
  }),
];
