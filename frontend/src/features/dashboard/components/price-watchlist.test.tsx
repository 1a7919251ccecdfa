import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, mockApi, type Schema } from '../../../testing/api-server';
import { noNotifications, priceFilters } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

describe('dashboard price watchlist', () => {
  it('lists watched crops with the change since the previous day, adds and removes', async () => {
    let watches: Schema<'PriceWatchDto'>[] = [
      {
        _id: 'w1',
        commodity: 'Onion',
        commodityName: 'Onion',
        state: 'Gujarat',
        stateName: 'Gujarat',
        latest: { date: '2026-11-21', modal_price: 1930, markets: 5 },
        previous: { date: '2026-11-20', modal_price: 1880, markets: 5 },
      },
    ];
    const api = mockApi(
      http.get('/api/orders', ({ response }) => response(200).json([])),
      http.get('/api/weather', ({ response }) =>
        response(503).json({ statusCode: 503, message: 'x' }),
      ),
      noNotifications,
      http.get('/api/market-prices/watchlist', ({ response }) =>
        response(200).json({ data: watches }),
      ),
      http.get('/api/market-prices/filters', ({ response }) =>
        response(200).json(priceFilters(['Gujarat'], ['Cotton', 'Onion'])),
      ),
      http.post('/api/market-prices/watchlist', ({ response }) => {
        const added: Schema<'PriceWatchDto'> = {
          _id: 'w2',
          commodity: 'Cotton',
          commodityName: 'Cotton',
          state: 'Gujarat',
          stateName: 'Gujarat',
          latest: null,
          previous: null,
        };
        watches = [...watches, added];
        return response(201).json(added);
      }),
      http.delete('/api/market-prices/watchlist/{id}', ({ params, response }) => {
        watches = watches.filter((w) => w._id !== params.id);
        return response(204).empty();
      }),
    );
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Price watchlist' });
    expect(await within(card).findByText('Onion · Gujarat')).toBeInTheDocument();
    expect(within(card).getByText('₹1,930/quintal · 21/11/2026')).toBeInTheDocument();
    expect(within(card).getByText(/▲ ₹50/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gujarat' }));
    await userEvent.click(within(card).getByRole('combobox', { name: 'Crop' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cotton' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Watch' }));
    expect(await within(card).findByText('Cotton · Gujarat')).toBeInTheDocument();
    expect(api.callsTo('POST /api/market-prices/watchlist')[0]!.body).toEqual({
      commodity: 'Cotton',
      state: 'Gujarat',
    });
    expect(within(card).getByText('No prices yet')).toBeInTheDocument();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Stop watching Onion in Gujarat' }),
    );
    await waitFor(() => expect(within(card).queryByText('Onion · Gujarat')).toBeNull());
  }, 20_000);
});
