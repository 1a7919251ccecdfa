import createClient, { type Middleware } from 'openapi-fetch';
import { clearSession, getAuthToken } from '../app/auth-storage';
import { paths as routes } from '../app/paths';
import { fullPageNavigation } from '../app/session';
import { i18n } from '../i18n/i18n';
import { apiErrorFromResponse } from './error-response';
import { noteAnswer } from './offline-data';
import type { paths } from './schema';

type ApiClientOptions = {
  baseUrl: string;
  onUnauthorized: () => void;
};

// Calls made before or instead of logging in never carry the token: a stale token sent with a
// wrong password would otherwise turn the form's 401 into a logout and a page reload.
const anonymousPaths: ReadonlySet<string> = new Set<keyof paths>([
  '/api/auth/login',
  '/api/auth/signup',
  '/api/auth/send-otp',
  '/api/auth/reset-password',
  '/api/states',
]);

// Public reads (the same for everyone) go out without the token too, so the service worker may keep
// a copy for offline use: it never stores an answer to a request that carried a token.
const publicReads: ReadonlySet<string> = new Set<keyof paths>([
  '/api/market-prices',
  '/api/market-prices/filters',
  '/api/market-prices/trend',
  '/api/market-prices/hint',
  '/api/schemes/all',
  '/api/resources/all',
  '/api/resources/{id}',
  '/api/states/{name}',
  '/api/users/{id}/reviews',
]);

export function authMiddleware(onUnauthorized: () => void): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const token = getAuthToken();
      const anonymous =
        anonymousPaths.has(schemaPath) || (request.method === 'GET' && publicReads.has(schemaPath));
      if (token && !anonymous) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
    async onResponse({ request, response }) {
      // Only a request that carried a token can log the user out: a wrong password on the login
      // form is also a 401 and must stay on the form with its message.
      if (response.status === 401 && request.headers.has('Authorization')) {
        clearSession();
        onUnauthorized();
      }
      // Every non-2xx answer rejects with a typed ApiError, so callers (and TanStack Query) only
      // ever see data on success.
      if (!response.ok) throw await apiErrorFromResponse(response);
      noteAnswer(request, response);
      return response;
    },
  };
}

/**
 * Every call says which language the reader uses, so the server writes its messages (errors,
 * confirmations, bot answers) in it; English when i18n has not picked one yet.
 */
export function languageMiddleware(currentLanguage: () => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept-Language', currentLanguage() || 'en');
      return request;
    },
  };
}

export function createApiClient({ baseUrl, onUnauthorized }: ApiClientOptions) {
  const client = createClient<paths>({
    baseUrl,
    // Looked up on every call so tests can replace globalThis.fetch.
    fetch: (request) => globalThis.fetch(request),
  });
  client.use(languageMiddleware(() => i18n.resolvedLanguage ?? i18n.language));
  client.use(authMiddleware(onUnauthorized));
  return client;
}

// The one client the app uses.
// No `location` on the server: pages rendered at build time fetch nothing, and the request-time
// renderer (src/prerender/entry-server.tsx) points this placeholder origin at the API.
export const SERVER_RENDER_ORIGIN = 'http://server-render.invalid';
export const api = createApiClient({
  baseUrl: globalThis.location?.origin ?? SERVER_RENDER_ORIGIN,
  onUnauthorized: () => fullPageNavigation.go(routes.auth.loginLowercase),
});

/**
 * The body of a successful answer. The middleware above already turned every error into an
 * ApiError, so a missing body here means the server answered 2xx without one.
 */
export function requireData<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('The server sent an empty answer.');
  return data;
}
