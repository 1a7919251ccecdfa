import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../app/auth-storage';
import { changeLanguage } from '../i18n/i18n';
import { ApiError } from './api-error';
import { createApiClient } from './client';

const baseUrl = 'http://localhost:3000';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('api client', () => {
  const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the stored auth token as a bearer token', async () => {
    localStorage.setItem(storageKeys.authToken, 'token-123');
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 'ok' }));
    const client = createApiClient({ baseUrl, onUnauthorized });

    const { data } = await client.GET('/api/health');

    expect(data).toEqual({ status: 'ok' });
    const request = fetchMock.mock.calls[0][0];
    expect(request.url).toBe('http://localhost:3000/api/health');
    expect(request.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('asks the server to answer in the current language', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, { status: 'ok' })));
    const client = createApiClient({ baseUrl, onUnauthorized });

    await client.GET('/api/health');
    expect(fetchMock.mock.calls[0][0].headers.get('Accept-Language')).toBe('en');

    await changeLanguage('gu');
    try {
      await client.GET('/api/health');
      expect(fetchMock.mock.calls[1][0].headers.get('Accept-Language')).toBe('gu');
    } finally {
      await changeLanguage('en');
    }
  });

  it('sends no Authorization header when no token is stored', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 'ok' }));
    const client = createApiClient({ baseUrl, onUnauthorized });

    await client.GET('/api/health');

    expect(fetchMock.mock.calls[0][0].headers.has('Authorization')).toBe(false);
  });

  it('logs the user out and sends them to login on a 401', async () => {
    localStorage.setItem(storageKeys.authToken, 'expired');
    localStorage.setItem(storageKeys.userId, 'user-1');
    localStorage.setItem(storageKeys.rememberedPhone, '9876543210');
    fetchMock.mockResolvedValue(
      jsonResponse(401, { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' }),
    );
    const client = createApiClient({ baseUrl, onUnauthorized });

    await expect(client.GET('/api/health')).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });

    expect(localStorage.getItem(storageKeys.authToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.userId)).toBeNull();
    expect(localStorage.getItem(storageKeys.rememberedPhone)).toBe('9876543210');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not redirect on a 401 for a request sent without a token (wrong password)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { statusCode: 401, message: 'Invalid credentials' }),
    );
    const client = createApiClient({ baseUrl, onUnauthorized });

    await expect(client.GET('/api/health')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a validation error with a list of messages into an ApiError', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        statusCode: 400,
        message: ['mobile must be 10 digits', 'password is required'],
        error: 'Bad Request',
      }),
    );
    const client = createApiClient({ baseUrl, onUnauthorized });

    const error = await client.GET('/api/health').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      messages: ['mobile must be 10 digits', 'password is required'],
      message: 'mobile must be 10 digits\npassword is required',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the error code of the answer', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        statusCode: 400,
        message: 'Please enter a valid email address',
        code: 'ACCOUNT.INVALID_EMAIL',
        errors: [{ field: 'email', message: 'Please enter a valid email address' }],
      }),
    );
    const client = createApiClient({ baseUrl, onUnauthorized });

    await expect(client.GET('/api/health')).rejects.toMatchObject({
      status: 400,
      code: 'ACCOUNT.INVALID_EMAIL',
      message: 'Please enter a valid email address',
    });
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
      fetchMock.mockResolvedValue(
        jsonResponse(401, { statusCode: 401, message: 'Invalid phone number or password.' }),
      );
      const client = createApiClient({ baseUrl, onUnauthorized });

      const call =
        method === 'GET'
          ? client.GET('/api/states')
          : client.POST(path as '/api/auth/login', {
              body: { mobile: '9876543210', password: 'x' },
            });
      await expect(call).rejects.toBeInstanceOf(ApiError);

      expect(fetchMock.mock.calls[0][0].headers.has('Authorization')).toBe(false);
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(localStorage.getItem(storageKeys.authToken)).toBe('stale');
    },
  );

  it('falls back to the status text when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const client = createApiClient({ baseUrl, onUnauthorized });

    await expect(client.GET('/api/health')).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
  });
});
