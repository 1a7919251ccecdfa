import { HttpResponse, http as mswHttp, type RequestHandler } from 'msw';
import { vi } from 'vitest';
import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '../api/schema';

/**
 * The API of the tests (Mock Service Worker): started, reset after each test and closed in
 * ./setup-tests.ts. A test adds the answers it needs with `mockApi(...)`, made with the typed
 * `http` below; a call that no handler answers fails as a network error in the app and fails the
 * test when it ends (`endTest`).
 */
export const server = setupServer();

/**
 * Handlers typed by the OpenAPI description of the backend (src/api/schema.d.ts, generated from
 * backend/openapi.json): only its paths are accepted, and `response(status).json(body)` only takes
 * a status and a body that the schema allows for that path. Paths match on any origin (the app in
 * jsdom, a server render, a client made for one test).
 *
 * @example http.get('/api/auth/users/{userId}', ({ response }) => response(200).json(profile))
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });

/** A schema of backend/openapi.json, e.g. `Schema<'OrderDto'>`, for answers shared by several tests. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/**
 * The answer of a failing server or proxy (5XX). Any endpoint can give it, though
 * backend/openapi.json describes it for only a few, so a handler returns it with
 * `response.untyped(serverError(503))`. The body is still the API's error shape.
 */
export function serverError(
  status: 500 | 502 | 503 | 504,
  message = 'Service Unavailable',
): HttpResponse<Schema<'ErrorResponse'>> {
  const body: Schema<'ErrorResponse'> = { statusCode: status, message };
  return HttpResponse.json(body, { status });
}

/**
 * The 400 of the backend's validation (backend/src/shared/http/validation.pipe.ts): the messages
 * joined in `message`, one entry per field in `errors`. Every endpoint that takes a body can give
 * it, though backend/openapi.json describes it for only some: `response.untyped(invalidInput(...))`.
 */
export function invalidInput(
  problems: Schema<'FieldError'>[],
): HttpResponse<Schema<'ErrorResponse'>> {
  const body: Schema<'ErrorResponse'> = {
    statusCode: 400,
    error: 'Bad Request',
    message: problems.map((problem) => problem.message).join('; '),
    errors: problems,
  };
  return HttpResponse.json(body, { status: 400 });
}

/**
 * Any other error answer the backend gives but backend/openapi.json does not describe for that
 * endpoint (e.g. the 400 of an upload check): `response.untyped(undocumentedError(400, {...}))`.
 * Prefer `response(status).json(...)` whenever the schema lists the status.
 */
export function undocumentedError(
  status: number,
  body: Schema<'ErrorResponse'>,
): HttpResponse<Schema<'ErrorResponse'>> {
  return HttpResponse.json(body, { status });
}

/** No answer at all (offline, server down): `response.untyped(networkError())`. */
export function networkError(): Response {
  return HttpResponse.error();
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RecordedCall = {
  method: string;
  /** The path without the query, e.g. `/api/auth/users/user-1`. */
  path: string;
  /** The whole address, for the query: `call.url.searchParams.get('lat')`. */
  url: URL;
  headers: Headers;
  /** The parsed JSON body; the text when it is not JSON; undefined when there is none. */
  body: unknown;
};

async function parseBody(request: Request): Promise<unknown> {
  let text: string;
  try {
    text = await request.clone().text();
  } catch {
    return undefined; // A body jsdom cannot read back (a File in a multipart form).
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// The call lists of the `mockApi` calls of the running test; emptied after each test.
const recorders = new Set<RecordedCall[]>();
const recorded = new Set<string>();

// Put before the test's handlers by every `mockApi`: lists the call (once, though older copies of
// it stay further down), then lets it through to the handlers, so a call shows in the lists, with
// its body, before it is answered.
const recorder = mswHttp.all('*', async ({ request, requestId }) => {
  if (recorded.has(requestId)) return undefined;
  recorded.add(requestId);
  if (recorders.size === 0) return undefined;
  const lists = [...recorders];
  const url = new URL(request.url);
  const body = await parseBody(request);
  const call = { method: request.method, path: url.pathname, url, headers: request.headers, body };
  for (const list of lists) list.push(call);
  return undefined;
});

/**
 * Answers the app's API calls in a test with the given handlers (made with `http` above) and
 * records every call made from now on, answered or not, with its parsed body, for assertions.
 * Handlers added later (another `mockApi`) come first.
 */
export function mockApi(...handlers: RequestHandler[]) {
  const calls: RecordedCall[] = [];
  recorders.add(calls);
  server.use(...handlers);
  server.use(recorder);
  return {
    calls,
    /** The calls made to one endpoint, e.g. `callsTo('PUT /api/auth/users/user-1')`. */
    callsTo(key: `${Method} /${string}`): RecordedCall[] {
      return calls.filter((call) => `${call.method} ${call.path}` === key);
    },
  };
}

// Calls that no handler answered, and the test each call was made in.
const unanswered: { call: string; test: string | undefined }[] = [];
const startedIn = new Map<string, string | undefined>();
const inFlight = new Map<string, Request>();
let currentTest: () => string | undefined = () => undefined;

server.events.on('request:start', ({ request, requestId }) => {
  startedIn.set(requestId, currentTest());
  inFlight.set(requestId, request);
});
server.events.on('request:end', ({ requestId }) => {
  inFlight.delete(requestId);
  startedIn.delete(requestId);
});

/** The last handler of all: a call that reaches it fails as a network error in the app. */
const noAnswer = mswHttp.all('*', ({ request, requestId }) => {
  const call = `${request.method} ${request.url}`;
  console.error(`No handler answers ${call} (add one with mockApi)`);
  unanswered.push({ call, test: startedIn.get(requestId) });
  return HttpResponse.error();
});

/**
 * Starts the API for a test file (setup-tests.ts). `always` answers in every test, `testName`
 * tells the test that is running.
 */
export function startApi(always: RequestHandler[], testName: () => string | undefined): void {
  currentTest = testName;
  server.listen({ onUnhandledRequest: 'error' });
  server.resetHandlers(...always, noAnswer);
}

/**
 * Ends a test (setup-tests.ts): waits a moment for its calls still on their way, forgets its
 * handlers and recorders, and returns the calls of that test that no handler answered.
 */
export async function endTest(always: RequestHandler[]): Promise<string[]> {
  const test = currentTest();
  await vi
    .waitFor(
      () => {
        const waiting = [...inFlight].filter(
          ([id, request]) => startedIn.get(id) === test && !request.signal.aborted,
        );
        if (waiting.length > 0) throw new Error('API calls in flight');
      },
      { timeout: 1000, interval: 5 },
    )
    .catch(() => undefined);
  server.resetHandlers(...always, noAnswer);
  inFlight.clear();
  recorders.clear();
  recorded.clear();
  const mine = unanswered.filter((entry) => entry.test === test).map((entry) => entry.call);
  for (const entry of unanswered.filter((entry) => entry.test !== test)) {
    // A retry of an earlier test's failed call, after that test ended: not this test's fault.
    console.warn(`Unanswered API call left over from the test "${entry.test}": ${entry.call}`);
  }
  unanswered.length = 0;
  return mine;
}
