/**
 * @agrosense/client: the AgroSense API, typed from the server's own OpenAPI document
 * (backend/openapi.json). A thin layer over openapi-fetch: every path, parameter, body and answer
 * is checked by TypeScript, and every request carries the caller's token and language.
 * docs/api.md ("For integrators") says how the API behaves.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

/** The named shapes of the API (the OpenAPI document's components). */
export type Schemas = components['schemas'];
/** A crop listing as GET /api/crops and GET /api/crops/{id} answer it. */
export type Crop = Schemas['CropDto'];
/** An order as the order lists and POST /api/orders answer it. */
export type Order = Schemas['OrderDto'];
/** GET /api/orders/{id}/details: the order with its timeline and what you may do next. */
export type OrderDetails = Schemas['OrderDetailsDto'];
/** The body of POST /api/orders. */
export type PlaceOrder = Schemas['PlaceOrderDto'];
/** One notification of the bell (GET /api/notifications/{userId}). */
export type Notification = Schemas['NotificationDto'];
/** Your own account (GET /api/auth/users/{userId}). */
export type UserProfile = Schemas['UserProfileDto'];
/** POST /api/auth/login's answer: the bearer token and your user id. */
export type LoginResponse = Schemas['LoginResponseDto'];
/** The one error shape of the API: `{ statusCode, message, error?, code?, errors? }`. */
export type ErrorResponse = Schemas['ErrorResponse'];

/** The languages the server answers in (messages, notifications and content). */
export type Language = 'en' | 'hi' | 'gu';

/** A typed client: `client.GET('/api/crops', ...)`, `client.POST('/api/orders', ...)` and so on. */
export type AgroSenseClient = Client<paths>;

/** Where the token comes from: a fixed string, or a function asked before each request. */
export type TokenSource =
  string | (() => string | null | undefined | Promise<string | null | undefined>);

export interface AgroSenseClientOptions {
  /** The server's origin, e.g. `https://agrosense.example` (paths start with `/api`). */
  baseUrl: string;
  /** The bearer token from POST /api/auth/login; none for public reads and logging in. */
  token?: TokenSource;
  /** A fetch to use instead of `globalThis.fetch` (tests, proxies, retries). */
  fetch?: (request: Request) => Promise<Response>;
  /** Sent as `Accept-Language`: messages and content come back in this language. */
  language?: Language;
}

/**
 * The middleware that adds `Authorization: Bearer <token>` (when there is a token) and
 * `Accept-Language` (when a language is set). A header the request sets itself is left as it is.
 */
export function agroSenseHeaders(options: Pick<AgroSenseClientOptions, 'token' | 'language'>) {
  const middleware: Middleware = {
    async onRequest({ request }) {
      const source = options.token;
      const token = typeof source === 'function' ? await source() : source;
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      if (options.language && !request.headers.has('Accept-Language')) {
        request.headers.set('Accept-Language', options.language);
      }
      return request;
    },
  };
  return middleware;
}

/** A client for one AgroSense server, as one caller (a token) or anonymously (none). */
export function createAgroSenseClient(options: AgroSenseClientOptions): AgroSenseClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(agroSenseHeaders(options));
  return client;
}
