import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, mockApi } from '../../../testing/api-server';
import { noNotifications } from '../../../testing/fixtures';
import { anOrder, me } from '../../../testing/orders';
import { renderApp } from '../../../testing/render-app';
import { screenWidth } from '../../../testing/screen-width';

const meena = { _id: 'user-3', name: 'Meena Shah' };

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

describe('Market Access History', () => {
  it('says the user data is loading, then that there is no history', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi(
      http.get('/api/orders/{userId}', async ({ response }) => {
        await answered;
        return response(200).json([]);
      }),
      noNotifications,
    );
    renderApp('/OrderHistory');

    expect(
      await screen.findByRole('heading', { name: 'Market Access History' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading user data...')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('No market access history available.')).toBeInTheDocument();
  });

  it("lists the orders with their columns and the other party's name", async () => {
    const api = mockApi(
      http.get('/api/orders/{userId}', ({ response }) =>
        response(200).json([
          anOrder('aaaaaaaa-1111-4000-8000-000000000001', {
            status: 'Accepted',
            totalPrice: 123456.5,
            createdAt: '2026-03-02T10:00:00.000Z',
          }),
          anOrder('bbbbbbbb-2222-4000-8000-000000000002', {
            sellerId: meena,
            buyerId: me,
            status: 'Rejected',
            cropId: {
              _id: 'crop-2',
              cropName: 'Onion',
              cropQuantity: 5,
              cropUnit: 'dozen',
              cropSellingPrice: 10,
            },
            cropQuantity: 3,
            totalPrice: 30,
          }),
        ]),
      ),
      noNotifications,
    );
    renderApp('/OrderHistory');

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order ID', 'Date', 'Status', 'Crop', 'Quantity', 'Price (₹)', 'Buyer/Seller']);
    const [, sold, bought] = within(table).getAllByRole('row');
    // I sold the tomatoes: the last column names the buyer.
    expect(sold).toHaveTextContent('AAAAAAAA');
    expect(sold).toHaveTextContent('Accepted');
    expect(sold).toHaveTextContent('Tomato');
    expect(sold).toHaveTextContent('2 kg');
    expect(sold).toHaveTextContent('₹1,23,456.50');
    expect(sold).toHaveTextContent('Ravi Kumar');
    expect(sold).not.toHaveTextContent('Asha Patel');
    // I bought the onions: the last column names the seller.
    expect(bought).toHaveTextContent('Rejected');
    expect(bought).toHaveTextContent('3 dozen');
    expect(bought).toHaveTextContent('₹30');
    expect(bought).toHaveTextContent('Meena Shah');
    expect(bought).not.toHaveTextContent('Asha Patel');
    expect(api.callsTo('GET /api/orders/user-1')[0].headers.get('Authorization')).toBe(
      'Bearer token-123',
    );
  });

  it('shows one card per order on a phone', async () => {
    screenWidth(360);
    mockApi(
      http.get('/api/orders/{userId}', ({ response }) =>
        response(200).json([
          anOrder('cccccccc-1111-4000-8000-000000000001', { sellerId: meena, buyerId: me }),
        ]),
      ),
      noNotifications,
    );
    renderApp('/OrderHistory');

    const card = await screen.findByRole('article', { name: 'Tomato' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(card).toHaveTextContent('CCCCCCCC');
    expect(card).toHaveTextContent('Pending');
    expect(card).toHaveTextContent('Meena Shah (Seller)');
    expect(card).toHaveTextContent('₹50');
  });

  it('reads every page of a long history (the server sends 100 orders at a time)', async () => {
    const orders = Array.from({ length: 130 }, (_, i) =>
      anOrder(`cccccccc-3333-4000-8000-${String(i).padStart(12, '0')}`, {
        createdAt: new Date(Date.UTC(2026, 0, 1) + (130 - i) * 60_000).toISOString(),
      }),
    );
    const api = mockApi(
      http.get('/api/orders/{userId}', ({ query, response }) => {
        const page = Number(query.get('page'));
        const limit = Number(query.get('limit'));
        return response(200).json(orders.slice((page - 1) * limit, page * limit), {
          headers: { 'X-Total-Count': String(orders.length) },
        });
      }),
      noNotifications,
    );
    renderApp('/OrderHistory');

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(131);
    expect(api.callsTo('GET /api/orders/user-1')).toHaveLength(2);
  });

  it('filters by status and shows whether an accepted order is paid', async () => {
    mockApi(
      http.get('/api/orders/{userId}', ({ response }) =>
        response(200).json([
          anOrder('aaaaaaaa-1111-4000-8000-000000000001', {
            status: 'Accepted',
            paymentStatus: 'reported',
          }),
          anOrder('bbbbbbbb-2222-4000-8000-000000000002', {
            status: 'Completed',
            paymentStatus: 'confirmed',
            cropId: {
              _id: 'crop-2',
              cropName: 'Onion',
              cropQuantity: 5,
              cropUnit: 'kg',
              cropSellingPrice: 10,
            },
          }),
        ]),
      ),
      noNotifications,
    );
    const user = (await import('@testing-library/user-event')).default.setup({ delay: null });
    renderApp('/OrderHistory');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Paid, to be confirmed')).toBeInTheDocument();
    expect(within(table).getByText('Paid')).toBeInTheDocument();
    const filter = screen.getByRole('group', { name: 'Show orders that are' });
    await user.click(within(filter).getByRole('button', { name: 'Completed' }));
    expect(within(filter).getByRole('button', { name: 'Completed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Onion' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tomato' })).toBeNull();
    await user.click(within(filter).getByRole('button', { name: 'Rejected' }));
    expect(screen.getByText('No orders with this status.')).toBeInTheDocument();
  });
});
