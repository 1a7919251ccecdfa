import request from 'supertest';
import { png } from '../support/images';
import { recording } from '../support/recordings';
import { auth, listCrop, placeOrder, type Account, type Caller, type World } from './support/world';

/** The status each caller must get. 401/403/404 are refusals; anything else means "let through". */
export type Expected = Record<Caller, number>;

/** One real request: path with its ids filled in, and a JSON body or multipart form. */
export interface Call {
  path: string;
  query?: Record<string, string>;
  json?: object;
  fields?: Record<string, string>;
  file?: { field: string; name: string; data: Buffer };
  /** A token to send instead of the caller's usual one (e.g. a second session to end). */
  token?: string;
}

export interface Declaration {
  expect: Expected;
  /**
   * The request, always naming owner's things (owner's id, listing, order, notification...), so
   * "other" and "admin" are really asking about someone else's. Made per caller, so a request that
   * changes or deletes something gets a fresh one each time. Default: the path as it is.
   */
  call?: (w: World, caller: Caller) => Call | Promise<Call>;
}

const same = (status: number): Expected => ({
  anonymous: status,
  owner: status,
  other: status,
  admin: status,
});
/** Any logged-in caller; anonymous gets 401. */
const loggedIn = (status: number): Expected => ({
  anonymous: 401,
  owner: status,
  other: status,
  admin: status,
});
/** Only the owner; others are refused with `denied` (403, or 404 where ids are not revealed). */
const ownerOnly = (status: number, denied = 403): Expected => ({
  anonymous: 401,
  owner: status,
  other: denied,
  admin: denied,
});
const adminOnly = (status: number): Expected => ({
  anonymous: 401,
  owner: 403,
  other: 403,
  admin: status,
});

let serial = 0;
const unique = () => `${String(Date.now()).slice(-6)}${String(++serial % 100).padStart(2, '0')}`;

const signup = () => {
  const u = unique();
  return {
    name: 'New Farmer',
    mobile: `96${u}`,
    email: `new-${u}@example.com`,
    password: 'kharif-season-2026',
    confirmPassword: 'kharif-season-2026',
    state: 'Gujarat',
    address: 'Anand',
    language: 'English',
  };
};

const scheme = {
  name: 'Matrix Drip Top-up',
  state: 'gujarat',
  description: 'A state top-up on drip irrigation subsidy, for testing.',
  eligibility: 'Farmers in Gujarat with a drip system.',
  benefits: 'Extra subsidy as notified.',
  applyLink: 'https://ikhedut.gujarat.gov.in',
  lastVerified: '2026-11-23',
  source: 'Test data',
  audience: { farmerCategories: ['small'], maxLandHectares: 2, crops: null },
};

const resource = {
  name: 'Matrix seed drill',
  description: 'Sows seed and places fertiliser in rows.',
  purpose: 'Wheat and pulses.',
  popularbrand: 'Various',
  advantages: 'Even depth.',
  link: 'https://www.youtube.com/results?search_query=seed+drill',
  howtouse: 'Calibrate first.',
};

const review = { name: 'Om', title: 'Works', comment: 'Good on black soil.' };

let photo: Buffer | undefined;
const aPhoto = async () => (photo ??= await png(64, 48));

/** Made with an admin's session, for the admin-only routes that change or remove one. */
async function freshScheme(w: World): Promise<string> {
  const res = await request(w.t.http)
    .post('/api/schemes')
    .set(auth(w.admin))
    .send(scheme)
    .expect(201);
  return res.body._id as string;
}
async function freshResource(w: World): Promise<string> {
  const res = await request(w.t.http)
    .post('/api/resources')
    .set(auth(w.admin))
    .send(resource)
    .expect(201);
  return res.body._id as string;
}
async function ownersReview(w: World): Promise<string> {
  const res = await request(w.t.http)
    .post(`/api/resources/${w.resourceId}/reviews`)
    .set(auth(w.owner))
    .send(review)
    .expect(201);
  return res.body._id as string;
}
async function ownersWatch(w: World): Promise<string> {
  const res = await request(w.t.http)
    .post('/api/market-prices/watchlist')
    .set(auth(w.owner))
    .send({ commodity: `Onion ${unique()}`, state: 'Gujarat' })
    .expect(201);
  return res.body._id as string;
}
/** A Completed order of buyer's on owner's listing (owner sells). */
async function completedOrder(w: World): Promise<string> {
  const id = (await placeOrder(w.t, w.buyer, w.listing._id))._id;
  for (const [who, status] of [
    [w.owner, 'Accepted'],
    [w.buyer, 'Completed'],
  ] as const) {
    await request(w.t.http)
      .put(`/api/orders/${id}/status`)
      .set(auth(who))
      .send({ status })
      .expect(200);
  }
  return id;
}
/** A Completed order that owner (the seller) has reviewed already. */
async function ownerReviewedOrder(w: World): Promise<string> {
  const id = await completedOrder(w);
  await request(w.t.http)
    .post(`/api/orders/${id}/review`)
    .set(auth(w.owner))
    .send({ rating: 4 })
    .expect(201);
  return id;
}
/** A problem buyer reported on a Completed order of owner's: its id. */
async function reportedProblem(w: World): Promise<string> {
  const res = await request(w.t.http)
    .post(`/api/orders/${await completedOrder(w)}/problem`)
    .set(auth(w.buyer))
    .send({ reason: 'quantity_short' })
    .expect(201);
  return res.body._id as string;
}
const accountOf = (w: World, caller: Caller): Account | undefined =>
  caller === 'anonymous' ? undefined : w.account(caller);

/**
 * Who may do what, for every operation in backend/openapi.json, keyed by "METHOD /path" as the
 * document spells them. The matrix test fails on an operation missing here and on an entry whose
 * operation is gone.
 */
export const AUTHORIZATION: Record<string, Declaration> = {
  // --- accounts -------------------------------------------------------------------------------
  'POST /api/auth/signup': {
    expect: same(201),
    call: () => ({ path: '/api/auth/signup', json: signup() }),
  },
  'POST /auth/signup': {
    expect: same(201),
    call: () => ({ path: '/auth/signup', json: signup() }),
  },
  'POST /api/auth/login': {
    expect: same(200),
    call: (w) => ({
      path: '/api/auth/login',
      json: { mobile: w.other.mobile, password: w.other.password },
    }),
  },
  'POST /api/auth/send-otp': {
    expect: same(200),
    call: (w) => ({ path: '/api/auth/send-otp', json: { email: w.other.email } }),
  },
  // A wrong code is refused the same way for everyone; a session gives no right to reset.
  'POST /api/auth/reset-password': {
    expect: same(400),
    call: (w) => ({
      path: '/api/auth/reset-password',
      json: { email: w.owner.email, otp: '000000', newPassword: 'taken-over-2026' },
    }),
  },
  // Each caller ends a second session of their own, so their usual token goes on working.
  'POST /api/auth/logout': {
    expect: loggedIn(204),
    call: async (w, caller) => {
      if (caller === 'anonymous') return { path: '/api/auth/logout' };
      const { mobile, password } = w.account(caller);
      const login = await request(w.t.http).post('/api/auth/login').send({ mobile, password });
      return { path: '/api/auth/logout', token: login.body.token as string };
    },
  },
  'GET /api/auth/users/{userId}': {
    expect: ownerOnly(200),
    call: (w) => ({ path: `/api/auth/users/${w.owner.id}` }),
  },
  'PUT /api/auth/users/{userId}': {
    expect: ownerOnly(200),
    call: (w) => ({
      path: `/api/auth/users/${w.owner.id}`,
      json: { address: 'Vallabh Vidyanagar' },
    }),
  },

  // --- crops ----------------------------------------------------------------------------------
  // Listings are public (shared links, integrators); only members see sellers' mobiles.
  'GET /api/crops': { expect: same(200) },
  // Listing for someone else (userId is owner's) is refused.
  'POST /api/crops/add': {
    expect: ownerOnly(201),
    call: (w) => ({
      path: '/api/crops/add',
      fields: {
        cropName: 'Okra',
        cropCategory: 'vegetables',
        cropSellingPrice: '30',
        cropUnit: 'kg',
        cropQuantity: '5',
        userId: w.owner.id,
      },
    }),
  },
  // The market is open to everyone (without a token, without the seller's mobile).
  'GET /api/crops/{id}': {
    expect: same(200),
    call: (w) => ({ path: `/api/crops/${w.listing._id}` }),
  },
  'PUT /api/crops/{id}': {
    expect: ownerOnly(200),
    call: (w) => ({ path: `/api/crops/${w.listing._id}`, json: { cropSellingPrice: '26' } }),
  },
  'DELETE /api/crops/{id}': {
    expect: ownerOnly(200),
    call: async (w) => ({ path: `/api/crops/${(await listCrop(w.t, w.owner))._id}` }),
  },

  // --- orders ---------------------------------------------------------------------------------
  'GET /api/orders': { expect: loggedIn(200) },
  // An order in owner's name (buyerId) on buyer's listing: only owner may place it.
  'POST /api/orders': {
    expect: ownerOnly(201),
    call: async (w) => ({
      path: '/api/orders',
      json: { cropId: (await listCrop(w.t, w.buyer))._id, quantity: 1, buyerId: w.owner.id },
    }),
  },
  'GET /api/orders/{userId}': {
    expect: ownerOnly(200),
    call: (w) => ({ path: `/api/orders/${w.owner.id}` }),
  },
  // owner sells; an outsider (admin included) does not learn that the order exists.
  'GET /api/orders/{id}/details': {
    expect: ownerOnly(200, 404),
    call: async (w) => ({
      path: `/api/orders/${(await placeOrder(w.t, w.buyer, w.listing._id))._id}/details`,
    }),
  },
  // owner sells: authorised, but a Pending order cannot be handed over yet (409); others 404.
  'POST /api/orders/{id}/handed-over': {
    expect: ownerOnly(409, 404),
    call: async (w) => ({
      path: `/api/orders/${(await placeOrder(w.t, w.buyer, w.listing._id))._id}/handed-over`,
    }),
  },
  // owner sells: a Pending order has no handover to plan yet (409); others 404.
  'PUT /api/orders/{id}/handover': {
    expect: ownerOnly(409, 404),
    call: async (w) => ({
      path: `/api/orders/${(await placeOrder(w.t, w.buyer, w.listing._id))._id}/handover`,
      json: {
        kind: 'farm_pickup',
        date: new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10),
        from: '09:00',
        to: '11:00',
      },
    }),
  },
  'POST /api/orders/{id}/handover/confirm': {
    expect: ownerOnly(409, 404),
    call: async (w) => ({
      path: `/api/orders/${(await placeOrder(w.t, w.buyer, w.listing._id))._id}/handover/confirm`,
    }),
  },
  // owner sells: authorised, but a Pending order cannot be paid yet (409); others 404.
  'PUT /api/orders/{id}/payment': {
    expect: ownerOnly(409, 404),
    call: async (w) => ({
      path: `/api/orders/${(await placeOrder(w.t, w.buyer, w.listing._id))._id}/payment`,
      json: { status: 'confirmed' },
    }),
  },
  'PUT /api/orders/{id}/status': {
    expect: ownerOnly(200, 404),
    call: async (w) => ({
      path: `/api/orders/${(await placeOrder(w.t, w.buyer, w.listing._id))._id}/status`,
      json: { status: 'Accepted' },
    }),
  },
  // owner sold the completed order: owner reviews the buyer once; outsiders learn nothing (404).
  'POST /api/orders/{id}/review': {
    expect: ownerOnly(201, 404),
    call: async (w) => ({
      path: `/api/orders/${await completedOrder(w)}/review`,
      json: { rating: 5, comment: 'Paid on time' },
    }),
  },
  'PUT /api/orders/{id}/review': {
    expect: ownerOnly(200, 404),
    call: async (w) => ({
      path: `/api/orders/${await ownerReviewedOrder(w)}/review`,
      json: { rating: 3 },
    }),
  },
  // owner sold the completed order: owner reports a problem; outsiders learn nothing (404).
  'POST /api/orders/{id}/problem': {
    expect: ownerOnly(201, 404),
    call: async (w) => ({
      path: `/api/orders/${await completedOrder(w)}/problem`,
      json: { reason: 'payment_not_received' },
    }),
  },
  // The problems reported on orders, and their resolution: administrators only.
  'GET /api/ops/problems': { expect: adminOnly(200) },
  'PUT /api/ops/problems/{id}': {
    expect: adminOnly(200),
    call: async (w) => ({
      path: `/api/ops/problems/${await reportedProblem(w)}`,
      json: { note: 'Sorted out on the phone' },
    }),
  },
  // Messages to phones: the outbox for administrators; the providers' webhooks answer 404 to
  // everyone while no provider is configured (the test app has none).
  'GET /api/ops/messages': { expect: adminOnly(200) },
  'GET /api/messaging/whatsapp/webhook': {
    expect: same(404),
    call: () => ({
      path: '/api/messaging/whatsapp/webhook',
      query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'x', 'hub.challenge': '42' },
    }),
  },
  'POST /api/messaging/whatsapp/webhook': {
    expect: same(404),
    call: () => ({
      path: '/api/messaging/whatsapp/webhook',
      json: { object: 'whatsapp_business_account', entry: [] },
    }),
  },
  'POST /api/messaging/sms/report': {
    expect: same(404),
    call: () => ({ path: '/api/messaging/sms/report', query: { token: 'x' }, json: [] }),
  },
  // A member's public reviews page needs no login; the ratings batch needs one.
  'GET /api/users/{id}/reviews': {
    expect: same(200),
    call: (w) => ({ path: `/api/users/${w.owner.id}/reviews` }),
  },
  'GET /api/users/ratings': {
    expect: loggedIn(200),
    call: (w) => ({ path: '/api/users/ratings', query: { ids: `${w.owner.id},${w.buyer.id}` } }),
  },

  // --- notifications --------------------------------------------------------------------------
  'GET /api/notifications/{userId}': {
    expect: ownerOnly(200),
    call: (w) => ({ path: `/api/notifications/${w.owner.id}` }),
  },
  'PUT /api/notifications/{id}/update': {
    expect: ownerOnly(200),
    call: (w) => ({
      path: `/api/notifications/${w.notification._id}/update`,
      json: { status: 'read' },
    }),
  },
  // Older clients' "tell the seller": buyerId must be the caller (here: owner).
  'POST /api/notifications': {
    expect: ownerOnly(200),
    call: async (w) => ({
      path: '/api/notifications',
      json: {
        sellerId: w.buyer.id,
        buyerId: w.owner.id,
        cropId: (await listCrop(w.t, w.buyer))._id,
        message: 'Is the okra still fresh?',
      },
    }),
  },

  // --- market prices --------------------------------------------------------------------------
  'GET /api/market-prices': { expect: same(200) },
  'GET /api/market-prices/filters': { expect: same(200) },
  // No prices in the test database: "no price known" (404) for everyone alike.
  'GET /api/market-prices/hint': {
    expect: same(404),
    call: () => ({
      path: '/api/market-prices/hint',
      query: { commodity: 'Tomato', state: 'Gujarat' },
    }),
  },
  'GET /api/market-prices/trend': {
    expect: same(200),
    call: () => ({ path: '/api/market-prices/trend', query: { commodity: 'Tomato' } }),
  },
  'GET /api/market-prices/sync-runs': { expect: adminOnly(200) },
  'POST /api/market-prices/sync': { expect: adminOnly(202) },
  'GET /api/market-prices/watchlist': { expect: loggedIn(200) },
  'POST /api/market-prices/watchlist': {
    expect: loggedIn(201),
    call: () => ({
      path: '/api/market-prices/watchlist',
      json: { commodity: `Wheat ${unique()}`, state: 'Gujarat' },
    }),
  },
  // Someone else's watch is "not found", so its id reveals nothing.
  'PATCH /api/market-prices/watchlist/{id}': {
    expect: ownerOnly(200, 404),
    call: async (w) => ({
      path: `/api/market-prices/watchlist/${await ownersWatch(w)}`,
      json: { above: 2500, below: 1500 },
    }),
  },
  'DELETE /api/market-prices/watchlist/{id}': {
    expect: ownerOnly(204, 404),
    call: async (w) => ({ path: `/api/market-prices/watchlist/${await ownersWatch(w)}` }),
  },

  // --- advisory -------------------------------------------------------------------------------
  'GET /api/advisory/crops': { expect: same(200) },
  'POST /api/chatbot': {
    expect: same(200),
    call: () => ({ path: '/api/chatbot', json: { message: 'How much water does wheat need?' } }),
  },
  'GET /api/chatbot/voice': { expect: same(200) },
  // No speech-to-text service is set up in tests: anyone gets the 503 that says so.
  'POST /api/chatbot/transcriptions': {
    expect: same(503),
    call: () => ({
      path: '/api/chatbot/transcriptions',
      fields: { language: 'hi' },
      file: { field: 'audio', name: 'question.webm', data: recording() },
    }),
  },
  // No identification service is set up in tests: a member gets the 503 that says so.
  'POST /api/crop-detect': {
    expect: loggedIn(503),
    call: async () => ({
      path: '/api/crop-detect',
      file: { field: 'image', name: 'leaf.png', data: await aPhoto() },
    }),
  },
  'POST /api/cropHealthDetection': {
    expect: loggedIn(200),
    call: async () => ({
      path: '/api/cropHealthDetection',
      file: { field: 'image', name: 'leaf.png', data: await aPhoto() },
    }),
  },

  // --- content --------------------------------------------------------------------------------
  'GET /api/states': { expect: same(200) },
  'GET /api/states/{name}': { expect: same(200), call: () => ({ path: '/api/states/gujarat' }) },
  'GET /api/schemes/all': { expect: same(200) },
  'POST /api/schemes': {
    expect: adminOnly(201),
    call: () => ({ path: '/api/schemes', json: scheme }),
  },
  'PUT /api/schemes/{id}': {
    expect: adminOnly(200),
    call: (w) => ({
      path: `/api/schemes/${w.schemeId}`,
      json: { benefits: 'As notified (matrix).' },
    }),
  },
  'DELETE /api/schemes/{id}': {
    expect: adminOnly(204),
    call: async (w) => ({ path: `/api/schemes/${await freshScheme(w)}` }),
  },
  'GET /api/resources/all': { expect: same(200) },
  'GET /api/resources/{id}': {
    expect: same(200),
    call: (w) => ({ path: `/api/resources/${w.resourceId}` }),
  },
  'POST /api/resources': {
    expect: adminOnly(201),
    call: () => ({ path: '/api/resources', json: resource }),
  },
  'PUT /api/resources/{id}': {
    expect: adminOnly(200),
    call: (w) => ({ path: `/api/resources/${w.resourceId}`, json: { popularbrand: 'Several' } }),
  },
  'PUT /api/resources/{id}/image': {
    expect: adminOnly(200),
    call: async (w) => ({
      path: `/api/resources/${await freshResource(w)}/image`,
      file: { field: 'image', name: 'drill.png', data: await aPhoto() },
    }),
  },
  'DELETE /api/resources/{id}': {
    expect: adminOnly(204),
    call: async (w) => ({ path: `/api/resources/${await freshResource(w)}` }),
  },
  'GET /api/resources/{id}/reviews': {
    expect: same(200),
    call: (w) => ({ path: `/api/resources/${w.resourceId}/reviews` }),
  },
  'POST /api/resources/{id}/reviews': {
    expect: loggedIn(201),
    call: (w) => ({ path: `/api/resources/${w.resourceId}/reviews`, json: review }),
  },
  // The author or an administrator.
  'DELETE /api/resources/{id}/reviews/{reviewId}': {
    expect: { anonymous: 401, owner: 204, other: 403, admin: 204 },
    call: async (w) => ({
      path: `/api/resources/${w.resourceId}/reviews/${await ownersReview(w)}`,
    }),
  },
  'POST /api/contact/submit': {
    expect: same(201),
    call: () => ({
      path: '/api/contact/submit',
      json: {
        name: 'Asha',
        email: 'asha@example.com',
        mobile: '9876543210',
        address: 'Anand',
        message: 'When is the next mela?',
      },
    }),
  },
  'POST /api/support': {
    expect: same(201),
    call: () => ({
      path: '/api/support',
      json: { name: 'Asha', email: 'asha@example.com', message: 'I cannot upload a photo.' },
    }),
  },
  'GET /api/contact/messages': { expect: adminOnly(200) },
  'GET /api/support/messages': { expect: adminOnly(200) },
  'POST /api/newsletter': {
    expect: same(202),
    call: () => ({ path: '/api/newsletter', json: { email: `news-${unique()}@example.com` } }),
  },
  // The mailed links redirect to the home page saying whether the token was good.
  'GET /api/newsletter/confirm': {
    expect: same(303),
    call: () => ({ path: '/api/newsletter/confirm', query: { token: 'not-a-real-token' } }),
  },
  'GET /api/newsletter/unsubscribe': {
    expect: same(303),
    call: () => ({ path: '/api/newsletter/unsubscribe', query: { token: 'not-a-real-token' } }),
  },

  // --- weather and ops ------------------------------------------------------------------------
  // No OPENWEATHER_API_KEY in tests: a logged-in caller gets the honest 503 "Weather unavailable".
  'GET /api/weather': {
    expect: loggedIn(503),
    call: () => ({ path: '/api/weather', query: { lat: '22.56', lon: '72.95' } }),
  },
  'GET /api/health': { expect: same(200) },
  'GET /api/health/live': { expect: same(200) },
};

/** Sends `call` as `caller` (method as declared) and answers the response. */
export async function send(w: World, method: string, caller: Caller, call: Call) {
  const agent = request(w.t.http);
  const m = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
  let req = agent[m](call.path);
  const account = accountOf(w, caller);
  if (account) req = req.set(auth(call.token ? { token: call.token } : account));
  if (call.query) req = req.query(call.query);
  if (call.fields || call.file) {
    for (const [k, v] of Object.entries(call.fields ?? {})) req = req.field(k, v);
    if (call.file) req = req.attach(call.file.field, call.file.data, call.file.name);
  } else if (call.json) {
    req = req.send(call.json);
  }
  return req;
}
