// @vitest-environment node
// The request-time render as the server runs it (no window, no localStorage): a render the server
// gives up on (its 3 s timeout, backend/src/shared/http/member-pages.ts) must stop, not go on
// calling the API and holding memory in the background (security round 2).
import { describe, expect, it, vi } from 'vitest';
import { http, mockApi, type Schema } from '../testing/api-server';
import {
  farmerProfile,
  getIndianStates,
  mandiName,
  noNotifications,
  priceFilters,
} from '../testing/fixtures';
import { aCrop } from '../features/market/testing/crops';
import { ratingsOf } from '../features/market/testing/ratings';
import { renderMemberPage } from './member-pages';

/** A row of the feed from a state, named as a Hindi reader reads it. */
function price(state: string, market: string, modal: number): Schema<'MarketPriceDto'> {
  const row = {
    state,
    district: market,
    market,
    commodity: 'Onion',
    variety: 'Red',
    grade: 'FAQ',
  };
  return {
    ...row,
    min_price: modal - 500,
    max_price: modal + 400,
    modal_price: modal,
    arrival_date: '2026-11-21',
    names: {
      state: mandiName(state, 'hi'),
      district: market,
      market,
      commodity: mandiName('Onion', 'hi'),
      variety: 'लाल',
      grade: 'FAQ',
    },
  };
}

/** A page of the price feed, as GET /api/market-prices answers it. */
function pricePage(rows: Schema<'MarketPriceDto'>[]) {
  return {
    data: rows,
    page: 1,
    limit: 40,
    date: '2026-11-21',
    source: { kind: 'sample' as const, label: 'Sample data shipped with AgroSense' },
  };
}

describe('a member page rendered on the server', () => {
  it('stops when the server gives up on it: its API calls are cancelled and it fails at once', async () => {
    const calls: Request[] = [];
    // Only the profile answers (the prices wait for it: the member's state comes first); the
    // rest of the API answers nothing (so there is no body to type), whatever the page asks for.
    mockApi(
      http.untyped.all('*/api/*', ({ request }) => {
        calls.push(request);
        if (new URL(request.url).pathname === '/api/auth/users/user-1') return undefined;
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
    // The profile, then the prices and their filters.
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.map((call) => new URL(call.url).origin)).toEqual(
      Array(3).fill('http://127.0.0.1:9'),
    );
    expect(calls.some((call) => call.signal.aborted)).toBe(false);
    giveUp.abort(new Error('timed out'));
    await expect(render).rejects.toThrow();
    expect(calls.every((call) => call.signal.aborted)).toBe(true);
  });

  it("lays the prices out for a phone, the member's own state first, in their language", async () => {
    const asked: URLSearchParams[] = [];
    mockApi(
      http.get('/api/auth/users/{userId}', ({ params, response }) =>
        response(200).json({ ...farmerProfile, _id: params.userId, state: 'Maharashtra' }),
      ),
      http.get('/api/market-prices', ({ request, response }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const gujarat = price('Gujarat', 'Anand', 1850);
        const mine = price('Maharashtra', 'Lasalgaon', 2150);
        return response(200).json(
          pricePage(query.get('nearState') === 'Maharashtra' ? [mine, gujarat] : [gujarat, mine]),
        );
      }),
      http.get('/api/market-prices/filters', ({ response }) =>
        response(200).json(priceFilters(['Gujarat', 'Maharashtra'], ['Onion'], 'hi')),
      ),
      noNotifications,
    );
    const page = await renderMemberPage({
      path: '/LiveCropPricing',
      apiOrigin: 'http://127.0.0.1:9',
      token: 'token-1',
      userId: 'user-1',
      language: 'hi',
    });
    expect(asked.map((q) => Object.fromEntries(q))).toEqual([
      { page: '1', limit: '40', nearState: 'Maharashtra' },
    ]);
    // Cards, not the table; the member's state first, its price large with the day's range.
    expect(page.html).not.toContain('<table');
    const cards = [...page.html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!);
    expect(cards).toHaveLength(2);
    expect(cards[0]).toContain('Lasalgaon');
    expect(cards[0]).toContain('₹2,150');
    expect(cards[0]).toContain('₹1,650 – ₹2,550');
    expect(cards[1]).toContain('Anand');
    expect(page.html).toContain('महाराष्ट्र के भाव सबसे पहले');
    // A Filters button instead of the filters themselves.
    expect(page.html).toContain('फ़िल्टर');
    expect(page.html).not.toContain('role="combobox"');
    // The answers travel under the query the browser asks with (same profile, same place).
    expect(page.data).toContain('"nearState":"Maharashtra"');
  });

  it('shares one render among members alike in language, role and state, never their own answers', async () => {
    const asked: string[] = [];
    const states: Record<string, string> = {
      'user-a': 'Gujarat',
      'user-b': 'Gujarat',
      'user-c': 'Punjab',
    };
    mockApi(
      http.get('/api/auth/users/{userId}', ({ params, response }) => {
        asked.push(`profile ${params.userId}`);
        return response(200).json({
          ...farmerProfile,
          _id: params.userId,
          name: `Member ${params.userId}`,
          state: states[params.userId]!,
        });
      }),
      http.get('/api/market-prices', ({ request, response }) => {
        asked.push(`prices ${new URL(request.url).searchParams.get('nearState')}`);
        return response(200).json(pricePage([price('Gujarat', 'Anand', 1850)]));
      }),
      http.get('/api/market-prices/filters', ({ response }) =>
        response(200).json(priceFilters(['Gujarat', 'Punjab'], ['Onion'], 'gu')),
      ),
      noNotifications,
    );
    const render = (userId: string) =>
      renderMemberPage({
        path: '/LiveCropPricing',
        apiOrigin: 'http://127.0.0.1:9',
        token: `token-${userId}`,
        userId,
        language: 'gu',
      });
    const a = await render('user-a');
    const b = await render('user-b');
    const c = await render('user-c');
    // Each member's session is checked with their own profile read; the page is made twice.
    expect(asked).toEqual([
      'profile user-a',
      'prices Gujarat',
      'profile user-b',
      'profile user-c',
      'prices Punjab',
    ]);
    expect(b.html).toBe(a.html);
    expect(c.html).not.toBe(a.html);
    // The answers that travel with the page are the page's and the member's own only.
    expect(b.data).toContain('Member user-b');
    expect(b.data).not.toContain('Member user-a');
    expect(a.html).not.toContain('Member user-a');
    expect(b.data).not.toContain('"notifications"');
  });

  it('draws a page only with a place among the renders at once, else sheds (or serves the older page)', async () => {
    mockApi(
      http.get('/api/auth/users/{userId}', ({ params, response }) =>
        response(200).json({ ...farmerProfile, _id: params.userId, state: 'Kerala' }),
      ),
      http.get('/api/market-prices', ({ response }) =>
        response(200).json(pricePage([price('Kerala', 'Kochi', 3100)])),
      ),
      http.get('/api/market-prices/filters', ({ response }) =>
        response(200).json(priceFilters(['Kerala'], ['Onion'], 'en')),
      ),
      noNotifications,
    );
    const render = (reserve: () => (() => void) | undefined) =>
      renderMemberPage({
        path: '/LiveCropPricing',
        apiOrigin: 'http://127.0.0.1:9',
        token: 'token-k',
        userId: 'user-k',
        language: 'en',
        reserve,
      });
    await expect(render(() => undefined)).rejects.toMatchObject({ name: 'MemberPageShed' });

    let given = 0;
    const first = await render(() => () => void (given += 1));
    expect(given).toBe(1);
    // Five seconds later the page is due again, but no place is free: the older page is sent.
    vi.useFakeTimers({ now: Date.now() + 6000, toFake: ['Date'] });
    try {
      const older = await render(() => undefined);
      expect(older.html).toBe(first.html);
    } finally {
      vi.useRealTimers();
    }
  });

  it("brings the sellers' stars with the listing cards, so the browser need not ask and redraw", async () => {
    const seller = {
      _id: 'seller-9',
      name: 'Ramesh Kumar',
      mobile: '9812345678',
      mobileHidden: false,
      state: 'Gujarat',
    };
    const api = mockApi(
      http.get('/api/auth/users/{userId}', ({ params, response }) =>
        response(200).json({ ...farmerProfile, _id: params.userId }),
      ),
      http.get('/api/crops', ({ response }) =>
        response(200).json([aCrop({ userId: seller })], { headers: { 'X-Total-Count': '1' } }),
      ),
      getIndianStates,
      ratingsOf({ 'seller-9': { average: 4.5, count: 12 } }),
      noNotifications,
    );
    const page = await renderMemberPage({
      path: '/features/MarketAccess',
      apiOrigin: 'http://127.0.0.1:9',
      token: 'token-m',
      userId: 'user-m',
      language: 'en',
    });
    expect(api.callsTo('GET /api/users/ratings')).toHaveLength(1);
    expect(page.html).toContain('Rated 4.5 out of 5 from 12 reviews');
    expect(page.data).toContain('"ratings","batch","seller-9"');
  });
});
