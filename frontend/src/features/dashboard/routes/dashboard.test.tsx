import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, mockApi } from '../../../testing/api-server';
import { noNotifications, priceFilters } from '../../../testing/fixtures';
import { anOrder, me, ravi } from '../../../testing/orders';
import { renderApp } from '../../../testing/render-app';

const orders = [
  anOrder('o1', { status: 'Accepted', totalPrice: 100, createdAt: '2026-03-01T00:00:00Z' }),
  anOrder('o2', { status: 'Accepted', totalPrice: 250.5, createdAt: '2026-03-02T00:00:00Z' }),
  // Bought, not sold: not a sale of mine.
  anOrder('o3', {
    status: 'Accepted',
    sellerId: ravi,
    buyerId: me,
    totalPrice: 999,
    createdAt: '2026-03-03T00:00:00Z',
  }),
  anOrder('o4', { status: 'Pending', totalPrice: 70, createdAt: '2026-03-04T00:00:00Z' }),
  anOrder('o5', { status: 'Rejected', totalPrice: 80, createdAt: '2026-03-05T00:00:00Z' }),
  anOrder('o6', { status: 'Cancelled', totalPrice: 90, createdAt: '2026-03-06T00:00:00Z' }),
  anOrder('o7', {
    status: 'Pending',
    sellerId: ravi,
    buyerId: me,
    cropId: {
      _id: 'crop-2',
      cropName: 'Onion',
      cropQuantity: 4,
      cropUnit: 'kg',
      cropSellingPrice: 5,
    },
    createdAt: '2026-03-07T00:00:00Z',
  }),
];

function card(name: string) {
  return screen.getByRole('region', { name });
}

function mockDashboard(weather: RequestHandler) {
  return mockApi(
    http.get('/api/orders', ({ response }) => response(200).json(orders)),
    weather,
    noNotifications,
    http.get('/api/market-prices/watchlist', ({ response }) => response(200).json({ data: [] })),
    http.get('/api/market-prices/filters', ({ response }) =>
      response(200).json(priceFilters(['Gujarat'], ['Onion'])),
    ),
  );
}

const unavailable = http.get('/api/weather', ({ response }) =>
  response(503).json({ statusCode: 503, message: 'Weather unavailable: no API key configured' }),
);

/** Where the page asked for the weather. */
function weatherAsked(api: ReturnType<typeof mockDashboard>): URL {
  const [call] = api.callsTo('GET /api/weather');
  if (!call) throw new Error('The page did not ask for the weather');
  return call.url;
}

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

describe('dashboard', () => {
  it('counts the orders and sums only the accepted sales of the seller', async () => {
    mockDashboard(unavailable);
    renderApp('/dashboard');

    await screen.findByRole('heading', { name: 'Recent Orders' });
    expect(card('Total Orders')).toHaveTextContent('7');
    expect(card('Pending Orders')).toHaveTextContent('2');
    expect(card('Total Sales')).toHaveTextContent('₹350.50');
    const recent = screen.getByRole('region', { name: 'Recent Orders' });
    const items = recent.querySelectorAll('li');
    expect(items).toHaveLength(5);
    // Newest first: the onions of 7 March lead.
    expect(items[0]).toHaveTextContent('Onion');
    expect(items[0]).toHaveTextContent('Ravi Kumar');
  });

  it("says 'Weather unavailable' when the server has no weather service", async () => {
    mockDashboard(unavailable);
    renderApp('/Dashboard');

    expect(await screen.findByText('Weather unavailable')).toBeInTheDocument();
    expect(card('Weather')).not.toHaveTextContent('°C');
  });

  it('falls back to Ahmedabad when geolocation is unsupported, and shows the reading', async () => {
    const api = mockDashboard(
      http.get('/api/weather', ({ response }) =>
        response(200).json({ main: { temp: 31.6 }, weather: [{ description: 'clear sky' }] }),
      ),
    );
    renderApp('/dashboard');

    expect(await screen.findByText('32 °C')).toBeInTheDocument();
    expect(card('Weather')).toHaveTextContent('clear sky');
    const url = weatherAsked(api);
    expect(url.searchParams.get('lat')).toBe('23.0225');
    expect(url.searchParams.get('lon')).toBe('72.5714');
    expect(api.callsTo('GET /api/weather')).toHaveLength(1);
  });

  it('falls back when the user denies geolocation', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: unknown, fail: (error: { code: number }) => void) =>
          fail({ code: 1 }),
      },
    });
    const api = mockDashboard(unavailable);
    renderApp('/dashboard');

    await screen.findByText('Weather unavailable');
    const url = weatherAsked(api);
    expect([url.searchParams.get('lat'), url.searchParams.get('lon')]).toEqual([
      '23.0225',
      '72.5714',
    ]);
  });

  it('uses the browser position when allowed', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: (position: unknown) => void) =>
          ok({ coords: { latitude: 19.076, longitude: 72.8777 } }),
      },
    });
    const api = mockDashboard(unavailable);
    renderApp('/dashboard');

    await screen.findByText('Weather unavailable');
    const url = weatherAsked(api);
    expect(url.searchParams.get('lat')).toBe('19.076');
  });

  it('sends the position as plain decimals the server accepts (4 decimals, no exponent)', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: (position: unknown) => void) =>
          ok({ coords: { latitude: 19.07612345678901, longitude: 1e-7 } }),
      },
    });
    const api = mockDashboard(unavailable);
    renderApp('/dashboard');

    await screen.findByText('Weather unavailable');
    const url = weatherAsked(api);
    expect([url.searchParams.get('lat'), url.searchParams.get('lon')]).toEqual(['19.0761', '0']);
  });
});
