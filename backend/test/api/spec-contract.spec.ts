import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { latestCodeFor, signUpAndLogIn, type TestUser } from '../support/accounts';
import { apiDatabaseTargets } from '../support/database-targets';
import { png } from '../support/images';
import { syntheticLeaf } from '../support/leaf-images';
import { startTestApp, type TestApp } from '../support/test-app';
import { listCrop as listSellersCrop } from '../security/support/world';

/**
 * The product spec's call table (the original student web client, pointed at this server), walked
 * row by row: each call made as that client makes it (path, method, payload; a token or none as
 * it sends one) and the opposite way, with the status and the spec's fields and their JSON types
 * checked. Where this server answers otherwise than that client expects, on purpose, the entry
 * says why (`deliberate`), and docs/api.md must list the call under "Deliberate differences from
 * the original client's calls": an undocumented difference fails here.
 */

// --- the spec's entity shapes ----------------------------------------------------------------

/** A JSON type ('string', 'number', 'boolean', or alternatives: 'string|null'). */
type Leaf = 'string' | 'number' | 'boolean' | 'string|null';
/**
 * A leaf, `[item]` for an array of items (`[item, '1+']`: at least one, so there is something to
 * check), or an object's fields.
 */
type Shape = Leaf | readonly [Shape] | readonly [Shape, '1+'] | { readonly [field: string]: Shape };

const USER: Shape = {
  _id: 'string',
  name: 'string',
  email: 'string',
  mobile: 'string',
  state: 'string',
  // Read by the settings screen. An account made by signup has no username yet: null.
  username: 'string|null',
  language: 'string',
  address: 'string',
};
const NOTIFICATION: Shape = { _id: 'string', message: 'string', status: 'string' };
const CROP: Shape = {
  _id: 'string',
  cropId: 'string',
  cropName: 'string',
  cropCategory: 'string',
  cropDescription: 'string',
  cropSellingPrice: 'number',
  cropUnit: 'string',
  cropQuantity: 'number',
  grownOrganically: 'string',
  cropImages: ['string'],
  cropStatus: 'string',
  userId: { _id: 'string', name: 'string', mobile: 'string', state: 'string' },
};
const ORDER: Shape = {
  _id: 'string',
  createdAt: 'string',
  status: 'string',
  cropId: {
    _id: 'string',
    cropName: 'string',
    cropQuantity: 'number',
    cropUnit: 'string',
    cropSellingPrice: 'number',
  },
  sellerId: { _id: 'string', name: 'string' },
  buyerId: { _id: 'string', name: 'string' },
  cropQuantity: 'number',
};
const SCHEME: Shape = {
  _id: 'string',
  name: 'string',
  state: 'string',
  description: 'string',
  eligibility: 'string',
  benefits: 'string',
  applyLink: 'string',
};
const RESOURCE: Shape = {
  _id: 'string',
  name: 'string',
  image: 'string',
  description: 'string',
  purpose: 'string',
  popularbrand: 'string',
  advantages: 'string',
  link: 'string',
  howtouse: 'string',
};
const HEALTH: Shape = { image: 'string', status: 'string', notes: 'string' };
/** Every error, whatever the route: the client shows `message`. */
const ERROR: Shape = { statusCode: 'number', message: 'string' };

/** Where `value` is not of `shape`: one line per field, empty when it is. */
function mismatches(value: unknown, shape: Shape, at = 'body'): string[] {
  const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  if (typeof shape === 'string') {
    return shape.split('|').includes(kind(value)) ? [] : [`${at}: ${kind(value)}, not ${shape}`];
  }
  if (Array.isArray(shape)) {
    const [item, atLeastOne] = shape as [Shape, '1+'?];
    if (!Array.isArray(value)) return [`${at}: ${kind(value)}, not an array`];
    if (atLeastOne && value.length === 0) return [`${at}: an empty array (nothing to check)`];
    return value.flatMap((v, i) => mismatches(v, item, `${at}[${i}]`));
  }
  if (kind(value) !== 'object') return [`${at}: ${kind(value)}, not an object`];
  const record = value as Record<string, unknown>;
  return Object.entries(shape as Record<string, Shape>).flatMap(([field, inner]) =>
    field in record
      ? mismatches(record[field], inner, `${at}.${field}`)
      : [`${at}.${field}: missing`],
  );
}

// --- the people and things the calls name ----------------------------------------------------

interface World {
  t: TestApp;
  seller: TestUser;
  buyer: TestUser;
  /** Changes their profile (the settings screen's call). */
  profiler: TestUser;
  /** seller's listing, with stock for every order made against it. */
  listing: { _id: string; cropId: string; cropName: string; price: number };
  /** The "new order" notification seller got for buyer's first order. */
  notificationId: string;
  photo: Buffer;
  leaf: Buffer;
}

const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });
let serial = 0;
const unique = () => `${String(Date.now()).slice(-6)}${String(++serial % 100).padStart(2, '0')}`;

/** One request as the old client sends it. */
interface Call {
  path: string;
  json?: object;
  fields?: Record<string, string>;
  files?: { field: string; name: string; data: Buffer }[];
}

/** The call, whose token "with a token" sends, and what the checks need to know. */
interface Prepared {
  call: Call;
  as: { token: string };
  /** e.g. the order a follow-up names */
  orderId?: string;
  /** the seller's bell before the call */
  bellBefore?: { _id: string; orderId: string | null }[];
}

/** A listing of the seller's (the old client lists with grownOrganically), with `photo`. */
const listCrop = (w: World, fields: Record<string, string> = {}, photo?: Buffer) =>
  listSellersCrop(w.t, w.seller, { grownOrganically: 'true', ...fields }, photo);

/** buyer's new Pending order on the listing (the old client's order, with its token). */
async function placeOrder(w: World, listingId = w.listing._id): Promise<string> {
  const res = await request(w.t.http)
    .post('/api/orders')
    .set(auth(w.buyer))
    .send({ cropId: listingId, quantity: 1 })
    .expect(201);
  return res.body._id as string;
}

async function bellOf(w: World, u: TestUser) {
  const res = await request(w.t.http).get(`/api/notifications/${u.id}`).set(auth(u)).expect(200);
  return res.body as { _id: string; orderId: string | null }[];
}

/** The old client's follow-up to an order it just placed: "New order request for <crop>". */
async function orderFollowUp(w: World): Promise<Prepared> {
  const orderId = await placeOrder(w);
  return {
    call: {
      path: '/api/notifications',
      json: {
        sellerId: w.seller.id,
        buyerId: w.buyer.id,
        cropId: w.listing._id,
        message: `New order request for ${w.listing.cropName}`,
      },
    },
    as: w.buyer,
    orderId,
    bellBefore: await bellOf(w, w.seller),
  };
}

function signupBody() {
  const u = unique();
  return {
    name: 'Spec Farmer',
    mobile: `95${u}`,
    email: `spec-${u}@example.com`,
    password: 'kharif-season-2026',
    confirmPassword: 'kharif-season-2026',
    state: 'Gujarat',
    address: 'Anand',
    language: 'English',
  };
}

/** The settings screen's save: every profile field, the password left out. */
function profileBody(u: TestUser, changes: Record<string, string> = {}) {
  return {
    name: 'Spec Profiler',
    username: `spec_${unique()}`,
    email: u.email,
    mobile: u.mobile,
    state: 'Gujarat',
    address: 'Vallabh Vidyanagar',
    language: 'English',
    ...changes,
  };
}

/** A fresh account's password reset, up to the mailed code. */
async function resetWithMailedCode(w: World): Promise<Prepared> {
  const u = await signUpAndLogIn(w.t);
  await request(w.t.http).post('/api/auth/send-otp').send({ email: u.email }).expect(200);
  const otp = await latestCodeFor(w.t, u.email);
  return {
    call: {
      path: '/api/auth/reset-password',
      json: { email: u.email, otp, newPassword: 'rabi-season-2027' },
    },
    as: u,
  };
}

// --- the call table --------------------------------------------------------------------------

/** What one way of calling must answer. */
interface Outcome {
  status: number;
  /** The spec's fields in the answer, with their JSON types (errors: ERROR, always). */
  shape?: Shape;
  /** The error's stable `code`. */
  code?: string;
  /**
   * Why this server answers otherwise than the old client expects, on purpose. Required where
   * the old client's own way of calling gets a non-2xx; the call must then be listed in
   * docs/api.md under "Deliberate differences from the original client's calls".
   */
  deliberate?: string;
  /** More to check on the answer. */
  check?: (res: request.Response, w: World, p: Prepared) => void | Promise<void>;
}

interface Row {
  /** How the old client calls: with its token, without one, or both (two screens). */
  oldClient: 'token' | 'none' | 'both';
  /** The spec's answer to this call is an error (e.g. "message on error"); default: success. */
  oldClientExpects?: 'error';
  prepare: (w: World) => Prepared | Promise<Prepared>;
  withToken: Outcome;
  withoutToken: Outcome;
}

const unauthenticated: Outcome = { status: 401, code: 'AUTH.REQUIRED' };

/**
 * Keyed "METHOD path" as the spec's table writes it (path parameters in braces), optionally
 * followed by " · " and a variant of the same call.
 */
const CONTRACT: Record<string, Row> = {
  'POST /api/contact/submit': {
    oldClient: 'token',
    prepare: (w) => ({
      call: {
        path: '/api/contact/submit',
        json: {
          name: 'Asha',
          mobile: '9876543210',
          email: 'asha@example.com',
          address: 'Anand',
          message: 'When is the next mela?',
        },
      },
      as: w.buyer,
    }),
    withToken: { status: 201 },
    withoutToken: { status: 201 },
  },
  // Logging in is done before there is a token.
  'POST /api/auth/login': {
    oldClient: 'none',
    prepare: (w) => ({
      call: {
        path: '/api/auth/login',
        json: { mobile: w.buyer.mobile, password: w.buyer.password },
      },
      as: w.seller,
    }),
    withToken: { status: 200, shape: { token: 'string', userId: 'string' } },
    withoutToken: {
      status: 200,
      shape: { token: 'string', userId: 'string' },
      check: (res, w) => expect(res.body.userId).toBe(w.buyer.id),
    },
  },
  'POST /auth/signup': {
    oldClient: 'none',
    prepare: (w) => ({ call: { path: '/auth/signup', json: signupBody() }, as: w.buyer }),
    withToken: { status: 201, shape: { message: 'string' } },
    withoutToken: { status: 201, shape: { message: 'string' } },
  },
  'GET /api/auth/users/{userId}': {
    oldClient: 'token',
    prepare: (w) => ({ call: { path: `/api/auth/users/${w.buyer.id}` }, as: w.buyer }),
    withToken: {
      status: 200,
      shape: USER,
      check: (res) => expect(res.body).not.toHaveProperty('password'),
    },
    withoutToken: unauthenticated,
  },
  'PUT /api/auth/users/{userId}': {
    oldClient: 'token',
    prepare: (w) => ({
      call: { path: `/api/auth/users/${w.profiler.id}`, json: profileBody(w.profiler) },
      as: w.profiler,
    }),
    withToken: { status: 200 },
    withoutToken: unauthenticated,
  },
  'PUT /api/auth/users/{userId} · a new e-mail, without the current password': {
    oldClient: 'token',
    prepare: (w) => ({
      call: {
        path: `/api/auth/users/${w.profiler.id}`,
        json: profileBody(w.profiler, { email: `moved-${unique()}@example.com` }),
      },
      as: w.profiler,
    }),
    withToken: {
      status: 403,
      code: 'AUTH.CURRENT_PASSWORD_REQUIRED',
      deliberate:
        'a stolen token must not take the account over: a new password, e-mail or mobile needs currentPassword',
    },
    withoutToken: unauthenticated,
  },
  'GET /api/notifications/{userId}': {
    oldClient: 'token',
    prepare: (w) => ({ call: { path: `/api/notifications/${w.seller.id}` }, as: w.seller }),
    withToken: { status: 200, shape: [NOTIFICATION, '1+'] },
    withoutToken: unauthenticated,
  },
  'PUT /api/notifications/{notificationId}/update': {
    oldClient: 'token',
    prepare: (w) => ({
      call: { path: `/api/notifications/${w.notificationId}/update`, json: { status: 'read' } },
      as: w.seller,
    }),
    withToken: { status: 200 },
    withoutToken: unauthenticated,
  },
  // The old client sends this without a token, right after placing the order (with its token).
  'POST /api/notifications': {
    oldClient: 'none',
    prepare: orderFollowUp,
    withToken: {
      status: 200,
      shape: { created: 'boolean', message: 'string' },
      check: async (res, w, p) => {
        expect(res.body.created).toBe(false);
        expect(await bellOf(w, w.seller)).toEqual(p.bellBefore);
      },
    },
    withoutToken: {
      status: 201,
      shape: NOTIFICATION,
      check: async (res, w, p) => {
        const bell = await bellOf(w, w.seller);
        // The notification the order made, and no second one.
        expect(bell).toEqual(p.bellBefore);
        const ofOrder = bell.filter((n) => n.orderId === p.orderId);
        expect(ofOrder).toHaveLength(1);
        expect(res.body._id).toBe(ofOrder[0]!._id);
      },
    },
  },
  'POST /api/notifications · naming no order just placed': {
    oldClient: 'none',
    prepare: async (w) => {
      const other = await listCrop(w, { cropName: 'Brinjal' });
      return {
        call: {
          path: '/api/notifications',
          json: {
            sellerId: w.seller.id,
            buyerId: w.buyer.id,
            cropId: other._id,
            message: 'New order request for Brinjal',
          },
        },
        as: w.buyer,
        bellBefore: await bellOf(w, w.seller),
      };
    },
    withToken: { status: 200, shape: { created: 'boolean', message: 'string' } },
    withoutToken: {
      ...unauthenticated,
      deliberate:
        'without a token only the follow-up to an order placed in the last 10 minutes is answered; nobody can post to a seller anonymously',
      check: async (_res, w, p) => expect(await bellOf(w, w.seller)).toEqual(p.bellBefore),
    },
  },
  // The dashboard calls it without a token, the order history with one.
  'GET /api/orders/{userId}': {
    oldClient: 'both',
    prepare: (w) => ({ call: { path: `/api/orders/${w.buyer.id}` }, as: w.buyer }),
    withToken: { status: 200, shape: [ORDER, '1+'] },
    withoutToken: {
      ...unauthenticated,
      deliberate: "orders are private: the dashboard's call without a token shows nothing",
    },
  },
  'GET /api/orders': {
    oldClient: 'token',
    prepare: (w) => ({ call: { path: '/api/orders' }, as: w.seller }),
    withToken: { status: 200, shape: [ORDER, '1+'] },
    withoutToken: unauthenticated,
  },
  'POST /api/orders': {
    oldClient: 'token',
    prepare: (w) => ({
      call: {
        path: '/api/orders',
        json: {
          sellerId: w.seller.id,
          buyerId: w.buyer.id,
          cropId: w.listing._id,
          quantity: 2,
          totalPrice: 2 * w.listing.price,
        },
      },
      as: w.buyer,
    }),
    withToken: { status: 201, shape: ORDER },
    withoutToken: unauthenticated,
  },
  'POST /api/orders · a totalPrice that disagrees with the listing': {
    oldClient: 'token',
    prepare: (w) => ({
      call: {
        path: '/api/orders',
        json: {
          sellerId: w.seller.id,
          buyerId: w.buyer.id,
          cropId: w.listing._id,
          quantity: 2,
          totalPrice: 1,
        },
      },
      as: w.buyer,
    }),
    withToken: {
      status: 400,
      code: 'ORDER.TOTAL_MISMATCH',
      deliberate:
        'the price comes from the listing; a total computed from a stale price is refused',
    },
    withoutToken: unauthenticated,
  },
  'POST /api/orders · a buyerId that is not the caller': {
    oldClient: 'token',
    prepare: (w) => ({
      call: {
        path: '/api/orders',
        json: {
          sellerId: w.seller.id,
          buyerId: w.profiler.id,
          cropId: w.listing._id,
          quantity: 1,
          totalPrice: w.listing.price,
        },
      },
      as: w.buyer,
    }),
    withToken: {
      status: 403,
      code: 'ORDER.BUYER_NOT_YOU',
      deliberate: 'nobody orders in somebody else’s name',
    },
    withoutToken: unauthenticated,
  },
  'PUT /api/orders/{id}/status': {
    oldClient: 'token',
    prepare: async (w) => ({
      call: { path: `/api/orders/${await placeOrder(w)}/status`, json: { status: 'Accepted' } },
      as: w.seller,
    }),
    withToken: { status: 200 },
    withoutToken: unauthenticated,
  },
  // The old client reads the market without a token.
  'GET /api/crops': {
    oldClient: 'none',
    prepare: (w) => ({ call: { path: '/api/crops' }, as: w.buyer }),
    withToken: {
      status: 200,
      shape: [CROP, '1+'],
      check: (res, w) => {
        const mine = (res.body as { _id: string; userId: { mobile: string } }[]).find(
          (c) => c._id === w.listing._id,
        );
        expect(mine?.userId.mobile).toBe(w.seller.mobile);
      },
    },
    withoutToken: {
      status: 200,
      shape: [CROP, '1+'],
      deliberate: "the seller's mobile is for members: anonymous readers get userId.mobile ''",
      check: (res) => {
        for (const crop of res.body as { userId: { mobile: string; mobileHidden: boolean } }[]) {
          expect(crop.userId).toMatchObject({ mobile: '', mobileHidden: true });
        }
      },
    },
  },
  'GET /api/crops/{id}': {
    oldClient: 'none',
    prepare: (w) => ({ call: { path: `/api/crops/${w.listing._id}` }, as: w.buyer }),
    withToken: {
      status: 200,
      shape: CROP,
      check: (res, w) => {
        expect(res.body.userId.mobile).toBe(w.seller.mobile);
        expect(res.body.cropImages).toEqual([
          expect.stringMatching(/^http:.*\/api\/images\/crops\//),
        ]);
      },
    },
    withoutToken: {
      status: 200,
      shape: CROP,
      deliberate: "the seller's mobile is for members: anonymous readers get userId.mobile ''",
      check: (res) => expect(res.body.userId).toMatchObject({ mobile: '', mobileHidden: true }),
    },
  },
  'POST /api/crops/add': {
    oldClient: 'token',
    prepare: (w) => ({
      call: {
        path: '/api/crops/add',
        fields: {
          cropName: 'Okra',
          cropDescription: 'Tender, picked this morning',
          cropCategory: 'vegetables',
          cropSellingPrice: '30',
          cropUnit: 'kg',
          cropQuantity: '12',
          grownOrganically: 'false',
          userId: w.seller.id,
        },
        files: [{ field: 'cropImages', name: 'okra.png', data: w.photo }],
      },
      as: w.seller,
    }),
    withToken: { status: 201 },
    withoutToken: unauthenticated,
  },
  // The form shows the answer's `message` when it fails.
  'POST /api/crops/add · without a crop name': {
    oldClient: 'token',
    oldClientExpects: 'error',
    prepare: (w) => ({
      call: {
        path: '/api/crops/add',
        fields: {
          cropCategory: 'vegetables',
          cropSellingPrice: '30',
          cropUnit: 'kg',
          cropQuantity: '12',
          grownOrganically: 'false',
          userId: w.seller.id,
        },
      },
      as: w.seller,
    }),
    withToken: { status: 400 },
    withoutToken: unauthenticated,
  },
  'GET /api/schemes/all': {
    oldClient: 'none',
    prepare: (w) => ({ call: { path: '/api/schemes/all' }, as: w.buyer }),
    withToken: { status: 200, shape: { data: [SCHEME, '1+'] } },
    withoutToken: { status: 200, shape: { data: [SCHEME, '1+'] } },
  },
  'GET /api/resources/all': {
    oldClient: 'token',
    prepare: (w) => ({ call: { path: '/api/resources/all' }, as: w.buyer }),
    withToken: { status: 200, shape: { data: [RESOURCE, '1+'] } },
    withoutToken: { status: 200, shape: { data: [RESOURCE, '1+'] } },
  },
  'GET /api/resources/{id}': {
    oldClient: 'token',
    prepare: async (w) => {
      const all = await request(w.t.http).get('/api/resources/all').expect(200);
      return { call: { path: `/api/resources/${all.body.data[0]._id}` }, as: w.buyer };
    },
    withToken: { status: 200, shape: RESOURCE },
    withoutToken: { status: 200, shape: RESOURCE },
  },
  'POST /api/support': {
    oldClient: 'token',
    prepare: (w) => ({
      call: {
        path: '/api/support',
        json: { name: 'Asha', email: 'asha@example.com', message: 'I cannot upload a photo.' },
      },
      as: w.buyer,
    }),
    withToken: { status: 201 },
    withoutToken: { status: 201 },
  },
  // No vision service is configured in tests, as on a server without KINDWISE_API_KEY.
  'POST /api/crop-detect': {
    oldClient: 'token',
    prepare: (w) => ({
      call: {
        path: '/api/crop-detect',
        files: [{ field: 'image', name: 'leaf.jpg', data: w.leaf }],
      },
      as: w.buyer,
    }),
    withToken: {
      status: 503,
      code: 'CROP_DETECT.NOT_CONFIGURED',
      deliberate:
        'naming a crop needs the online vision service; without one the server says so instead of guessing',
      check: (res) =>
        expect(res.body.message).toMatch(
          /^Crop identification is not configured on this server\.?$/,
        ),
    },
    withoutToken: unauthenticated,
  },
  'POST /api/cropHealthDetection': {
    oldClient: 'token',
    prepare: (w) => ({
      call: {
        path: '/api/cropHealthDetection',
        files: [{ field: 'image', name: 'leaf.jpg', data: w.leaf }],
      },
      as: w.buyer,
    }),
    withToken: { status: 200, shape: HEALTH },
    withoutToken: unauthenticated,
  },
  // Asked for on the login page's "forgot password": no token yet.
  'POST /api/auth/send-otp': {
    oldClient: 'none',
    prepare: (w) => ({
      call: { path: '/api/auth/send-otp', json: { email: w.buyer.email } },
      as: w.buyer,
    }),
    withToken: { status: 200 },
    withoutToken: { status: 200 },
  },
  'POST /api/auth/reset-password': {
    oldClient: 'none',
    prepare: resetWithMailedCode,
    withToken: { status: 200 },
    withoutToken: { status: 200 },
  },
  'POST /api/chatbot': {
    oldClient: 'token',
    prepare: (w) => ({
      call: { path: '/api/chatbot', json: { message: 'How much water does wheat need?' } },
      as: w.buyer,
    }),
    withToken: {
      status: 200,
      shape: { answer: 'string' },
      deliberate:
        'the answer names its sources and how it was made (sources, conversationId, mode, language)',
      check: (res) =>
        expect(Object.keys(res.body)).toEqual(
          expect.arrayContaining(['answer', 'sources', 'conversationId', 'mode', 'language']),
        ),
    },
    withoutToken: { status: 200, shape: { answer: 'string' } },
  },
};

const ROWS = Object.entries(CONTRACT).map(([key, row]) => {
  const [method, path] = key.split(' ') as [string, string];
  return { key, method, path, row };
});

/** The old client's own ways of calling a row. */
const oldClientWays = (row: Row): ('withToken' | 'withoutToken')[] =>
  row.oldClient === 'both'
    ? ['withToken', 'withoutToken']
    : [row.oldClient === 'token' ? 'withToken' : 'withoutToken'];

// --- the checks ------------------------------------------------------------------------------

describe('the spec contract table', () => {
  const doc = readFileSync(join(__dirname, '../../../docs/api.md'), 'utf8');
  const start = doc.search(/^## Deliberate differences from the original client's calls$/m);
  const rest = start < 0 ? '' : doc.slice(start);
  const end = rest.slice(3).search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end + 3);

  it('covers every row of the spec, with a known method', () => {
    for (const { method } of ROWS) expect(['GET', 'POST', 'PUT']).toContain(method);
    expect(new Set(ROWS.map((r) => `${r.method} ${r.path}`)).size).toBe(24);
  });

  it.each(ROWS.map((r) => [r.key, r.row] as const))(
    "%s: the old client's own calls get what it expects, or the entry says why",
    (_key, row) => {
      const expectsError = row.oldClientExpects === 'error';
      for (const way of oldClientWays(row)) {
        const outcome = row[way];
        if (outcome.status >= 300 !== expectsError) {
          expect(outcome.deliberate).toEqual(expect.any(String));
        }
      }
    },
  );

  it('docs/api.md has the section "Deliberate differences from the original client\'s calls"', () => {
    expect(start).toBeGreaterThanOrEqual(0);
  });

  const deliberate = new Set(
    ROWS.filter(
      ({ row }) =>
        row.withToken.deliberate !== undefined || row.withoutToken.deliberate !== undefined,
    ).map((r) => `${r.method} ${r.path}`),
  );
  it.each([...deliberate])('docs/api.md lists %s among the deliberate differences', (call) => {
    expect(section).toContain(`\`${call}\``);
  });
});

// The contract is HTTP, the same on either database: run on one (PostgreSQL when there is one).
describe.each(apiDatabaseTargets)("the original client's calls on %s", (target) => {
  const w = {} as World;

  beforeAll(async () => {
    w.t = await startTestApp(target);
    w.seller = await signUpAndLogIn(w.t, { name: 'Seller Sita', state: 'Maharashtra' });
    w.buyer = await signUpAndLogIn(w.t, { name: 'Buyer Bharat' });
    w.profiler = await signUpAndLogIn(w.t, { name: 'Profile Priya' });
    w.photo = await png(64, 48);
    const leaf = syntheticLeaf({ width: 320, height: 240, yellowSpots: 3, brownSpots: 2 });
    w.leaf = await sharp(Buffer.from(leaf.data), {
      raw: { width: leaf.width, height: leaf.height, channels: 3 },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    const crop = await listCrop(w, {}, w.photo);
    w.listing = { ...crop, price: crop.cropSellingPrice };
    await placeOrder(w);
    const bell = await bellOf(w, w.seller);
    w.notificationId = bell[0]!._id;
  });
  afterAll(() => w.t.close());

  async function send(method: string, call: Call, token: string | null) {
    const m = method.toLowerCase() as 'get' | 'post' | 'put';
    let req = request(w.t.http)[m](call.path);
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    if (call.fields || call.files) {
      for (const [k, v] of Object.entries(call.fields ?? {})) req = req.field(k, v);
      for (const f of call.files ?? []) req = req.attach(f.field, f.data, f.name);
    } else if (call.json) {
      req = req.send(call.json);
    }
    return req;
  }

  const cases = ROWS.flatMap(({ key, method, row }) =>
    (['withToken', 'withoutToken'] as const).map((way) => {
      const old = oldClientWays(row).includes(way) ? ' (as the old client calls)' : '';
      const label = `${key} ${way === 'withToken' ? 'with a token' : 'without a token'}${old}`;
      return [label, method, row, way] as const;
    }),
  );

  it.each(cases)('%s', async (_label, method, row, way) => {
    const prepared = await row.prepare(w);
    const outcome = row[way];
    const res = await send(method, prepared.call, way === 'withToken' ? prepared.as.token : null);
    expect({ status: res.status, body: res.body as unknown }).toMatchObject({
      status: outcome.status,
    });
    const shape = outcome.status >= 400 ? ERROR : outcome.shape;
    if (shape) expect(mismatches(res.body, shape)).toEqual([]);
    if (outcome.code) expect(res.body.code).toBe(outcome.code);
    await outcome.check?.(res, w, prepared);
  });
});
