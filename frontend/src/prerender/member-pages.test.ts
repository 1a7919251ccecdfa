// @vitest-environment node
// The request-time render as the server runs it (no window, no localStorage): a render the server
// gives up on (its 3 s timeout, backend/src/shared/http/member-pages.ts) must stop, not go on
// calling the API and holding memory in the background (security round 2).
import { describe, expect, it, vi } from 'vitest';
import { http, mockApi } from '../testing/api-server';
import { renderMemberPage } from './member-pages';

describe('a member page rendered on the server', () => {
  it('stops when the server gives up on it: its API calls are cancelled and it fails at once', async () => {
    const calls: Request[] = [];
    // The API answers nothing (so there is no body to type), whatever the page asks for.
    mockApi(
      http.untyped.all('*/api/*', ({ request }) => {
        calls.push(request);
        return new Promise<never>(() => {});
      }),
    );
    const giveUp = new AbortController();
    const render = renderMemberPage({
      path: '/LiveCropPricing',
      apiOrigin: 'http://127.0.0.1:9',
      token: 'token-1',
      userId: 'user-1',
      language: 'en',
      signal: giveUp.signal,
    });
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls.map((call) => new URL(call.url).origin)).toEqual(
      Array(4).fill('http://127.0.0.1:9'),
    );
    expect(calls.some((call) => call.signal.aborted)).toBe(false);
    giveUp.abort(new Error('timed out'));
    await expect(render).rejects.toThrow();
    expect(calls.every((call) => call.signal.aborted)).toBe(true);
  });
});
