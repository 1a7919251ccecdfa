import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { farmerProfile } from '../../../testing/fixtures';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

describe('price hint on the Crop Sell form', () => {
  it("shows today's modal price of the crop in the seller's state, per quintal and per kg", async () => {
    const api = mockApi({
      'GET /api/auth/users/user-1': () => jsonResponse(200, farmerProfile),
      'GET /api/notifications/user-1': () => jsonResponse(200, []),
      'GET /api/crops': () => jsonResponse(200, []),
      'GET /api/market-prices/hint': (request) => {
        const q = new URL(request.url).searchParams;
        return q.get('commodity')?.toLowerCase() === 'onion'
          ? jsonResponse(200, {
              commodity: 'Onion',
              state: q.get('state'),
              date: '2026-11-22',
              modal_price: 1850,
              markets: 3,
              source: { kind: 'data.gov.in', label: 'Agmarknet' },
            })
          : jsonResponse(404, { statusCode: 404, message: 'No recent price data' });
      },
    });
    renderApp('/CropSell');
    const name = await screen.findByRole('textbox', { name: /Crop Name/i });
    await userEvent.type(name, 'Saffron');
    await new Promise((r) => setTimeout(r, 700));
    expect(screen.queryByText(/Today's modal price/)).toBeNull();
    await userEvent.clear(name);
    await userEvent.type(name, 'Onion');
    expect(
      await screen.findByText(
        "Today's modal price for Onion in Gujarat: ₹1,850/quintal = ₹18.50/kg, 3 markets, 22/11/2026",
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    const states = api.callsTo('GET /api/market-prices/hint');
    expect(states.length).toBeGreaterThan(0);
  });
});
