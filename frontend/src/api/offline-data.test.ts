import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, mockApi } from '../testing/api-server';
import { storageKeys } from '../app/auth-storage';
import { createApiClient } from './client';
import { CACHED_AT_HEADER, clearSavedApiAnswers, noteAnswer, savedCopyTime } from './offline-data';

const baseUrl = 'http://localhost:3000';

function answer(cachedAt?: string): Response {
  return new Response('{"data":[]}', {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      ...(cachedAt ? { [CACHED_AT_HEADER]: cachedAt } : {}),
    },
  });
}

describe('saved copies of API answers', () => {
  afterEach(() => clearSavedApiAnswers());

  it('remembers the oldest saved copy shown under a path until a fresh answer replaces it', () => {
    noteAnswer(new Request(`${baseUrl}/api/market-prices?page=1`), answer('2026-07-13T10:30:00Z'));
    noteAnswer(new Request(`${baseUrl}/api/market-prices/filters`), answer('2026-07-13T09:00:00Z'));
    noteAnswer(new Request(`${baseUrl}/api/schemes/all?state=Gujarat`), answer());

    expect(savedCopyTime('/api/market-prices')).toBe(Date.parse('2026-07-13T09:00:00Z'));
    expect(savedCopyTime('/api/schemes')).toBeNull();

    noteAnswer(new Request(`${baseUrl}/api/market-prices/filters`), answer());
    expect(savedCopyTime('/api/market-prices')).toBe(Date.parse('2026-07-13T10:30:00Z'));
  });

  it('ignores everything but GET', () => {
    noteAnswer(
      new Request(`${baseUrl}/api/resources/all`, { method: 'POST' }),
      answer('2026-07-13T10:30:00Z'),
    );
    expect(savedCopyTime('/api/resources')).toBeNull();
  });

  it('deletes the API caches of the service worker', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    noteAnswer(new Request(`${baseUrl}/api/market-prices`), answer('2026-07-13T10:30:00Z'));

    await clearSavedApiAnswers();

    expect(deleted.sort()).toEqual(['agrosense-api', 'agrosense-api-images']);
    expect(savedCopyTime('/api/market-prices')).toBeNull();
  });
});

describe('public reads and the token', () => {
  afterEach(() => clearSavedApiAnswers());

  /** The endpoints the tests below read, answering empty; a copy's time when given. */
  function emptyAnswers(cachedAt?: string) {
    const headers: Record<string, string> = cachedAt ? { [CACHED_AT_HEADER]: cachedAt } : {};
    return [
      http.get('/api/market-prices', ({ response }) =>
        response(200).json(
          {
            data: [],
            page: 1,
            limit: 40,
            date: null,
            source: { kind: 'sample', label: 'Sample data shipped with AgroSense' },
          },
          { headers },
        ),
      ),
      http.get('/api/schemes/all', ({ response }) =>
        response(200).json({ data: [], department: null, state: null }, { headers }),
      ),
      http.get('/api/resources/all', ({ response }) =>
        response(200).json({ data: [] }, { headers }),
      ),
      http.get('/api/market-prices/watchlist', ({ response }) =>
        response(200).json({ data: [] }, { headers }),
      ),
      http.get('/api/resources/{id}/reviews', ({ response }) =>
        response(200).json({ data: [], page: 1, limit: 20, total: 0 }, { headers }),
      ),
    ];
  }

  async function sent(call: (client: ReturnType<typeof createApiClient>) => Promise<unknown>) {
    localStorage.setItem(storageKeys.authToken, 'token-123');
    const api = mockApi(...emptyAnswers());
    await call(createApiClient({ baseUrl, onUnauthorized: () => {} }));
    return api.calls[0]!;
  }

  it.each([
    ['market prices', (c: ReturnType<typeof createApiClient>) => c.GET('/api/market-prices')],
    [
      'one state\u2019s schemes',
      (c: ReturnType<typeof createApiClient>) =>
        c.GET('/api/schemes/all', { params: { query: { state: 'Gujarat' } } }),
    ],
    ['the resources', (c: ReturnType<typeof createApiClient>) => c.GET('/api/resources/all')],
  ])('asks for %s without the token, so the service worker may keep a copy', async (_, call) => {
    expect((await sent(call)).headers.has('Authorization')).toBe(false);
  });

  it('still sends the token for a user\u2019s own data and for writes', async () => {
    const watchlist = await sent((c) => c.GET('/api/market-prices/watchlist'));
    expect(watchlist.headers.get('Authorization')).toBe('Bearer token-123');
    const review = await sent((c) =>
      c.GET('/api/resources/{id}/reviews', {
        params: { path: { id: 'tractor' }, query: { page: 1, limit: 20 } },
      }),
    );
    expect(review.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('reports an answer served from a saved copy', async () => {
    localStorage.setItem(storageKeys.authToken, 'token-123');
    mockApi(...emptyAnswers('2026-07-13T10:30:00Z'));
    await createApiClient({ baseUrl, onUnauthorized: () => {} }).GET('/api/resources/all');
    expect(savedCopyTime('/api/resources')).toBe(Date.parse('2026-07-13T10:30:00Z'));
  });
});
