import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, mockApi } from '../../../testing/api-server';
import { getFarmerProfile, noNotifications } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

describe('price hint on the Crop Sell form', () => {
  it("shows today's modal price of the crop in the seller's state, per quintal and per kg", async () => {
    const api = mockApi(
      getFarmerProfile,
      noNotifications,
      http.get('/api/crops', ({ response }) => response(200).json([])),
      http.get('/api/market-prices/hint', ({ query, response }) =>
        query.get('commodity')?.toLowerCase() === 'onion'
          ? response(200).json({
              commodity: 'Onion',
              commodityName: 'Onion',
              state: query.get('state') ?? '',
              stateName: query.get('state') ?? '',
              date: '2026-11-22',
              modal_price: 1850,
              markets: 3,
              source: { kind: 'data.gov.in', label: 'Agmarknet' },
            })
          : response(404).json({ statusCode: 404, message: 'No recent price data' }),
      ),
    );
    const asked = (commodity: string) =>
      api
        .callsTo('GET /api/market-prices/hint')
        .some((call) => call.url.searchParams.get('commodity') === commodity);
    renderApp('/CropSell');
    const name = await screen.findByRole('textbox', { name: /Crop Name/i });
    await userEvent.type(name, 'Saffron');
    // The hint waits for the typing to stop, then asks; no price for saffron shows nothing.
    await waitFor(() => expect(asked('Saffron')).toBe(true));
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

  it('says "1 market" for one market, in each language', async () => {
    mockApi(
      getFarmerProfile,
      noNotifications,
      http.get('/api/crops', ({ response }) => response(200).json([])),
      http.get('/api/market-prices/hint', ({ response }) =>
        response(200).json({
          commodity: 'Onion',
          commodityName: 'Onion',
          state: 'Gujarat',
          stateName: 'Gujarat',
          date: '2026-11-22',
          modal_price: 1800,
          markets: 1,
          source: { kind: 'data.gov.in', label: 'Agmarknet' },
        }),
      ),
    );
    renderApp('/CropSell');
    await userEvent.type(await screen.findByRole('textbox', { name: /Crop Name/i }), 'Onion');
    expect(
      await screen.findByText(
        "Today's modal price for Onion in Gujarat: ₹1,800/quintal = ₹18/kg, 1 market, 22/11/2026",
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('price alert from the price hint', () => {
  it("opens the alert for the crop in the seller's state, and saving it leaves the form alone", async () => {
    const api = mockApi(
      getFarmerProfile,
      noNotifications,
      http.get('/api/crops', ({ response }) => response(200).json([])),
      http.get('/api/market-prices/hint', ({ response }) =>
        response(200).json({
          commodity: 'Wheat',
          commodityName: 'Wheat',
          state: 'Gujarat',
          stateName: 'Gujarat',
          date: '2026-11-22',
          modal_price: 2600,
          markets: 4,
          source: { kind: 'data.gov.in', label: 'Agmarknet' },
        }),
      ),
      http.get('/api/market-prices/watchlist', ({ response }) => response(200).json({ data: [] })),
      http.post('/api/market-prices/watchlist', ({ response }) =>
        response(201).json({
          _id: 'watch-1',
          commodity: 'Wheat',
          state: 'Gujarat',
          market: null,
          district: null,
          commodityName: 'Wheat',
          stateName: 'Gujarat',
          placeName: null,
          latest: null,
          previous: null,
          change: null,
          history: [],
          above: { price: 2700, state: 'armed' },
          below: null,
        }),
      ),
    );
    renderApp('/CropSell');
    await userEvent.type(await screen.findByRole('textbox', { name: /Crop Name/i }), 'wheat');
    const link = await screen.findByRole(
      'button',
      { name: 'Tell me when it is above ₹…' },
      { timeout: 3000 },
    );
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Price alert: Wheat in Gujarat' });
    expect(
      within(dialog).getByText('Modal price now: ₹2,600 per quintal (22/11/2026)'),
    ).toBeInTheDocument();
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'Tell me when the price is above' }),
      '2700',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(
      await within(dialog).findByText(
        'We will tell you when Wheat in Gujarat is at ₹2,700 or more.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/market-prices/watchlist').map((c) => c.body)).toEqual([
      { commodity: 'Wheat', state: 'Gujarat', above: 2700 },
    ]);
    // The Sell Crop form around the hint was not sent, nor checked.
    expect(api.callsTo('POST /api/crops')).toEqual([]);
    expect(
      document.querySelectorAll('form[aria-labelledby="crop-sell-title"] [aria-invalid="true"]'),
    ).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: /Crop Name/i })).toHaveValue('wheat');
  });
});
