import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app';
import { auth, buildWorld, type World } from './support/world';

/** `[[[…]]]` nested `depth` levels: 1,500 levels is 3 kB. */
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** `{"a":{"a":…1…}}` nested `depth` levels. */
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

interface Answer {
  status: number;
  contentType: string;
  body: { statusCode?: number; code?: string; message?: string; cropDescription?: string };
}

/**
 * Issue "Security round 2", bad input never stalls the server: a small JSON body nested 1,500
 * levels deep used to answer 500 (a RangeError in class-transformer) and hold the event loop
 * while it did, for every caller. Nesting is now counted on the raw text, before JSON.parse, and
 * anything over 32 levels is a 400 JSON error with a message key.
 */
describe('deeply nested request bodies', () => {
  let t: TestApp;
  let w: World;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    w = await buildWorld(t);
    await new Promise<void>((done) => t.http.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => t?.close());

  /** The body exactly as given (supertest would JSON-encode a Buffer). */
  const send = async (
    method: string,
    path: string,
    body: string | Buffer,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const res = await fetch(base + path, {
      method,
      body: typeof body === 'string' ? body : new Uint8Array(body),
      headers: { 'Content-Type': 'application/json', ...headers },
    });
    return {
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      body: (await res.json()) as Answer['body'],
    };
  };

  const refused = (res: Answer, code = 'BODY.TOO_DEEP') => {
    expect(res.status).toBe(400);
    expect(res.contentType).toMatch(/application\/json/);
    expect(res.body).toMatchObject({
      statusCode: 400,
      code,
      message:
        code === 'BODY.TOO_DEEP'
          ? 'Request body is nested too deeply (at most 32 levels)'
          : 'Request body holds too many values (at most 1000)',
    });
  };

  it.each([
    ['arrays, public login', '/api/auth/login', arrays(1500)],
    ['objects, public login', '/api/auth/login', objects(1500)],
    ['arrays inside a field', '/api/support', `{"name":"Asha","message":${arrays(1500)}}`],
    ['33 levels', '/api/chatbot', `{"message":"hi","x":${arrays(32)}}`],
  ])('refuses %s with 400 JSON before parsing', async (_, path, body) => {
    refused(await send('POST', path, body));
  });

  it('refuses a body holding over 1,000 values, and takes one with 1,000', async () => {
    const wide = (n: number) =>
      `{"name":"Asha","message":"Hello","x":[${Array(n).fill('1').join(',')}]}`;
    // The object, its 3 members (2 commas + the array) and the array's elements.
    refused(await send('POST', '/api/chatbot', wide(998)), 'BODY.TOO_MANY_VALUES');
    const fits = await send('POST', '/api/chatbot', wide(997));
    expect(fits.body.code).toBeUndefined();
  });

  it('refuses a deep body on an endpoint that needs a login, logged in or not', async () => {
    const body = `{"cropDescription":${arrays(1500)}}`;
    const path = `/api/crops/${w.listing._id}`;
    refused(await send('PUT', path, body, auth(w.owner)));
    refused(await send('PUT', path, body));
  });

  it('says it in Hindi and Gujarati', async () => {
    for (const [lang, text] of [
      ['hi', 'भेजी गई जानकारी एक-दूसरे के अंदर बहुत ज़्यादा परतों में है (ज़्यादा से ज़्यादा 32 परतें)'],
      ['gu', 'મોકલેલી માહિતી એકબીજાની અંદર બહુ વધારે સ્તરોમાં છે (વધુમાં વધુ 32 સ્તર)'],
    ]) {
      const res = await send('POST', '/api/auth/login', objects(1500), { 'Accept-Language': lang });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BODY.TOO_DEEP', message: text });
    }
  });

  it('counts only brackets outside strings: 32 levels and bracket-filled text pass', async () => {
    // 32 levels: the login is refused for its field, not for the shape.
    const atLimit = `{"mobile":"9000000000","password":"x","remember":${arrays(31)}}`;
    const login = await send('POST', '/api/auth/login', atLimit);
    expect(login.status).toBe(400);
    expect(login.body.code).toBeUndefined();
    expect(login.body.message).toBe('remember must be a boolean value');
    // Brackets and escaped quotes inside a string are text, not nesting.
    const text = `{"message":"${'[{'.repeat(200)}\\"${'['.repeat(100)}"}`;
    const chat = await send('POST', '/api/chatbot', text);
    expect(chat.status).toBe(200);
  });

  it('counts UTF-16 JSON on the decoded text, and refuses charsets it cannot count', async () => {
    const utf16 = { 'Content-Type': 'application/json; charset=utf-16le' };
    refused(await send('POST', '/api/auth/login', Buffer.from(objects(100), 'utf16le'), utf16));
    // UTF-7 can hide brackets in base64 ("+AFsAWw-" is "[["): 415, as for any unknown charset.
    const utf7 = await send('POST', '/api/auth/login', '{"mobile":+AFsAWw-}', {
      'Content-Type': 'application/json; charset=utf-7',
    });
    expect(utf7.status).toBe(415);
    expect(utf7.body.message).toBe('Request body charset is not supported');
  });

  it('refuses deeply nested multipart field names', async () => {
    const res = await request(base)
      .post('/api/crops/add')
      .set(auth(w.owner))
      .field('cropName', 'Okra')
      .field('cropCategory', 'vegetables')
      .field('cropSellingPrice', '30')
      .field('cropUnit', 'kg')
      .field('cropQuantity', '5')
      .field(`cropDescription${'[a]'.repeat(32)}`, 'x');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BODY.TOO_DEEP' });
  });

  it('reads urlencoded bodies flat (extended: false): brackets build no objects', async () => {
    const res = await send(
      'PUT',
      `/api/crops/${w.listing._id}`,
      `cropDescription${'[c]'.repeat(2000)}=1&cropDescription=flat`,
      { ...auth(w.owner), 'Content-Type': 'application/x-www-form-urlencoded' },
    );
    expect(res.status).toBe(200);
    expect(res.body.cropDescription).toBe('flat');
  });

  // 1,500 levels is the probe of the issue (3 kB); 90,000 levels (180 kB, under the 200 kB size
  // limit) and 66,000 empty arrays (shallow but wide) held the event loop for seconds before.
  it.each([
    ['1,500 levels deep', `{"name":"Asha","message":${arrays(1500)}}`, 'BODY.TOO_DEEP'],
    ['90,000 levels deep', `{"name":"Asha","message":${arrays(90_000)}}`, 'BODY.TOO_DEEP'],
    [
      'holding 66,000 empty arrays',
      `{"name":"Asha","email":"a@example.com","message":"Hi","x":[${Array(66_000).fill('[]').join(',')}]}`,
      'BODY.TOO_MANY_VALUES',
    ],
  ])('keeps /api/health/live fast while 20 bodies %s arrive at once', async (what, body, code) => {
    const live: number[] = [];
    let inFlight = true;
    const poll = (async () => {
      while (inFlight) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/health/live`);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        live.push(performance.now() - t0);
      }
    })();
    const t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send('POST', '/api/support', body)),
    );
    const ms = performance.now() - t0;
    inFlight = false;
    await poll;
    const slowest = Math.max(...live);
    console.log(
      `20 bodies ${what} answered in ${ms.toFixed(0)} ms; ` +
        `${live.length} liveness answers meanwhile, slowest ${slowest.toFixed(0)} ms`,
    );
    for (const res of answers) refused(res, code);
    expect(live.length).toBeGreaterThan(0);
    // Before the limits these bodies held the loop 4.0-5.3 s (docs/reliability.md); after, the
    // slowest probe took at most 0.35 s on an idle machine and 1.1 s on CI's busy two cores.
    // The bound is between the two, so the check stays about the stall, not the machine's load.
    expect(slowest).toBeLessThan(2500);
  });
});
