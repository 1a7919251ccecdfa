/**
 * Lists the crops on the market, logs in, orders one unit of someone else's listing with an
 * Idempotency-Key (sent twice, as a retry after a lost answer would: one order), and follows it.
 *
 *   npm run build -w client
 *   AGROSENSE_URL=http://localhost:3000 AGROSENSE_MOBILE=9876543210 AGROSENSE_PASSWORD=… \
 *     node client/examples/place-order.ts
 *
 * Node 24 runs TypeScript files directly (type stripping); older versions need
 * --experimental-strip-types.
 */
import { randomUUID } from 'node:crypto';
import { createAgroSenseClient, type ErrorResponse } from '@agrosense/client';

const baseUrl = process.env.AGROSENSE_URL ?? 'http://localhost:3000';
const mobile = process.env.AGROSENSE_MOBILE ?? '';
const password = process.env.AGROSENSE_PASSWORD ?? '';

/** Every error of the API has this one shape; `code` is the stable part to act on. */
function fail(what: string, error: ErrorResponse): never {
  console.error(`${what}: ${error.statusCode} ${error.code ?? ''} ${error.message}`);
  process.exit(1);
}

// 1. The market is public: no token needed (sellers' mobiles are left out without one).
const anonymous = createAgroSenseClient({ baseUrl, language: 'en' });
const market = await anonymous.GET('/api/crops', {
  params: { query: { status: 'Available', sort: 'newest', limit: 20 } },
});
if (market.error) fail('Listing crops', market.error);
console.log(`${market.response.headers.get('X-Total-Count')} listings on the market; newest:`);
for (const crop of market.data.slice(0, 5)) {
  console.log(`  ${crop.cropId} ${crop.cropName}: ₹${crop.cropSellingPrice}/${crop.cropUnit}`);
}

// 2. Log in: the token goes in `Authorization: Bearer` on every later request.
if (!mobile || !password) {
  console.log('Set AGROSENSE_MOBILE and AGROSENSE_PASSWORD to log in and place an order.');
  process.exit(0);
}
const login = await anonymous.POST('/api/auth/login', { body: { mobile, password } });
if (login.error) fail('Logging in', login.error);
const me = createAgroSenseClient({ baseUrl, token: login.data.token, language: 'en' });

// 3. Order one unit of a listing that is not yours. The server takes the price from the listing.
const crop = market.data.find((c) => c.userId._id !== login.data.userId);
if (!crop) {
  console.log('No listing of somebody else to order from.');
  process.exit(0);
}
const idempotencyKey = randomUUID();
const order = () =>
  me.POST('/api/orders', {
    body: { cropId: crop._id, quantity: 1 },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
const placed = await order();
if (placed.error) fail('Placing the order', placed.error);
console.log(`Ordered 1 ${crop.cropUnit} of ${crop.cropName}: order ${placed.data._id}`);

// The same key and body again (a retry after a timeout) answers the first order, not a second.
const retried = await order();
if (retried.error) fail('Retrying the order', retried.error);
console.log(`Retry answered the same order: ${retried.data._id === placed.data._id}`);

// 4. Follow it: status, timeline and what you may do next.
const details = await me.GET('/api/orders/{id}/details', {
  params: { path: { id: placed.data._id } },
});
if (details.error) fail('Reading the order', details.error);
console.log(`Status ${details.data.order.status}, you are the ${details.data.you}`);
for (const step of details.data.timeline) console.log(`  ${step.at} ${step.type}`);
console.log(`You may move it to: ${details.data.moves.join(', ') || 'nothing yet'}`);
