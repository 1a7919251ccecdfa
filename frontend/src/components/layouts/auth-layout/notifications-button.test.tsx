import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, mockApi, type Schema } from '../../../testing/api-server';
import { renderApp } from '../../../testing/render-app';
import { changeLanguage } from '../../../i18n/i18n';
import { getIndianStates } from '../../../testing/fixtures';

const notifications: Schema<'NotificationDto'>[] = [
  {
    _id: 'n-1',
    message: 'New order request for Tomato',
    status: 'unread',
    kind: 'order_placed',
    orderId: 'order-1',
    createdAt: '2026-03-02T10:00:00.000Z',
  },
  {
    _id: 'n-2',
    message: 'New order request for Onion',
    status: 'read',
    kind: 'order_placed',
    orderId: 'order-2',
    createdAt: '2026-03-01T10:00:00.000Z',
  },
  {
    _id: 'n-3',
    message: 'New order request for Wheat',
    status: 'accepted',
    kind: 'order_placed',
    orderId: 'order-3',
    createdAt: '2026-02-01T10:00:00.000Z',
  },
];

/** GET /api/notifications/{userId}, with the unread count in X-Unread-Count when given. */
function listNotifications(items: Schema<'NotificationDto'>[], unread?: number) {
  return http.get('/api/notifications/{userId}', ({ response }) =>
    response(200).json(
      items,
      unread === undefined ? undefined : { headers: { 'X-Unread-Count': String(unread) } },
    ),
  );
}

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

describe('header bell', () => {
  it('shows the unread count from X-Unread-Count and lists what is not accepted', async () => {
    const api = mockApi(
      listNotifications(notifications, 1),
      http.get('/api/orders', ({ response }) => response(200).json([])),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/Reports');

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 new' });
    expect(api.callsTo('GET /api/notifications/user-1')[0].headers.get('Authorization')).toBe(
      'Bearer token-123',
    );
    await user.click(bell);
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(popup).findByText('New order request for Tomato')).toBeInTheDocument();
    expect(within(popup).getByText('New order request for Onion')).toBeInTheDocument();
    expect(within(popup).queryByText('New order request for Wheat')).toBeNull();
    expect(within(popup).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(within(popup).getAllByRole('button', { name: 'View Report' })).toHaveLength(2);
  });

  it('says when each came as people do: today and yesterday with the time, older ones with the date', async () => {
    // 26 Nov 2026, 10:15 in the morning on the reader's clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 10, 15));
    try {
      const at = (day: number, hour: number, minute: number) =>
        new Date(2026, 10, day, hour, minute).toISOString();
      mockApi(
        listNotifications(
          [
            { ...notifications[0]!, createdAt: at(26, 9, 5) },
            { ...notifications[1]!, createdAt: at(25, 18, 40) },
            { ...notifications[2]!, status: 'read', createdAt: at(20, 8, 0) },
          ],
          1,
        ),
        http.get('/api/orders', ({ response }) => response(200).json([])),
      );
      await changeLanguage('hi');
      const user = userEvent.setup({ delay: null });
      renderApp('/Reports');
      await user.click(await screen.findByRole('button', { name: /^सूचनाएँ/ }));
      const popup = await screen.findByRole('dialog', { name: 'सूचनाएँ' });
      await within(popup).findByText('New order request for Tomato');
      const times = popup.querySelectorAll('time');
      expect([...times].map((time) => time.textContent)).toEqual([
        'आज, सुबह 9:05',
        'कल, शाम 6:40',
        '20 नव॰ 2026, सुबह 8:00',
      ]);
      // The exact moment stays in the tooltip and for machines.
      expect(times[0]).toHaveAttribute('title', '26 नव॰ 2026, सुबह 9:05');
      expect(times[0]).toHaveAttribute('datetime', at(26, 9, 5));
    } finally {
      vi.useRealTimers();
      await changeLanguage('en');
    }
  });

  it('asks again in the new language when the reader switches (the server says them in it)', async () => {
    const api = mockApi(
      listNotifications(notifications, 1),
      http.get('/api/orders', ({ response }) => response(200).json([])),
    );
    renderApp('/Reports');
    await screen.findByRole('button', { name: 'Notifications, 1 new' });
    const before = api.callsTo('GET /api/notifications/user-1').length;
    try {
      await act(() => changeLanguage('hi'));
      await waitFor(() =>
        expect(api.callsTo('GET /api/notifications/user-1').length).toBeGreaterThan(before),
      );
      expect(
        api.callsTo('GET /api/notifications/user-1').at(-1)!.headers.get('Accept-Language'),
      ).toBe('hi');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('counts the unread items when the header is missing', async () => {
    mockApi(
      listNotifications([notifications[0], { ...notifications[1], _id: 'n-4', status: 'unread' }]),
      http.get('/api/orders', ({ response }) => response(200).json([])),
    );
    renderApp('/Reports');

    expect(await screen.findByRole('button', { name: 'Notifications, 2 new' })).toBeInTheDocument();
  });

  it('polls every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = mockApi(
        listNotifications([], 0),
        http.get('/api/orders', ({ response }) => response(200).json([])),
      );
      renderApp('/Reports');
      await screen.findByRole('button', { name: 'Notifications, 0 new' });
      await vi.waitFor(() => expect(api.callsTo('GET /api/notifications/user-1')).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(30_000);
      await vi.waitFor(() => expect(api.callsTo('GET /api/notifications/user-1')).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not ask for notifications without a user id', async () => {
    localStorage.removeItem('userId');
    const api = mockApi(http.get('/api/orders', ({ response }) => response(200).json([])));
    renderApp('/Reports');
    await screen.findByRole('button', { name: 'Notifications, 0 new' });
    expect(api.calls.filter((call) => call.path.startsWith('/api/notifications'))).toHaveLength(0);
  });

  it('Close asks first, accepts the notification, removes it and opens /Reports', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = mockApi(
      listNotifications(notifications, 1),
      http.put('/api/notifications/{id}/update', ({ response }) =>
        response(200).json({ ...notifications[0], status: 'accepted' }),
      ),
      http.get('/api/orders', ({ response }) => response(200).json([])),
      http.get('/api/orders/{userId}', ({ response }) => response(200).json([])),
    );
    const user = userEvent.setup({ delay: null });
    const view = renderApp('/OrderHistory');

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }));
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    const tomato = (await within(popup).findByText('New order request for Tomato')).closest('li')!;
    await user.click(within(tomato).getByRole('button', { name: 'Close' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to accept this request?');
    await vi.waitFor(() => expect(view.location().pathname).toBe('/Reports'));
    expect(api.callsTo('PUT /api/notifications/n-1/update')[0].body).toEqual({
      status: 'accepted',
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 0 new' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notifications, 0 new' }));
    const again = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(again).queryByText('New order request for Tomato')).toBeNull();
    expect(within(again).getByText('New order request for Onion')).toBeInTheDocument();
  });

  it('Close does nothing when the user says no', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const api = mockApi(
      listNotifications(notifications, 1),
      http.get('/api/orders/{userId}', ({ response }) => response(200).json([])),
    );
    const user = userEvent.setup({ delay: null });
    const view = renderApp('/OrderHistory');

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }));
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(popup).findByText('New order request for Tomato');
    await user.click(within(popup).getAllByRole('button', { name: 'Close' })[0]);

    expect(api.callsTo('PUT /api/notifications/n-1/update')).toHaveLength(0);
    expect(view.location().pathname).toBe('/OrderHistory');
  });

  it('View Report goes to /Reports', async () => {
    mockApi(
      listNotifications(notifications, 1),
      http.get('/api/orders', ({ response }) => response(200).json([])),
      http.get('/api/orders/{userId}', ({ response }) => response(200).json([])),
    );
    const user = userEvent.setup({ delay: null });
    const view = renderApp('/OrderHistory');

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }));
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(popup).findByText('New order request for Tomato');
    await user.click(within(popup).getAllByRole('button', { name: 'View Report' })[0]);

    await vi.waitFor(() => expect(view.location().pathname).toBe('/Reports'));
  });

  it('news about a trade under way opens its order page', async () => {
    mockApi(
      listNotifications(
        [
          {
            _id: 'n-9',
            message: 'The buyer says they paid ₹1300.00 for Wheat',
            status: 'unread',
            kind: 'order_payment_reported',
            orderId: 'aaaaaaaa-1111-4000-8000-000000000001',
            createdAt: '2026-03-02T10:00:00.000Z',
          },
        ],
        1,
      ),
      http.get('/api/orders/{id}/details', ({ response }) =>
        response(404).json({
          statusCode: 404,
          message: 'Not found',
        }),
      ),
      http.get('/api/orders/{userId}', ({ response }) => response(200).json([])),
      getIndianStates,
    );
    const user = userEvent.setup({ delay: null });
    const view = renderApp('/OrderHistory');

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }));
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(popup).queryByRole('button', { name: 'View Report' })).toBeNull();
    await user.click(within(popup).getByRole('button', { name: 'Open the order' }));
    await vi.waitFor(() =>
      expect(view.location().pathname).toBe('/orders/aaaaaaaa-1111-4000-8000-000000000001'),
    );
  });
});
