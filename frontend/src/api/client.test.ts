import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../app/auth-storage';
import { changeLanguage } from '../i18n/i18n';
import { http, invalidInput, mockApi } from '../testing/api-server';
import { ApiError } from './api-error';
import { createApiClient } from './client';

const baseUrl = 'http://localhost:3000';

const alive = http.get('/api/health/live', ({ response }) => response(200).json({ status: 'ok' }));

describe('api client', () => {
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    onUnauthorized.mockReset();
  });

  it('sends the stored auth token as a bearer token', async () => {
    localStorage.setItem(storageKeys.authToken, 'token-123');
    const api = mockApi(alive);
    const client = createApiClient({ baseUrl, onUnauthorized });

    const { data } = await client.GET('/api/health/live');

    expect(data).toEqual({ status: 'ok' });
    const [request] = api.calls;
    expect(request.url.href).toBe('http://localhost:3000/api/health/live');
    expect(request.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('asks the server to answer in the current language', async () => {
    const api = mockApi(alive);
    const client = createApiClient({ baseUrl, onUnauthorized });

    await client.GET('/api/health/live');
    expect(api.calls[0].headers.get('Accept-Language')).toBe('en');

    await changeLanguage('gu');
    try {
      await client.GET('/api/health/live');
      expect(api.calls[1].headers.get('Accept-Language')).toBe('gu');
    } finally {
      await changeLanguage('en');
    }
  });

  it('sends no Authorization header when no token is stored', async () => {
    const api = mockApi(alive);
    const client = createApiClient({ baseUrl, onUnauthorized });

    await client.GET('/api/health/live');

    expect(api.calls[0].headers.has('Authorization')).toBe(false);
  });

  it('logs the user out and sends them to login on a 401', async () => {
    localStorage.setItem(storageKeys.authToken, 'expired');
    localStorage.setItem(storageKeys.userId, 'user-1');
    localStorage.setItem(storageKeys.rememberedPhone, '9876543210');
    mockApi(
      http.get('/api/auth/users/{userId}', ({ response }) =>
        response(401).json({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' }),
      ),
    );
    const client = createApiClient({ baseUrl, onUnauthorized });

    await expect(
      client.GET('/api/auth/users/{userId}', { params: { path: { userId: 'user-1' } } }),
    ).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });

    expect(localStorage.getItem(storageKeys.authToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.userId)).toBeNull();
    expect(localStorage.getItem(storageKeys.rememberedPhone)).toBe('9876543210');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not redirect on a 401 for a request sent without a token (wrong password)', async () => {
    mockApi(
      http.get('/api/auth/users/{userId}', ({ response }) =>
        response(401).json({ statusCode: 401, message: 'Invalid credentials' }),
      ),
    );
    const client = createApiClient({ baseUrl, onUnauthorized });

    await expect(
      client.GET('/api/auth/users/{userId}', { params: { path: { userId: 'user-1' } } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a validation error with a list of messages into an ApiError', async () => {
    // The list form of NestJS's own validation (this backend joins the messages into one string,
    // see invalidInput): deliberately not the schema's shape, the client still reads it.
    mockApi(
      http.get('/api/health/live', ({ response }) =>
        response.untyped(
          HttpResponse.json(
            {
              statusCode: 400,
              message: ['mobile must be 10 digits', 'password is required'],
              error: 'Bad Request',
            },
            { status: 400 },
          ),
        ),
      ),
    );
    const client = createApiClient({ baseUrl, onUnauthorized });

    const error = await client.GET('/api/health/live').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      messages: ['mobile must be 10 digits', 'password is required'],
      message: 'mobile must be 10 digits\npassword is required',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the error code of the answer', async () => {
    mockApi(
      http.post('/api/auth/signup', ({ response }) =>
        response(400).json({
          statusCode: 400,
          message: 'Please enter a valid email address',
          code: 'ACCOUNT.INVALID_EMAIL',
          errors: [{ field: 'email', message: 'Please enter a valid email address' }],
        }),
      ),
    );
    const client = createApiClient({ baseUrl, onUnauthorized });

    await expect(
      client.POST('/api/auth/signup', {
        body: {
          name: 'Asha Patel',
          mobile: '9876543210',
          email: 'asha@',
          password: 'green-fields-42',
          confirmPassword: 'green-fields-42',
          state: 'Gujarat',
          address: 'Anand',
          language: 'English',
        },
      }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'ACCOUNT.INVALID_EMAIL',
      message: 'Please enter a valid email address',
    });
  });

  it('reads the validation answer of the backend', async () => {
    mockApi(
      http.post('/api/contact/submit', ({ response }) =>
        response.untyped(
          invalidInput([{ field: 'mobile', message: 'Please enter a 10-digit mobile number' }]),
        ),
      ),
    );
    const client = createApiClient({ baseUrl, onUnauthorized });

    await expect(
      client.POST('/api/contact/submit', {
        body: {
          name: 'Asha Patel',
          mobile: '98765',
          email: 'asha@example.com',
          address: 'Anand',
          message: 'Hello',
        },
      }),
    ).rejects.toMatchObject({ status: 400, message: 'Please enter a 10-digit mobile number' });
  });

  it.each([
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/signup'],
    ['POST', '/api/auth/send-otp'],
    ['POST', '/api/auth/reset-password'],
    ['GET', '/api/states'],
  ] as const)(
    'sends no token with %s %s, so a 401 there cannot log anyone out',
    async (method, path) => {
      localStorage.setItem(storageKeys.authToken, 'stale');
      // Whatever the endpoint, the answer is a 401 (the login's, the only one that gives it).
      const api = mockApi(
        http.untyped.all('*/api/*', () =>
          HttpResponse.json(
            { statusCode: 401, message: 'Invalid phone number or password.' },
            { status: 401 },
          ),
        ),
      );
      const client = createApiClient({ baseUrl, onUnauthorized });

      const call =
        method === 'GET'
          ? client.GET('/api/states')
          : client.POST(path as '/api/auth/login', {
              body: { mobile: '9876543210', password: 'x' },
            });
      await expect(call).rejects.toBeInstanceOf(ApiError);

      expect(api.calls[0].headers.has('Authorization')).toBe(false);
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(localStorage.getItem(storageKeys.authToken)).toBe('stale');
    },
  );

  it('falls back to the status text when the error body is not JSON', async () => {
    // A proxy's error page, not an answer of the API.
    mockApi(
      http.get('/api/health/live', ({ response }) =>
        response.untyped(
          new HttpResponse('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
        ),
      ),
    );
    const client = createApiClient({ baseUrl, onUnauthorized });

    await expect(client.GET('/api/health/live')).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
  });
});
