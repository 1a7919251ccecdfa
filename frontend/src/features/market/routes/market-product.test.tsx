import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { changeLanguage } from '../../../i18n/i18n';
import { http, mockApi } from '../../../testing/api-server';
import { getIndianStates } from '../../../testing/fixtures';
import { anOrder } from '../../../testing/orders';
import { renderApp } from '../../../testing/render-app';
import { aCrop } from '../testing/crops';
import { noRatings } from '../testing/ratings';

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
    expect(api.callsTo('POST /api/orders')[0].body).toEqual({ cropId: 'crop-1', quantity: 1 });
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
