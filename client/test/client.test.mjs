// The built package (dist/) against a fake fetch: the URL, the headers every request carries
// (Authorization, Accept-Language, Idempotency-Key) and the parsing of answers and errors. No
// server is started: `npm run build -w client && npm test -w client`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAgroSenseClient } from '../dist/index.js';

/** A fetch that records each Request and answers `status` with `body` as JSON. */
function fakeFetch(status, body, headers = {}) {
  const requests = [];
  const fetch = async (request) => {
    requests.push(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  };
  return { fetch, requests };
}

const crop = {
  _id: '6f1c2a9e-8c1b-4c55-9a53-1f0b8a9f2d10',
  cropId: 'CRP-7F3K2Q',
  cropName: 'Tomato',
  cropSellingPrice: 25.5,
  cropUnit: 'kg',
  userId: { _id: 'seller', name: 'Sita', mobile: '', mobileHidden: true, state: 'Gujarat' },
};

describe('createAgroSenseClient', () => {
  it('reads the market anonymously: no Authorization, the language asked for, the query sent', async () => {
    const { fetch, requests } = fakeFetch(200, [crop], { 'X-Total-Count': '1' });
    const client = createAgroSenseClient({
      baseUrl: 'https://agro.example/',
      fetch,
      language: 'hi',
    });
    const { data, error, response } = await client.GET('/api/crops', {
      params: { query: { status: 'Available', limit: 20 } },
    });
    assert.equal(error, undefined);
    assert.deepEqual(data, [crop]);
    assert.equal(response.headers.get('X-Total-Count'), '1');
    assert.equal(requests.length, 1);
    const [request] = requests;
    assert.equal(request.method, 'GET');
    assert.equal(request.url, 'https://agro.example/api/crops?status=Available&limit=20');
    assert.equal(request.headers.get('Authorization'), null);
    assert.equal(request.headers.get('Accept-Language'), 'hi');
  });

  it('places an order with the bearer token, the Idempotency-Key and a JSON body', async () => {
    const order = { _id: 'order-1', status: 'Pending', totalPrice: 51 };
    const { fetch, requests } = fakeFetch(201, order);
    const client = createAgroSenseClient({
      baseUrl: 'https://agro.example',
      token: 'tok-1',
      fetch,
    });
    const { data, error } = await client.POST('/api/orders', {
      body: { cropId: crop._id, quantity: 2 },
      headers: { 'Idempotency-Key': 'order-2026-11-26-0001' },
    });
    assert.equal(error, undefined);
    assert.deepEqual(data, order);
    const [request] = requests;
    assert.equal(request.method, 'POST');
    assert.equal(request.url, 'https://agro.example/api/orders');
    assert.equal(request.headers.get('Authorization'), 'Bearer tok-1');
    assert.equal(request.headers.get('Idempotency-Key'), 'order-2026-11-26-0001');
    assert.equal(request.headers.get('Accept-Language'), null);
    assert.match(request.headers.get('Content-Type'), /^application\/json/);
    assert.deepEqual(await request.json(), { cropId: crop._id, quantity: 2 });
  });

  it('fills path parameters and asks a token function before each request', async () => {
    const { fetch, requests } = fakeFetch(200, { order: { _id: 'order-1' }, you: 'buyer' });
    let token = 'first';
    const client = createAgroSenseClient({
      baseUrl: 'http://localhost:3000',
      token: async () => token,
      fetch,
      language: 'gu',
    });
    await client.GET('/api/orders/{id}/details', { params: { path: { id: 'order-1' } } });
    token = 'second';
    await client.GET('/api/orders/{id}/details', { params: { path: { id: 'order-1' } } });
    assert.deepEqual(
      requests.map((r) => [
        r.url,
        r.headers.get('Authorization'),
        r.headers.get('Accept-Language'),
      ]),
      [
        ['http://localhost:3000/api/orders/order-1/details', 'Bearer first', 'gu'],
        ['http://localhost:3000/api/orders/order-1/details', 'Bearer second', 'gu'],
      ],
    );
  });

  it('leaves headers the request sets itself alone', async () => {
    const { fetch, requests } = fakeFetch(200, []);
    const client = createAgroSenseClient({
      baseUrl: 'http://x',
      token: 'mine',
      fetch,
      language: 'en',
    });
    await client.GET('/api/orders', {
      headers: { Authorization: 'Bearer other', 'Accept-Language': 'hi' },
    });
    assert.equal(requests[0].headers.get('Authorization'), 'Bearer other');
    assert.equal(requests[0].headers.get('Accept-Language'), 'hi');
  });

  it('answers an error as the API error shape, with its stable code', async () => {
    const body = {
      statusCode: 422,
      message: 'This Idempotency-Key was used for a different order',
      error: 'Unprocessable Entity',
      code: 'IDEMPOTENCY.KEY_REUSED',
    };
    const { fetch } = fakeFetch(422, body);
    const client = createAgroSenseClient({ baseUrl: 'http://x', token: 't', fetch });
    const { data, error, response } = await client.POST('/api/orders', {
      body: { cropId: 'c', quantity: 1 },
      headers: { 'Idempotency-Key': 'k' },
    });
    assert.equal(data, undefined);
    assert.equal(response.status, 422);
    assert.deepEqual(error, body);
  });
});
