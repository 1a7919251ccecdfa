import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { http, mockApi } from '../../../testing/api-server';
import { anOrder } from '../../../testing/orders';
import { renderApp } from '../../../testing/render-app';
import { aCrop } from '../testing/crops';

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'buyer-1');
});

describe('product page', { timeout: 20_000 }, () => {
  it('shows one crop with its price to 2 decimals and Buy Now', async () => {
    const api = mockApi(
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
    expect(screen.getAllByText('₹40.00 / kg').length).toBeGreaterThan(0);
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
