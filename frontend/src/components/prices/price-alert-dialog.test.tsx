import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../app/provider';
import { changeLanguage } from '../../i18n/i18n';
import { http, mockApi, serverError, type Schema } from '../../testing/api-server';
import PriceAlertDialog, { type PriceAlertTarget } from './price-alert-dialog';

type Watch = Schema<'PriceWatchDto'>;

/** Onions in Rajkot's market, Gujarat, at ₹2,450 a quintal on 21/11/2026. */
const rajkot: PriceAlertTarget = {
  commodity: 'Onion',
  state: 'Gujarat',
  market: 'Rajkot',
  names: { commodity: 'Onion', state: 'Gujarat', market: 'Rajkot' },
  price: { modal: 2450, date: '2026-11-21' },
};

/** Wheat in the whole of Gujarat (the Sell Crop form's price hint). */
const wheatInGujarat: PriceAlertTarget = {
  commodity: 'Wheat',
  state: 'Gujarat',
  names: { commodity: 'Wheat', state: 'Gujarat' },
  price: { modal: 2600, date: '2026-11-22' },
};

function watch(extra: Partial<Watch> = {}): Watch {
  return {
    _id: 'watch-1',
    commodity: 'Onion',
    state: 'Gujarat',
    market: 'Rajkot',
    district: null,
    commodityName: 'Onion',
    stateName: 'Gujarat',
    placeName: 'Rajkot',
    latest: { date: '2026-11-21', modal_price: 2450, markets: 1 },
    previous: null,
    change: null,
    history: [],
    above: null,
    below: null,
    ...extra,
  };
}

/** The member's watchlist, and what POST and PATCH answer (the watch with the alert prices sent). */
function mockWatchlist(watches: Watch[]) {
  return mockApi(
    http.get('/api/market-prices/watchlist', ({ response }) =>
      response(200).json({ data: watches }),
    ),
    http.post('/api/market-prices/watchlist', async ({ request, response }) => {
      const body = (await request.json()) as { above?: number; below?: number };
      return response(201).json(
        watch({
          _id: 'watch-new',
          above: body.above ? { price: body.above, state: 'armed' } : null,
          below: body.below ? { price: body.below, state: 'armed' } : null,
        }),
      );
    }),
    http.patch('/api/market-prices/watchlist/{id}', async ({ params, request, response }) => {
      const body = (await request.json()) as { above?: number | null; below?: number | null };
      return response(200).json(
        watch({
          _id: params.id,
          above: body.above ? { price: body.above, state: 'armed' } : null,
          below: body.below ? { price: body.below, state: 'armed' } : null,
        }),
      );
    }),
  );
}

/** A page with a button that opens the dialog for `target`, as the prices page and hint do. */
function Harness({ target }: { target: PriceAlertTarget }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <PriceAlertDialog target={target} onClose={() => setOpen(false)} />}
    </>
  );
}

async function openDialog(target: PriceAlertTarget = rajkot) {
  render(
    <AppProvider>
      <MemoryRouter>
        <Suspense fallback={null}>
          <Harness target={target} />
        </Suspense>
      </MemoryRouter>
    </AppProvider>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: /^Price alert: / });
  // The form shows once the watchlist is known.
  await within(dialog).findByRole('textbox', { name: 'Tell me when the price is above' });
  return dialog;
}

const above = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Tell me when the price is above' });
const below = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Tell me when the price is below' });
const save = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('the price alert dialog', () => {
  it("shows the crop, the place and today's price, with number keyboards for the prices", async () => {
    mockWatchlist([]);
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleName('Price alert: Onion in Rajkot, Gujarat');
    expect(
      within(dialog).getByText('Modal price now: ₹2,450 per quintal (21/11/2026)'),
    ).toBeInTheDocument();
    for (const field of [above(dialog), below(dialog)]) {
      expect(field).toHaveAttribute('inputmode', 'decimal');
      expect(field).toHaveValue('');
    }
    expect(within(dialog).queryByText(/You already watch/)).toBeNull();
  });

  it('adds a watch of that market with the alert prices typed, and says what it will tell', async () => {
    const api = mockWatchlist([]);
    const dialog = await openDialog();
    await userEvent.type(above(dialog), '2,700');
    await userEvent.type(below(dialog), '1800.50');
    await save(dialog);
    expect(await within(dialog).findByText('Alert saved.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'We will tell you when Onion in Rajkot, Gujarat is at ₹2,700 or more.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'We will tell you when Onion in Rajkot, Gujarat is at ₹1,800.50 or less.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/market-prices/watchlist').map((c) => c.body)).toEqual([
      { commodity: 'Onion', state: 'Gujarat', market: 'Rajkot', above: 2700, below: 1800.5 },
    ]);
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends only the price given, and no market for a whole state', async () => {
    const api = mockWatchlist([]);
    const dialog = await openDialog(wheatInGujarat);
    expect(dialog).toHaveAccessibleName('Price alert: Wheat in Gujarat');
    await userEvent.type(above(dialog), '2700');
    await save(dialog);
    await within(dialog).findByText('Alert saved.');
    expect(api.callsTo('POST /api/market-prices/watchlist').map((c) => c.body)).toEqual([
      { commodity: 'Wheat', state: 'Gujarat', above: 2700 },
    ]);
  });

  it('sets the alert prices on the watch of that place when there is one, prefilled', async () => {
    const api = mockWatchlist([
      // The same crop in the whole state, and in a district, are other watches.
      watch({ _id: 'watch-state', market: null, placeName: null, above: null }),
      watch({ _id: 'watch-district', market: null, district: 'Rajkot' }),
      watch({
        _id: 'watch-rajkot',
        commodity: 'onion',
        market: 'RAJKOT',
        above: { price: 2500, state: 'fired' },
        below: { price: 1500, state: 'armed' },
      }),
    ]);
    const dialog = await openDialog();
    expect(
      within(dialog).getByText(
        'You already watch this crop here: saving changes its alert prices.',
      ),
    ).toBeInTheDocument();
    expect(above(dialog)).toHaveValue('2500');
    expect(below(dialog)).toHaveValue('1500');
    await userEvent.clear(above(dialog));
    await userEvent.type(above(dialog), '2600');
    await userEvent.clear(below(dialog));
    await save(dialog);
    await within(dialog).findByText('Alert saved.');
    expect(
      api.callsTo('PATCH /api/market-prices/watchlist/watch-rajkot').map((c) => c.body),
    ).toEqual([{ above: 2600, below: null }]);
    expect(api.callsTo('POST /api/market-prices/watchlist')).toEqual([]);
  });

  it('sets the alert prices on a watch the server says is there already (added meanwhile)', async () => {
    let watches: Watch[] = [];
    const api = mockApi(
      http.get('/api/market-prices/watchlist', ({ response }) =>
        response(200).json({ data: watches }),
      ),
      http.post('/api/market-prices/watchlist', ({ response }) => {
        watches = [watch({ _id: 'watch-elsewhere' })];
        return response(409).json({
          statusCode: 409,
          code: 'PRICES.ALREADY_WATCHED',
          message: 'This crop and state is already on your watchlist',
        });
      }),
      http.patch('/api/market-prices/watchlist/{id}', ({ params, response }) =>
        response(200).json(watch({ _id: params.id, below: { price: 1900, state: 'armed' } })),
      ),
    );
    const dialog = await openDialog();
    await userEvent.type(below(dialog), '1900');
    await save(dialog);
    expect(
      await within(dialog).findByText(
        'We will tell you when Onion in Rajkot, Gujarat is at ₹1,900 or less.',
      ),
    ).toBeInTheDocument();
    expect(
      api.callsTo('PATCH /api/market-prices/watchlist/watch-elsewhere').map((c) => c.body),
    ).toEqual([{ above: null, below: 1900 }]);
  });

  it.each([
    ['0', '', 'Enter a price above 0 in rupees, with at most 2 decimals, or leave it empty.'],
    ['-5', '', 'Enter a price above 0 in rupees, with at most 2 decimals, or leave it empty.'],
    ['', '12.345', 'Enter a price above 0 in rupees, with at most 2 decimals, or leave it empty.'],
    ['abc', '', 'Enter a price above 0 in rupees, with at most 2 decimals, or leave it empty.'],
    ['2000', '2000', 'The "below" price must be lower than the "above" price.'],
    ['2000', '2500', 'The "below" price must be lower than the "above" price.'],
    ['', '', 'Write a price in at least one box.'],
  ])('refuses above "%s", below "%s" and sends nothing', async (a, b, message) => {
    const api = mockWatchlist([]);
    const dialog = await openDialog();
    if (a) await userEvent.type(above(dialog), a);
    if (b) await userEvent.type(below(dialog), b);
    await save(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(above(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("shows the server's refusal in its words; a full watchlist links to the watchlist", async () => {
    mockApi(
      http.get('/api/market-prices/watchlist', ({ response }) => response(200).json({ data: [] })),
      http.post('/api/market-prices/watchlist', ({ response }) =>
        response(400).json({
          statusCode: 400,
          code: 'PRICES.WATCHLIST_FULL',
          message: 'Your watchlist holds at most 20 items',
        }),
      ),
    );
    const dialog = await openDialog();
    await userEvent.type(above(dialog), '3000');
    await save(dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your watchlist holds at most 20 items');
    expect(within(alert).getByRole('link', { name: 'Open your watchlist' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // The form stays, with what was typed, to try again.
    expect(above(dialog)).toHaveValue('3000');
  });

  it('says the alert could not be saved when the server fails', async () => {
    mockApi(
      http.get('/api/market-prices/watchlist', ({ response }) => response(200).json({ data: [] })),
      http.post('/api/market-prices/watchlist', ({ response }) =>
        response.untyped(serverError(503)),
      ),
    );
    const dialog = await openDialog();
    await userEvent.type(above(dialog), '3000');
    await save(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not save the alert. Check your internet and try again.',
    );
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('speaks Hindi', async () => {
    await changeLanguage('hi');
    mockWatchlist([]);
    render(
      <AppProvider>
        <MemoryRouter>
          <Suspense fallback={null}>
            <Harness target={rajkot} />
          </Suspense>
        </MemoryRouter>
      </AppProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: /^भाव अलर्ट: / });
    expect(
      await within(dialog).findByRole('textbox', { name: 'भाव इससे ऊपर जाए तो मुझे बताएँ' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'अलर्ट सहेजें' })).toBeInTheDocument();
  });
});
