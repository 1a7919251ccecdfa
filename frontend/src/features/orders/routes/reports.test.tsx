import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, mockApi } from '../../../testing/api-server';
import { noNotifications } from '../../../testing/fixtures';
import { anOrder, me, ravi } from '../../../testing/orders';
import { renderApp } from '../../../testing/render-app';

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

describe('Farming Report', () => {
  it('says it is loading, then that there are no orders', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi(
      http.get('/api/orders', async ({ response }) => {
        await answered;
        return response(200).json([]);
      }),
      noNotifications,
    );
    renderApp('/Reports');

    expect(await screen.findByRole('heading', { name: 'Farming Report' })).toBeInTheDocument();
    expect(screen.getByText('Loading orders...')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('No orders available')).toBeInTheDocument();
  });

  it('asks for Pending orders only', async () => {
    const urls: string[] = [];
    mockApi(
      http.get('/api/orders', ({ request, response }) => {
        urls.push(request.url);
        return response(200).json([]);
      }),
      noNotifications,
    );
    renderApp('/Reports');
    await screen.findByText('No orders available');
    expect(new URL(urls[0]).searchParams.get('status')).toBe('Pending');
  });

  it('lets the seller accept after confirming; the order leaves the list', async () => {
    let pending = [
      anOrder('order-1'),
      anOrder('order-2', { cropId: { ...anOrder('x').cropId, cropName: 'Onion' } }),
    ];
    const api = mockApi(
      http.get('/api/orders', ({ response }) => response(200).json(pending)),
      http.put('/api/orders/{id}/status', ({ response }) => {
        pending = pending.filter((item) => item._id !== 'order-1');
        return response(200).json({ ...anOrder('order-1'), status: 'Accepted' });
      }),
      http.get('/api/notifications/{userId}', ({ response }) =>
        response(200).json([
          {
            _id: 'n-1',
            message: 'New order request for Tomato',
            status: 'unread',
            kind: 'order_placed',
            orderId: 'order-1',
            createdAt: '2026-03-01T10:00:00.000Z',
          },
        ]),
      ),
      http.put('/api/notifications/{id}/update', ({ params, response }) =>
        response(200).json({
          _id: params.id,
          message: 'New order request for Tomato',
          status: 'accepted',
          kind: 'order_placed',
          orderId: 'order-1',
          createdAt: '2026-03-01T10:00:00.000Z',
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/Reports');

    const tomato = await screen.findByRole('article', { name: 'Tomato' });
    expect(within(tomato).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(tomato).getByText('2 kg')).toBeInTheDocument();
    expect(within(tomato).getByText('₹50')).toBeInTheDocument();
    expect(within(tomato).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(tomato).queryByRole('button', { name: 'Cancel order' })).toBeNull();

    await user.click(within(tomato).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this order?' });
    expect(api.callsTo('PUT /api/orders/order-1/status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(
      await screen.findByText('Order accepted. The buyer has been notified.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/orders/order-1/status')[0].body).toEqual({ status: 'Accepted' });
    // Its notification is dealt with too, so the bell stops asking.
    await vi.waitFor(() =>
      expect(api.callsTo('PUT /api/notifications/n-1/update')[0]?.body).toEqual({
        status: 'accepted',
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Tomato' })).toBeNull());
    expect(await screen.findByRole('article', { name: 'Onion' })).toBeInTheDocument();
  });

  it('sends nothing when the seller backs out of rejecting', async () => {
    const api = mockApi(
      http.get('/api/orders', ({ response }) => response(200).json([anOrder('order-1')])),
      noNotifications,
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/Reports');

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));

    expect(api.callsTo('PUT /api/orders/order-1/status')).toHaveLength(0);
    expect(await screen.findByRole('article', { name: 'Tomato' })).toBeInTheDocument();
  });

  it("shows the server's reason when the order was already decided", async () => {
    mockApi(
      http.get('/api/orders', ({ response }) => response(200).json([anOrder('order-1')])),
      http.put('/api/orders/{id}/status', ({ response }) =>
        response(409).json({ statusCode: 409, message: 'This order was already decided' }),
      ),
      noNotifications,
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/Reports');

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This order was already decided');
  });

  it('shows the buyer the status only, with Cancel order', async () => {
    const api = mockApi(
      http.get('/api/orders', ({ response }) =>
        response(200).json([anOrder('order-9', { sellerId: ravi, buyerId: me })]),
      ),
      http.put('/api/orders/{id}/status', ({ params, response }) =>
        response(200).json(
          anOrder(params.id, { sellerId: ravi, buyerId: me, status: 'Cancelled' }),
        ),
      ),
      noNotifications,
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/Reports');

    const card = await screen.findByRole('article', { name: 'Tomato' });
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('Seller')).toBeInTheDocument();
    expect(within(card).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Reject' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Your order has been cancelled.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/orders/order-9/status')[0].body).toEqual({
      status: 'Cancelled',
    });
  });
});
