import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import type { LoginRedirectState } from '../../../app/require-auth';
import { changeLanguage } from '../../../i18n/i18n';
import {
  http,
  mockApi,
  networkError,
  undocumentedError,
  type RecordedCall,
} from '../../../testing/api-server';
import { getIndianStates } from '../../../testing/fixtures';
import { anOrder } from '../../../testing/orders';
import { preferReducedMotion } from '../../../testing/reduced-motion';
import { renderApp } from '../../../testing/render-app';
import { aCrop } from '../testing/crops';
import { noRatings } from '../testing/ratings';

/** What an anonymous reader gets from GET /api/crops/{id}: the listing without the seller's number. */
const anonymousCrop = aCrop({
  cropName: 'Wheat',
  cropSellingPrice: 25.5,
  userId: {
    _id: 'seller-9',
    name: 'Ramesh Kumar',
    mobile: '',
    mobileHidden: true,
    state: 'Gujarat',
  },
});

function logOut() {
  localStorage.removeItem('authToken');
  localStorage.removeItem('userId');
}

const idempotencyKeys = (calls: RecordedCall[]) =>
  calls.map((call) => call.headers.get('Idempotency-Key'));

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'buyer-1');
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('product page', { timeout: 20_000 }, () => {
  it('shows one crop with its price (paise only when there are some) and Buy Now', async () => {
    const api = mockApi(
      getIndianStates,
      noRatings,
      http.get('/api/crops/{id}', ({ params, response }) =>
        params.id === 'CRP-7F3K2Q'
          ? response(200).json(aCrop({ cropSellingPrice: 40 }))
          : response(404).json({ statusCode: 404, message: 'Crop not found' }),
      ),
      http.post('/api/orders', ({ response }) =>
        response(201).json(anOrder('order-1', { listingId: 'crop-1', quantity: 1 })),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/features/MarketAccess/product/CRP-7F3K2Q');

    expect(
      await screen.findByRole('heading', { name: 'Desi Tomatoes', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('₹40 / kg').length).toBeGreaterThan(0);
    expect(screen.getByText('Location')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Desi Tomatoes, photo 1 of 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    const order = await screen.findByRole('dialog', { name: 'Buy Desi Tomatoes' });
    await user.click(within(order).getByRole('button', { name: 'Confirm order' }));
    expect(
      await screen.findByText('Order placed! The seller has been notified.'),
    ).toBeInTheDocument();
    const [placed] = api.callsTo('POST /api/orders');
    expect(placed.body).toEqual({ cropId: 'crop-1', quantity: 1 });
    expect(placed.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('link', { name: 'Log in to buy' })).not.toBeInTheDocument();
  });

  it('keeps quantity, total and Buy Now in a bar at the bottom, which AgroBot stays above', async () => {
    mockApi(
      getIndianStates,
      noRatings,
      http.get('/api/crops/{id}', ({ response }) =>
        response(200).json(
          aCrop({ cropSellingPrice: 2650, cropQuantity: 1200, cropUnit: 'dozen' }),
        ),
      ),
    );
    const view = renderApp('/features/MarketAccess/product/CRP-7F3K2Q');
    const buyNow = await screen.findByRole('button', { name: 'Buy Now' });
    const bar = within(buyNow.closest('form')!);
    // Dozens are bought whole: the number pad without a dot.
    expect(bar.getByRole('spinbutton', { name: 'Quantity (dozen)' })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
    expect(bar.getByText('₹2,650')).toBeInTheDocument();
    expect(bar.getByText('1,200 dozen available')).toBeInTheDocument();
    // The bar says how tall it is, for AgroBot's button to float above it; gone with the page.
    expect(document.documentElement.style.getPropertyValue('--page-bottom-bar')).toMatch(/px$/);
    view.unmount();
    expect(document.documentElement.style.getPropertyValue('--page-bottom-bar')).toBe('');
  });

  it('fills in the defaults for missing fields', async () => {
    // Older listings lack fields that the schema now requires (a category, the seller's name and
    // number), so this answer is deliberately not one the schema allows.
    const bare = {
      ...aCrop({
        cropDescription: '',
        cropSellingPrice: 12.5,
        cropImages: [],
        cropImageVariants: [],
      }),
      cropCategory: undefined,
      userId: { _id: 'seller-9' },
    };
    mockApi(
      getIndianStates,
      noRatings,
      http.get('/api/crops/{id}', ({ response }) => response.untyped(HttpResponse.json(bare))),
    );
    renderApp('/features/MarketAccess/product/crop-1');

    expect(
      await screen.findByRole('heading', { name: 'Desi Tomatoes', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Uncategorized').length).toBeGreaterThan(0);
    expect(screen.getByText('No description available.')).toBeInTheDocument();
    expect(screen.getAllByText('Unknown')).toHaveLength(2);
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    expect(screen.getAllByText('₹12.50 / kg').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'No photo of Desi Tomatoes yet' })).toBeInTheDocument();
  });

  it("names the crop in the reader's language beside the seller's own words, and the state", async () => {
    await changeLanguage('hi');
    mockApi(
      getIndianStates,
      noRatings,
      http.get('/api/crops/{id}', ({ response }) =>
        response(200).json(
          aCrop({
            cropName: 'ઘઉં લોકવન',
            cropCategory: 'grains',
            cropDescription: 'લોકવન ઘઉં, સાફ કરેલા.',
            catalogName: { en: 'Wheat', hi: 'गेहूं', gu: 'ઘઉં' },
          }),
        ),
      ),
    );
    renderApp('/features/MarketAccess/product/CRP-7F3K2Q');

    const heading = await screen.findByRole('heading', { level: 1, name: /^ઘઉં લોકવન/ });
    expect(heading).toHaveTextContent(/^ઘઉં લોકવન \(गेहूं\)$/);
    // The seller's words are marked as theirs; the catalogue's name is ours.
    expect(within(heading).getByText('ઘઉં લોકવન')).toHaveAttribute('data-user-text');
    expect(within(heading).getByText('(गेहूं)', { exact: false })).not.toHaveAttribute(
      'data-user-text',
    );
    expect(screen.getByText('લોકવન ઘઉં, સાફ કરેલા.')).toHaveAttribute('data-user-text');
    expect(screen.getByText('Ramesh Kumar')).toHaveAttribute('data-user-text');
    // The seller's state, stored in English, read in Hindi.
    expect(await screen.findByText('गुजरात')).toBeInTheDocument();
    expect(screen.queryByText('Gujarat')).not.toBeInTheDocument();
  });

  it("shows the seller's number, or says when it is shared if the seller keeps it for accepted orders", async () => {
    const hidden = aCrop({
      userId: {
        _id: 'seller-9',
        name: 'Ramesh Kumar',
        mobile: '',
        mobileHidden: true,
        state: 'Gujarat',
      },
    });
    mockApi(
      getIndianStates,
      noRatings,
      http.get('/api/crops/{id}', ({ params, response }) =>
        response(200).json(params.id === 'CRP-HIDDEN' ? hidden : aCrop()),
      ),
    );
    const shown = renderApp('/features/MarketAccess/product/CRP-7F3K2Q');
    expect(await screen.findByText('9812345678')).toBeInTheDocument();
    shown.unmount();

    renderApp('/features/MarketAccess/product/CRP-HIDDEN');
    expect(
      await screen.findByText('Number shared once the seller accepts your order'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Not provided')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /call|9812345678/i })).not.toBeInTheDocument();
  });

  it('tells the seller on their own listing who sees their number', async () => {
    localStorage.setItem('userId', 'seller-9');
    await changeLanguage('gu');
    mockApi(
      getIndianStates,
      noRatings,
      http.get('/api/crops/{id}', ({ response }) =>
        response(200).json(
          aCrop({
            userId: {
              _id: 'seller-9',
              name: 'Ramesh Kumar',
              mobile: '',
              mobileHidden: true,
              state: 'Gujarat',
            },
          }),
        ),
      ),
    );
    renderApp('/features/MarketAccess/product/CRP-7F3K2Q');
    expect(
      await screen.findByText('ફક્ત એ ખરીદનારને દેખાય છે જેમનો ઓર્ડર તમે સ્વીકાર્યો છે'),
    ).toBeInTheDocument();
  });

  it('says Crop not found, with a way back, for an unknown id', async () => {
    mockApi(
      http.get('/api/crops/{id}', ({ response }) =>
        response(404).json({ statusCode: 404, message: 'Crop not found', code: 'CROP.NOT_FOUND' }),
      ),
    );
    renderApp('/features/MarketAccess/product/CRP-NOPE00');

    expect(await screen.findByRole('heading', { name: 'Crop not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Market Access' })).toHaveAttribute(
      'href',
      '/features/MarketAccess',
    );
  });
});

describe('product page for a visitor who has not logged in', { timeout: 20_000 }, () => {
  beforeEach(logOut);

  it("shows the shared listing, without the seller's number, and Log in to buy instead of Buy Now", async () => {
    // No ratings handler: a call for ratings (members only) would fail the test.
    const api = mockApi(
      getIndianStates,
      http.get('/api/crops/{id}', ({ response }) => response(200).json(anonymousCrop)),
    );
    const { location } = renderApp('/features/MarketAccess/product/CRP-7F3K2Q');

    expect(await screen.findByRole('heading', { name: 'Wheat', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText('₹25.50 / kg').length).toBeGreaterThan(0);
    expect(screen.getByText('Ramesh Kumar')).toBeInTheDocument();
    expect(screen.getByText('Log in to see')).toBeInTheDocument();
    expect(
      screen.queryByText('Number shared once the seller accepts your order'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(location().pathname).toBe('/features/MarketAccess/product/CRP-7F3K2Q');
    const [read] = api.callsTo('GET /api/crops/CRP-7F3K2Q');
    expect(read.headers.has('Authorization')).toBe(false);
    expect(api.callsTo('GET /api/users/ratings')).toHaveLength(0);

    const logIn = screen.getByRole('link', { name: 'Log in to buy' });
    expect(logIn).toHaveAttribute('href', '/login');
    await userEvent.click(logIn);
    await waitFor(() => expect(location().pathname).toBe('/login'));
    const { from } = location().state as LoginRedirectState;
    expect(from.pathname).toBe('/features/MarketAccess/product/CRP-7F3K2Q');
  });

  it('comes back to the listing after the login, with the number and Buy Now', async () => {
    preferReducedMotion();
    let loggedIn = false;
    const api = mockApi(
      getIndianStates,
      noRatings,
      http.get('/api/crops/{id}', ({ response }) =>
        response(200).json(loggedIn ? aCrop({ cropName: 'Wheat' }) : anonymousCrop),
      ),
      http.post('/api/auth/login', ({ response }) => {
        loggedIn = true;
        return response(200).json({ token: 'token-abc', userId: 'buyer-1' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { location } = renderApp('/features/MarketAccess/product/CRP-7F3K2Q');

    await user.click(await screen.findByRole('link', { name: 'Log in to buy' }));
    await user.type(await screen.findByLabelText(/Phone Number/), '9876543210');
    await user.type(screen.getByLabelText(/^Password/), 'green-fields-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await vi.waitFor(
      () => expect(location().pathname).toBe('/features/MarketAccess/product/CRP-7F3K2Q'),
      { timeout: 5000 },
    );
    // Asked again with the token: the listing read as a visitor is not shown to the member.
    expect(await screen.findByText('9812345678')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
    expect(screen.queryByText('Log in to see')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/crops/CRP-7F3K2Q').at(-1)?.headers.get('Authorization')).toBe(
      'Bearer token-abc',
    );
  });
});

describe('sharing a listing', { timeout: 20_000 }, () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it("links to WhatsApp with the crop, its price and the page's address, in the reader's language", async () => {
    mockApi(
      getIndianStates,
      noRatings,
      http.get('/api/crops/{id}', ({ response }) =>
        response(200).json(aCrop({ cropName: 'Wheat', cropSellingPrice: 25.5 })),
      ),
    );
    const view = renderApp('/features/MarketAccess/product/CRP-7F3K2Q');

    const whatsApp = await screen.findByRole('link', { name: 'Share on WhatsApp' });
    const url = `${window.location.origin}/features/MarketAccess/product/CRP-7F3K2Q`;
    expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Wheat for sale at ₹25.50 per kg on AgroSense ${url}`)}`,
    );
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp.getAttribute('rel')).toContain('noopener');
    // No share sheet in this browser: no Share button.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    view.unmount();

    await changeLanguage('gu');
    renderApp('/features/MarketAccess/product/CRP-7F3K2Q');
    const gujarati = await screen.findByRole('link', { name: 'વૉટ્સએપ પર મોકલો' });
    expect(decodeURIComponent(gujarati.getAttribute('href')!)).toBe(
      `https://wa.me/?text=AgroSense પર વેચાણ માટે Wheat, ₹25.50 પ્રતિ કિલો ${url}`,
    );
  });

  it("opens the phone's share sheet where there is one, and says nothing when it is closed", async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    mockApi(
      getIndianStates,
      noRatings,
      http.get('/api/crops/{id}', ({ response }) =>
        response(200).json(aCrop({ cropName: 'Wheat', cropSellingPrice: 25.5 })),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/features/MarketAccess/product/CRP-7F3K2Q');

    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Wheat',
      text: 'Wheat for sale at ₹25.50 per kg on AgroSense',
      url: `${window.location.origin}/features/MarketAccess/product/CRP-7F3K2Q`,
    });

    share.mockRejectedValueOnce(Object.assign(new Error('Share canceled'), { name: 'AbortError' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledTimes(2);
    expect(
      screen.queryByText('Could not open sharing on this phone. Try Share on WhatsApp.'),
    ).not.toBeInTheDocument();

    share.mockRejectedValueOnce(
      Object.assign(new Error('Not allowed'), { name: 'NotAllowedError' }),
    );
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(
      await screen.findByText('Could not open sharing on this phone. Try Share on WhatsApp.'),
    ).toBeInTheDocument();
  });
});

describe('Buy Now on a flaky network', { timeout: 30_000 }, () => {
  /** POST /api/orders answering with the given steps in turn, then with an order. */
  function ordersAnswering(...steps: ('network' | 'keyReused')[]) {
    return http.post('/api/orders', ({ response }) => {
      const step = steps.shift();
      if (step === 'network') return response.untyped(networkError());
      if (step === 'keyReused') {
        return response.untyped(
          undocumentedError(422, {
            statusCode: 422,
            code: 'IDEMPOTENCY.KEY_REUSED',
            message: 'This Idempotency-Key was used for another order',
          }),
        );
      }
      return response(201).json(anOrder('order-1', { listingId: 'crop-1' }));
    });
  }

  async function openConfirm() {
    const user = userEvent.setup({ delay: null });
    renderApp('/features/MarketAccess/product/CRP-7F3K2Q');
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Desi Tomatoes' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm order' });
    return { user, dialog, confirm };
  }

  const crop = http.get('/api/crops/{id}', ({ response }) => response(200).json(aCrop()));

  it('sends the same Idempotency-Key when Confirm is tapped again after a network failure', async () => {
    const api = mockApi(getIndianStates, noRatings, crop, ordersAnswering('network', 'network'));
    const { user, dialog, confirm } = await openConfirm();

    await user.click(confirm);
    // The dialog stays open with the failure, for Confirm to try again.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to place order. Please try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(api.callsTo('POST /api/orders')).toHaveLength(2));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm order' }));

    expect(
      await screen.findByText('Order placed! The seller has been notified.'),
    ).toBeInTheDocument();
    const keys = idempotencyKeys(api.callsTo('POST /api/orders'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps the key when Buy Now is tapped again after a lost answer, and makes a new one after an order', async () => {
    const api = mockApi(getIndianStates, noRatings, crop, ordersAnswering('network'));
    const { user, dialog, confirm } = await openConfirm();

    await user.click(confirm);
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    let again = await screen.findByRole('dialog', { name: 'Buy Desi Tomatoes' });
    await user.click(within(again).getByRole('button', { name: 'Confirm order' }));
    expect(
      await screen.findByText('Order placed! The seller has been notified.'),
    ).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A second order of the same crop is a new order, with a new key.
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    again = await screen.findByRole('dialog', { name: 'Buy Desi Tomatoes' });
    await user.click(within(again).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(api.callsTo('POST /api/orders')).toHaveLength(3));
    const [first, retried, next] = idempotencyKeys(api.callsTo('POST /api/orders'));
    expect(retried).toBe(first);
    expect(next).not.toBe(first);
  });

  it('makes a new key when the quantity changes, and after the server says the key was used', async () => {
    const api = mockApi(getIndianStates, noRatings, crop, ordersAnswering('network', 'keyReused'));
    const { user, dialog, confirm } = await openConfirm();

    await user.click(confirm);
    await within(dialog).findByRole('alert');
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity (kg)' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(api.callsTo('POST /api/orders')).toHaveLength(2));
    // The normal failure message, not the server's words about keys.
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        /^Failed to place order\. Please try again\.$/,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    expect(
      await screen.findByText('Order placed! The seller has been notified.'),
    ).toBeInTheDocument();

    const calls = api.callsTo('POST /api/orders');
    expect(calls.map((call) => call.body)).toEqual([
      { cropId: 'crop-1', quantity: 1 },
      { cropId: 'crop-1', quantity: 2 },
      { cropId: 'crop-1', quantity: 2 },
    ]);
    const [first, changed, renewed] = idempotencyKeys(calls);
    expect(changed).not.toBe(first);
    expect(renewed).not.toBe(changed);
    expect(renewed).not.toBe(first);
  });

  it('makes the key from random bytes where the browser has no crypto.randomUUID', async () => {
    const real = globalThis.crypto;
    // An old browser, or a page not served over https: getRandomValues only.
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(bytes: T): T => real.getRandomValues(bytes),
    });
    const api = mockApi(getIndianStates, noRatings, crop, ordersAnswering());
    const { user, confirm } = await openConfirm();
    await user.click(confirm);

    await screen.findByText('Order placed! The seller has been notified.');
    expect(idempotencyKeys(api.callsTo('POST /api/orders'))[0]).toMatch(/^[0-9a-f]{32}$/);
  });
});
