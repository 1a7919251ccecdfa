import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Crop } from '../../../api/crops';
import { changeLanguage } from '../../../i18n/i18n';
import { http, mockApi } from '../../../testing/api-server';
import { getIndianStates, someIndianStates } from '../../../testing/fixtures';
import { anOrder } from '../../../testing/orders';
import { renderApp } from '../../../testing/render-app';
import { aCrop } from '../testing/crops';
import { noRatings } from '../testing/ratings';

const tomatoes = aCrop();
const onions = aCrop({
  _id: 'crop-2',
  cropId: 'CRP-ONION1',
  cropName: 'Nashik Onions',
  cropSellingPrice: 28,
  cropImages: [],
  cropImageVariants: [],
  cropStatus: 'Not Available',
  grownOrganically: 'false',
  userId: {
    _id: 'seller-3',
    name: 'Sunita Pawar',
    mobile: '9822001122',
    mobileHidden: false,
    state: 'Maharashtra',
  },
});

/** GET /api/crops: the given page of crops, the whole count in X-Total-Count. */
function listCrops(crops: Crop[], total = crops.length, queries: URLSearchParams[] = []) {
  return http.get('/api/crops', ({ request, response }) => {
    queries.push(new URL(request.url).searchParams);
    return response(200).json(crops, { headers: { 'X-Total-Count': String(total) } });
  });
}

const placed = http.post('/api/orders', ({ response }) =>
  response(201).json(anOrder('order-1', { listingId: 'crop-1' })),
);

function mockMarket(crops = [tomatoes, onions], total = crops.length) {
  const queries: URLSearchParams[] = [];
  const api = mockApi(listCrops(crops, total, queries), getIndianStates, placed, noRatings);
  return { api, queries };
}

async function openMarket() {
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/features/MarketAccess');
  await screen.findByRole('heading', { name: 'Desi Tomatoes' });
  return { ...view, user };
}

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'buyer-1');
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('market access', { timeout: 20_000 }, () => {
  it('shows the crops in a grid with image, category, price per unit and View Details', async () => {
    const { queries } = mockMarket();
    await openMarket();

    expect(screen.getByRole('heading', { name: 'Market Access', level: 1 })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Crops for sale' });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const image = within(cards[0]).getByRole('img', { name: 'Desi Tomatoes' });
    expect(image).toHaveAttribute('src', 'https://cdn.example/tomato-1-card.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(cards[0]).getByText('Vegetables')).toBeInTheDocument();
    expect(within(cards[0]).getByText('₹32.50 / kg')).toBeInTheDocument();
    expect(
      within(cards[1]).getByRole('img', { name: 'No photo of Nashik Onions yet' }),
    ).toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: /View Details/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Features' })).toHaveAttribute(
      'href',
      '/Feature',
    );
    expect(queries[0].get('limit')).toBe('24');
    expect(queries[0].get('page')).toBe('1');
    expect(queries[0].get('sort')).toBe('newest');
  });

  it('asks the API again with the search, category, state and sort chosen', async () => {
    const { queries } = mockMarket();
    const { user } = await openMarket();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'fruits');
    await waitFor(() => expect(queries.at(-1)?.get('category')).toBe('fruits'));
    await screen.findByRole('option', { name: 'Gujarat' });
    await user.selectOptions(screen.getByRole('combobox', { name: "Seller's state" }), 'gujarat');
    await waitFor(() => expect(queries.at(-1)?.get('state')).toBe('gujarat'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('price_asc'));
    await user.type(screen.getByRole('searchbox', { name: 'Search crops' }), 'tomato');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('tomato'));
    const last = queries.at(-1);
    expect(last?.get('category')).toBe('fruits');
    expect(last?.get('state')).toBe('gujarat');
    expect(last?.get('page')).toBe('1');
  });

  it('pages through the crops with the total of X-Total-Count', async () => {
    const { queries } = mockMarket([tomatoes], 50);
    const { user } = await openMarket();

    expect(screen.getByText('50 crops found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('3'));
  });

  it('shows every field in the details dialog and places an order with Buy Now', async () => {
    const { api } = mockMarket();
    const { user } = await openMarket();

    await user.click(screen.getByRole('button', { name: 'View Details: Desi Tomatoes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desi Tomatoes' });
    const facts = within(dialog);
    for (const text of [
      '₹32.50 / kg',
      'Vegetables',
      'Fresh red tomatoes, picked this morning.',
      '120 kg',
      'Yes',
      'Available',
      'CRP-7F3K2Q',
      'Ramesh Kumar',
      '9812345678',
      'Gujarat',
    ]) {
      expect(facts.getByText(text)).toBeInTheDocument();
    }
    expect(facts.getByRole('img', { name: 'Desi Tomatoes, photo 1 of 2' })).toBeInTheDocument();
    await user.click(facts.getByRole('button', { name: 'Show photo 2' }));
    expect(facts.getByRole('img', { name: 'Desi Tomatoes, photo 2 of 2' })).toHaveAttribute(
      'src',
      'https://cdn.example/tomato-2.webp',
    );
    expect(facts.getByRole('link', { name: 'Open the product page' })).toHaveAttribute(
      'href',
      '/features/MarketAccess/product/CRP-7F3K2Q',
    );

    await user.click(facts.getByRole('button', { name: 'Buy Now' }));
    const order = await screen.findByRole('dialog', { name: 'Buy Desi Tomatoes' });
    const quantity = within(order).getByRole('spinbutton', { name: 'Quantity (kg)' });
    expect(quantity).toHaveValue(1);
    expect(within(order).getByText('₹32.50')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '2.5');
    expect(within(order).getByText('₹81.25')).toBeInTheDocument();
    await user.click(within(order).getByRole('button', { name: 'Confirm order' }));

    expect(
      await facts.findByText('Order placed! The seller has been notified.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/orders')[0].body).toEqual({ cropId: 'crop-1', quantity: 2.5 });
  });

  it('keeps quantity, total and Buy Now side by side in the dialog; Buy Now confirms what it says', async () => {
    const { api } = mockMarket();
    const { user } = await openMarket();

    await user.click(screen.getByRole('button', { name: 'View Details: Desi Tomatoes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desi Tomatoes' });
    const bar = within(within(dialog).getByRole('button', { name: 'Buy Now' }).closest('form')!);
    const quantity = bar.getByRole('spinbutton', { name: 'Quantity (kg)' });
    // The phone's number pad with a dot: a weight may have decimals.
    expect(quantity).toHaveAttribute('inputmode', 'decimal');
    expect(quantity).toHaveAccessibleDescription('120 kg available');
    expect(bar.getByText('Total')).toBeInTheDocument();
    expect(bar.getByText('₹32.50')).toBeInTheDocument();

    await user.clear(quantity);
    await user.type(quantity, '121');
    expect(quantity).toBeInvalid();
    expect(quantity).toHaveAccessibleDescription('Enter a quantity from 0.01 to 120.');
    expect(bar.getByText('—')).toBeInTheDocument();

    // Enter in the field is Buy Now: the order to confirm has the bar's quantity and total.
    await user.clear(quantity);
    await user.type(quantity, '40{Enter}');
    expect(bar.getByText('₹1,300')).toBeInTheDocument();
    const order = await screen.findByRole('dialog', { name: 'Buy Desi Tomatoes' });
    expect(within(order).getByRole('spinbutton', { name: 'Quantity (kg)' })).toHaveValue(40);
    expect(within(order).getByText('₹1,300')).toBeInTheDocument();
    await user.click(within(order).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/orders')[0]?.body).toEqual({ cropId: 'crop-1', quantity: 40 }),
    );
    expect(await bar.findByText('Order placed! The seller has been notified.')).toBeInTheDocument();
  });

  it('says how long ago a crop was listed, and the date itself beyond a week', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 3, 12, 0));
    try {
      const older = { ...onions, createdAt: new Date(2026, 9, 20, 9, 0).toISOString() };
      mockMarket([aCrop({ createdAt: new Date(2026, 10, 1, 9, 30).toISOString() }), older]);
      const { user } = await openMarket();
      const [fresh, old] = within(
        screen.getByRole('list', { name: 'Crops for sale' }),
      ).getAllByRole('article');
      expect(within(fresh!).getByText('Listed 2 days ago')).toBeInTheDocument();
      expect(within(old!).getByText('Listed on 20 Oct 2026')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'View Details: Desi Tomatoes' }));
      const dialog = await screen.findByRole('dialog', { name: 'Desi Tomatoes' });
      const when = within(dialog).getByText('2 days ago');
      expect(when.closest('time')).toHaveAttribute('title', '1 Nov 2026, 9:30 am');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes only quantities the server reads: plain digits, 2 decimals by weight, whole dozens', async () => {
    const mangoes = aCrop({
      _id: 'crop-3',
      cropName: 'Kesar Mangoes',
      cropUnit: 'dozen',
      cropQuantity: 10,
    });
    const api = mockApi(
      listCrops([tomatoes, mangoes]),
      http.get('/api/states', ({ response }) => response(200).json(someIndianStates)),
      noRatings,
      placed,
    );
    const { user } = await openMarket();

    await user.click(screen.getByRole('button', { name: 'View Details: Desi Tomatoes' }));
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    let order = await screen.findByRole('dialog', { name: 'Buy Desi Tomatoes' });
    let quantity = within(order).getByRole('spinbutton', { name: 'Quantity (kg)' });
    const confirm = within(order).getByRole('button', { name: 'Confirm order' });
    for (const typed of ['0.001', '1e2', '0.004']) {
      await user.clear(quantity);
      await user.type(quantity, typed);
      expect(confirm, typed).toBeDisabled();
    }
    await user.click(within(order).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(order).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'View Details: Kesar Mangoes' }));
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    order = await screen.findByRole('dialog', { name: 'Buy Kesar Mangoes' });
    quantity = within(order).getByRole('spinbutton', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '1.5');
    expect(within(order).getByRole('button', { name: 'Confirm order' })).toBeDisabled();
    expect(within(order).getByText('Enter a whole number from 1 to 10.')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(order).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/orders')[0]?.body).toEqual({ cropId: 'crop-3', quantity: 3 }),
    );
  });

  it('disables Buy Now, saying why, for your own crop and for a crop that is Not Available', async () => {
    localStorage.setItem('userId', 'seller-9');
    mockMarket();
    const { user } = await openMarket();

    await user.click(screen.getByRole('button', { name: 'View Details: Desi Tomatoes' }));
    let dialog = await screen.findByRole('dialog', { name: 'Desi Tomatoes' });
    expect(within(dialog).getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Buy Now' })).toHaveAccessibleDescription(
      'This is your own listing: you cannot buy your own crop.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'View Details: Nashik Onions' }));
    dialog = await screen.findByRole('dialog', { name: 'Nashik Onions' });
    expect(within(dialog).getByText('Not Available')).toBeInTheDocument();
    expect(within(dialog).getByText('No')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Buy Now' })).toHaveAccessibleDescription(
      'This crop is not available right now.',
    );
  });

  it('says why an order failed, with the server reason for a conflict', async () => {
    mockApi(
      listCrops([tomatoes]),
      http.get('/api/states', ({ response }) => response(200).json(someIndianStates)),
      noRatings,
      http.post('/api/orders', ({ response }) =>
        response(409).json({ statusCode: 409, message: 'Not enough quantity left' }),
      ),
    );
    const { user } = await openMarket();

    await user.click(screen.getByRole('button', { name: 'View Details: Desi Tomatoes' }));
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm order' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to place order. Please try again.');
    expect(alert).toHaveTextContent('Not enough quantity left');
  });

  it('asks to log in before buying when no user is stored', async () => {
    mockMarket();
    const { user } = await openMarket();
    localStorage.removeItem('userId');

    await user.click(screen.getByRole('button', { name: 'View Details: Desi Tomatoes' }));
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You must be logged in to buy crops.',
    );
  });

  it("names the states and the crops in the reader's language, and filters by the state's slug", async () => {
    await changeLanguage('hi');
    const lokwan = aCrop({
      _id: 'crop-4',
      cropId: 'CRP-WHEAT1',
      cropName: 'ઘઉં લોકવન',
      cropCategory: 'grains',
      catalogName: { en: 'Wheat', hi: 'गेहूं', gu: 'ઘઉં' },
    });
    const { queries } = mockMarket([lokwan, onions]);
    const user = userEvent.setup({ delay: null });
    renderApp('/features/MarketAccess');

    // The seller's Gujarati name, and the crop's name in Hindi beside it.
    const card = await screen.findByRole('heading', { level: 2, name: /^ઘઉં લોકવન/ });
    expect(card).toHaveTextContent(/^ઘઉં લોકવન \(गेहूं\)$/);
    // A name the catalogue does not know stays as the seller wrote it.
    expect(screen.getByRole('heading', { level: 2, name: /Nashik/ })).toHaveTextContent(
      /^Nashik Onions$/,
    );

    const state = screen.getByRole('combobox', { name: 'विक्रेता का राज्य' });
    await within(state).findByRole('option', { name: 'गुजरात' });
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'सभी राज्य'],
      ['gujarat', 'गुजरात'],
      ['maharashtra', 'महाराष्ट्र'],
      ['delhi', 'दिल्ली'],
    ]);
    await user.selectOptions(state, 'महाराष्ट्र');
    await waitFor(() => expect(queries.at(-1)?.get('state')).toBe('maharashtra'));
  });
});
