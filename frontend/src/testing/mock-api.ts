import { vi } from 'vitest';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (request: Request) => Response | Promise<Response>;

export type RecordedCall = {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
};

/**
 * Answers the app's API calls in a test. Keys are `METHOD /path`, e.g. `POST /api/auth/login`;
 * a call without a handler gets a 404 (and shows in `calls`). Returns every call made, with its
 * parsed JSON body, for assertions.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const text = await request.clone().text();
      calls.push({
        method: request.method,
        path,
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      const handler = handlers[`${request.method} ${path}`];
      return handler
        ? handler(request)
        : jsonResponse(404, { statusCode: 404, message: `No mock for ${request.method} ${path}` });
    }),
  );
  return {
    calls,
    /** The calls made to one endpoint, e.g. `callsTo('PUT /api/auth/users/u-1')`. */
    callsTo(key: string): RecordedCall[] {
      return calls.filter((call) => `${call.method} ${call.path}` === key);
    },
  };
}
