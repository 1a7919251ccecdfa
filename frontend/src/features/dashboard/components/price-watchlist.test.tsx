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
  it('lists watched crops with change, sparkline and alerts; sets alerts, adds and removes', async () => {
    let watches: Schema<'PriceWatchDto'>[] = [
      {
        _id: 'w1',
        commodity: 'Onion',
        commodityName: 'Onion',
        state: 'Gujarat',
        stateName: 'Gujarat',
        market: null,
        district: null,
        placeName: null,
        latest: { date: '2026-11-21', modal_price: 1930, markets: 5 },
        previous: { date: '2026-11-20', modal_price: 1880, markets: 5 },
        change: 50,
        history: [
          { date: '2026-11-19', modal_price: 1850 },
          { date: '2026-11-20', modal_price: 1880 },
          { date: '2026-11-21', modal_price: 1930 },
        ],
        above: { price: 1900, state: 'fired' },
        below: null,
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
          market: 'Rajkot',
          district: null,
          placeName: 'Rajkot',
          latest: null,
          previous: null,
          change: null,
          history: [],
          above: { price: 7200, state: 'armed' },
          below: null,
        };
        watches = [...watches, added];
        return response(201).json(added);
      }),
      http.patch('/api/market-prices/watchlist/{id}', async ({ params, request, response }) => {
        const body = (await request.json()) as { above: number | null; below: number | null };
        watches = watches.map((w) =>
          w._id === params.id
            ? {
                ...w,
                above: body.above === null ? null : { price: body.above, state: 'armed' },
                below: body.below === null ? null : { price: body.below, state: 'armed' },
              }
            : w,
        );
        return response(200).json(watches.find((w) => w._id === params.id)!);
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
    // The change says its direction in words (the arrow is decoration) and in colour.
    expect(within(card).getByText(/up ₹50/)).toBeInTheDocument();
    expect(
      within(card).getByRole('img', {
        name: 'Price over the last 3 price days: from ₹1,850 on 19/11/2026 to ₹1,930 on 21/11/2026',
      }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Alert at ₹1,900 or more · reached')).toBeInTheDocument();

    // Set the alert prices of the watch: below must be under above.
    await userEvent.click(
      within(card).getByRole('button', { name: 'Price alerts for Onion in Gujarat' }),
    );
    const form = within(card).getByRole('form', {
      name: 'Set the price alerts for Onion in Gujarat',
    });
    const aboveField = within(form).getByRole('textbox', { name: 'Alert me above (₹/quintal)' });
    const belowField = within(form).getByRole('textbox', { name: 'Alert me below (₹/quintal)' });
    await userEvent.clear(aboveField);
    await userEvent.type(aboveField, '2000');
    await userEvent.type(belowField, '2100');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('The "below" price must be lower than the "above" price.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/market-prices/watchlist/w1')).toHaveLength(0);
    await userEvent.clear(belowField);
    await userEvent.type(belowField, '1700');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Alert at ₹2,000 or more')).toBeInTheDocument();
    expect(within(card).getByText('Alert at ₹1,700 or less')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/market-prices/watchlist/w1')[0]!.body).toEqual({
      above: 2000,
      below: 1700,
    });

    // Add a crop in one market, with an alert price.
    await userEvent.click(within(card).getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gujarat' }));
    await userEvent.click(within(card).getByRole('combobox', { name: 'Crop' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cotton' }));
    await userEvent.click(within(card).getByRole('combobox', { name: 'Where' }));
    await userEvent.click(await screen.findByRole('option', { name: 'One market' }));
    await userEvent.type(within(card).getByRole('textbox', { name: 'Market name' }), 'Rajkot');
    const addForm = within(card).getAllByRole('textbox', { name: 'Alert me above (₹/quintal)' });
    await userEvent.type(addForm[addForm.length - 1]!, '7200');
    await userEvent.click(within(card).getByRole('button', { name: 'Watch' }));
    expect(await within(card).findByText('Cotton · Rajkot, Gujarat')).toBeInTheDocument();
    expect(api.callsTo('POST /api/market-prices/watchlist')[0]!.body).toEqual({
      commodity: 'Cotton',
      state: 'Gujarat',
      market: 'Rajkot',
      above: 7200,
    });
    expect(within(card).getByText('No prices yet')).toBeInTheDocument();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Stop watching Onion in Gujarat' }),
    );
    await waitFor(() => expect(within(card).queryByText('Onion · Gujarat')).toBeNull());
  }, 20_000);
});
