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
  upiId: null,
  mobileToAcceptedBuyersOnly: false,
  smsAlerts: true,
  whatsappAlerts: false,
  quietHoursStart: '21:00',
  quietHoursEnd: '07:00',
};

/** GET /api/states in English, shortened to two states and a union territory. */
export const someIndianStates: Schema<'IndianStateListDto'> = {
  data: [
    { _id: 's1', code: 'GJ', name: 'Gujarat', slug: 'gujarat', kind: 'state', label: 'Gujarat' },
    {
      _id: 's2',
      code: 'MH',
      name: 'Maharashtra',
      slug: 'maharashtra',
      kind: 'state',
      label: 'Maharashtra',
    },
    {
      _id: 'u1',
      code: 'DL',
      name: 'Delhi',
      slug: 'delhi',
      kind: 'union_territory',
      label: 'Delhi',
    },
  ],
};

/** The same states as GET /api/states answers a reader of `language`: `label` in their language. */
export function someIndianStatesIn(language: 'en' | 'hi' | 'gu'): Schema<'IndianStateListDto'> {
  const labels: Record<string, { hi: string; gu: string }> = {
    Gujarat: { hi: 'गुजरात', gu: 'ગુજરાત' },
    Maharashtra: { hi: 'महाराष्ट्र', gu: 'મહારાષ્ટ્ર' },
    Delhi: { hi: 'दिल्ली', gu: 'દિલ્હી' },
  };
  return {
    data: someIndianStates.data.map((state) => ({
      ...state,
      label: language === 'en' ? state.name : (labels[state.name]?.[language] ?? state.name),
    })),
  };
}

/** GET /api/states: the states above, named in the language the request asks for. */
export const getIndianStates = http.get('/api/states', ({ request, response }) => {
  const asked = request.headers.get('Accept-Language');
  return response(200).json(someIndianStatesIn(asked === 'hi' || asked === 'gu' ? asked : 'en'));
});

/** Some mandi names of the backend's dictionary (market-prices/infrastructure/data/mandi-names.json). */
const mandiNames: Record<string, { hi: string; gu: string; aliases?: string[] }> = {
  Gujarat: { hi: 'गुजरात', gu: 'ગુજરાત' },
  Maharashtra: { hi: 'महाराष्ट्र', gu: 'મહારાષ્ટ્ર' },
  Cotton: { hi: 'कपास', gu: 'કપાસ', aliases: ['kapas', 'kapaas', 'narma', 'rui', 'kapus'] },
  Onion: {
    hi: 'प्याज',
    gu: 'ડુંગળી',
    aliases: ['pyaj', 'pyaz', 'pyaaz', 'kanda', 'dungli', 'dungri', 'kando'],
  },
  Soyabean: {
    hi: 'सोयाबीन',
    gu: 'સોયાબીન',
    aliases: ['soybean', 'soya', 'soyabin', 'soyabeen'],
  },
  Wheat: {
    hi: 'गेहूँ',
    gu: 'ઘઉં',
    aliases: ['gehu', 'gehun', 'gahu', 'ghau', 'ghaun', 'kanak'],
  },
};

/** A name of the feed as a reader of `language` reads it (the feed's own name when unknown). */
export function mandiName(name: string, language: 'en' | 'hi' | 'gu' = 'en'): string {
  return language === 'en' ? name : (mandiNames[name]?.[language] ?? name);
}

/**
 * GET /api/market-prices/filters as the backend answers it in `language`: each state and crop by
 * its name in that language, and the words that find each crop (its three names and the
 * romanised spellings farmers type).
 */
export function priceFilters(
  states: string[],
  commodities: string[],
  language: 'en' | 'hi' | 'gu' = 'en',
): Schema<'PriceFiltersDto'> {
  const words = (c: string) => {
    const entry = mandiNames[c];
    const all = [c, entry?.hi, entry?.gu, ...(entry?.aliases ?? [])];
    return [...new Set(all.filter((w): w is string => !!w).map((w) => w.toLowerCase()))];
  };
  return {
    states,
    commodities,
    labels: Object.fromEntries([...states, ...commodities].map((n) => [n, mandiName(n, language)])),
    searchWords: Object.fromEntries(commodities.map((c) => [c, words(c)])),
  };
}

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
    response(200).json(priceFilters([], [])),
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
  getIndianStates,
  http.get('/api/schemes/all', ({ query, response }) => {
    const state = query.get('state');
    const known = someIndianStates.data.some((s) => s.slug === state || s.name === state);
    return state && !known
      ? response(404).json({ statusCode: 404, message: 'State not found' })
      : response(200).json({ data: [], department: null, state: null });
  }),
];
