import createClient, { type Middleware } from 'openapi-fetch';
import { clearSession, getAuthToken } from '../app/auth-storage';
import { paths as routes } from '../app/paths';
import { apiErrorFromResponse } from './api-error';
import type { paths } from './schema';

type ApiClientOptions = {
  baseUrl: string;
  onUnauthorized: () => void;
};

export function authMiddleware(onUnauthorized: () => void): Middleware {
  return {
    onRequest({ request }) {
      const token = getAuthToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
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
      return response;
    },
  };
}

export function createApiClient({ baseUrl, onUnauthorized }: ApiClientOptions) {
  const client = createClient<paths>({
    baseUrl,
    // Looked up on every call so tests can replace globalThis.fetch.
    fetch: (request) => globalThis.fetch(request),
  });
  client.use(authMiddleware(onUnauthorized));
  return client;
}

// The one client the app uses.
export const api = createApiClient({
  baseUrl: window.location.origin,
  onUnauthorized: () => window.location.assign(routes.auth.loginLowercase),
});
