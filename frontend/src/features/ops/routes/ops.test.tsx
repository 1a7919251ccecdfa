import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, mockApi, serverError, type Schema } from '../../../testing/api-server';
import { farmerProfile, getFarmerProfile, noNotifications } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import type { OutboxMessage } from '../api/ops-messages';
import { screenWidth } from '../../../testing/screen-width';

const run = (
  id: string,
  status: Schema<'PriceSyncRunDto'>['status'],
  extra: Partial<Schema<'PriceSyncRunDto'>> = {},
): Schema<'PriceSyncRunDto'> => ({
  _id: id,
  trigger: 'schedule',
  status,
  startedAt: '2026-11-22T06:00:00.000Z',
  finishedAt: status === 'running' ? null : '2026-11-22T06:00:42.000Z',
  pages: 15,
  fetched: 14396,
  upserted: 1200,
  error: null,
  ...extra,
});

function overview(runs: Schema<'PriceSyncRunDto'>[]): Schema<'PriceSyncOverviewDto'> {
  return {
    data: runs,
    schedule: '0 */6 * * *',
    nextRunAt: '2026-11-22T12:00:00.000Z',
    lastSuccessAt: '2026-11-22T06:00:42.000Z',
    source: { kind: 'sample', label: 'Sample data shipped with AgroSense' },
  };
}

const problem = (id: string, extra: Partial<Schema<'ProblemDto'>> = {}): Schema<'ProblemDto'> => ({
  _id: id,
  orderId: `order-${id}`,
  cropName: 'Tomato',
  reporterRole: 'buyer',
  reporterName: 'Bharat Patel',
  otherPartyName: 'Sita Devi',
  reason: 'quality_not_as_listed',
  text: 'Half the crates were rotten',
  photoUrl: '/api/images/problems/o1/p1.webp',
  createdAt: '2026-11-22T06:00:00.000Z',
  resolvedAt: null,
  resolutionNote: null,
  ...extra,
});

const noProblems = http.get('/api/ops/problems', ({ response }) =>
  response(200).json({ data: [], total: 0, page: 1, limit: 50 }),
);

const message = (id: string, extra: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id,
  channel: 'sms',
  provider: 'dev-outbox',
  to: '98•••••210',
  language: 'hi',
  template: 'order_accepted',
  text: 'AgroSense: आपका टमाटर का ऑर्डर स्वीकार हो गया।',
  segments: 1,
  status: 'delivered',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-22T06:00:00.000Z',
  notBefore: '2026-11-22T06:00:00.000Z',
  sentAt: '2026-11-22T06:00:05.000Z',
  ...extra,
});

const counts = { queued: 2, sending: 0, sent: 5, delivered: 40, read: 3, failed: 1 };

const noMessages = http.get('/api/ops/messages', ({ response }) =>
  response(200).json(
    {
      counts: { queued: 0, sending: 0, sent: 0, delivered: 0, read: 0, failed: 0 },
      provider: { sms: 'dev-outbox', whatsapp: 'dev-outbox' },
      items: [],
      total: 0,
      page: 1,
      limit: 50,
    },
    { headers: { 'X-Total-Count': '0' } },
  ),
);

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

describe('Ops page', () => {
  it('shows administrators the runs, schedule and source, and starts a run', async () => {
    let runs = [
      run('r2', 'partial', { error: 'data.gov.in did not answer after 5 attempts: HTTP 503' }),
      run('r1', 'succeeded'),
    ];
    const api = mockApi(
      http.get('/api/auth/users/{userId}', ({ response }) =>
        response(200).json({ ...farmerProfile, role: 'admin' }),
      ),
      noNotifications,
      http.get('/api/market-prices/sync-runs', ({ response }) =>
        response(200).json(overview(runs)),
      ),
      noProblems,
      noMessages,
      http.post('/api/market-prices/sync', ({ response }) => {
        const started = run('r3', 'running', { trigger: 'manual' });
        runs = [started, ...runs];
        return response(202).json(started);
      }),
    );
    renderApp('/ops');
    const table = await screen.findByRole('table', { name: 'Recent runs' });
    expect(within(table).getByText('Partial')).toBeInTheDocument();
    expect(within(table).getByText('Succeeded')).toBeInTheDocument();
    expect(within(table).getByText(/HTTP 503/)).toBeInTheDocument();
    expect(within(table).getAllByText('42 s')).toHaveLength(2);
    expect(screen.getByText('0 */6 * * *')).toBeInTheDocument();
    expect(screen.getByText('Sample data shipped with AgroSense')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(api.callsTo('POST /api/market-prices/sync')).toHaveLength(1));
    expect(await within(table).findByText('Running')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run now' })).toBeDisabled();
  });

  it('shows the runs as cards on a phone, with Indian digit grouping, nothing sideways', async () => {
    screenWidth(360);
    mockApi(
      http.get('/api/auth/users/{userId}', ({ response }) =>
        response(200).json({ ...farmerProfile, role: 'admin' }),
      ),
      noNotifications,
      http.get('/api/market-prices/sync-runs', ({ response }) =>
        response(200).json(overview([run('r1', 'succeeded', { fetched: 143960 })])),
      ),
      noProblems,
      noMessages,
    );
    renderApp('/ops');
    const runs = await screen.findByRole('list', { name: 'Recent runs' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(runs).getByRole('listitem');
    expect(card).toHaveTextContent('Succeeded');
    expect(card).toHaveTextContent('42 s');
    expect(card).toHaveTextContent('1,43,960');
  });

  it('lists the problems reported on orders and resolves one with a note', async () => {
    let open = [
      problem('p2', {
        reporterRole: 'seller',
        reporterName: 'Sita Devi',
        otherPartyName: 'Bharat Patel',
        reason: 'payment_not_received',
        text: null,
        photoUrl: null,
      }),
      problem('p1'),
    ];
    const resolved: Schema<'ProblemDto'>[] = [];
    const api = mockApi(
      http.get('/api/auth/users/{userId}', ({ response }) =>
        response(200).json({ ...farmerProfile, role: 'admin' }),
      ),
      noNotifications,
      http.get('/api/market-prices/sync-runs', ({ response }) =>
        response(200).json(overview([run('r1', 'succeeded')])),
      ),
      http.get('/api/ops/problems', ({ query, response }) => {
        const data = query.get('status') === 'resolved' ? resolved : open;
        return response(200).json({ data, total: data.length, page: 1, limit: 50 });
      }),
      noMessages,
      http.put('/api/ops/problems/{id}', async ({ params, request, response }) => {
        const { note } = (await request.json()) as { note: string };
        const done = {
          ...open.find((p) => p._id === params.id)!,
          resolvedAt: '2026-11-23T09:30:00.000Z',
          resolutionNote: note,
        };
        open = open.filter((p) => p._id !== params.id);
        resolved.unshift(done);
        return response(200).json(done);
      }),
    );
    renderApp('/ops');
    const section = await screen.findByRole('region', { name: /Problems reported/ });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(section).getByRole('heading', { name: /Problems reported \(2 in all\)/ }),
    ).toBeInTheDocument();
    const first = within(items[1]!);
    expect(first.getByText('Tomato')).toBeInTheDocument();
    expect(first.getByText('The quality is not as listed')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Buyer Bharat Patel reported it; seller: Sita Devi');
    expect(first.getByText('Half the crates were rotten')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Photo sent with the problem' })).toHaveAttribute(
      'src',
      '/api/images/problems/o1/p1.webp',
    );
    expect(items[0]).toHaveTextContent('Seller Sita Devi reported it; buyer: Bharat Patel');
    expect(within(items[0]!).getByText('The payment has not arrived')).toBeInTheDocument();

    await userEvent.click(first.getByRole('button', { name: 'Resolve' }));
    const confirm = first.getByRole('button', { name: 'Mark resolved' });
    expect(confirm).toBeDisabled();
    await userEvent.type(
      first.getByRole('textbox', { name: /Note for both sides/ }),
      'Seller sent 10 kg more',
    );
    await userEvent.click(confirm);
    await waitFor(() => expect(api.callsTo('PUT /api/ops/problems/p1')).toHaveLength(1));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));

    await userEvent.selectOptions(
      within(section).getByRole('combobox', { name: 'Show' }),
      'resolved',
    );
    const done = await within(section).findByText('Seller sent 10 kg more');
    expect(done.closest('li')).toHaveTextContent(/Resolved on/);
    expect(within(section).queryByRole('button', { name: 'Resolve' })).toBeNull();
  });

  it('says when no problem is open', async () => {
    mockApi(
      http.get('/api/auth/users/{userId}', ({ response }) =>
        response(200).json({ ...farmerProfile, role: 'admin' }),
      ),
      noNotifications,
      http.get('/api/market-prices/sync-runs', ({ response }) => response(200).json(overview([]))),
      noProblems,
      noMessages,
    );
    renderApp('/ops');
    expect(await screen.findByText('No open problems.')).toBeInTheDocument();
  });

  it('tells other users the page is for administrators, and shows no Ops link', async () => {
    const api = mockApi(getFarmerProfile, noNotifications);
    renderApp('/ops');
    expect(await screen.findByText('Only administrators can see this page.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ops: price sync' })).toBeNull();
    expect(api.callsTo('GET /api/market-prices/sync-runs')).toHaveLength(0);
    expect(api.callsTo('GET /api/ops/problems')).toHaveLength(0);
    expect(api.callsTo('GET /api/ops/messages')).toHaveLength(0);
  });
});

describe('Ops page: messages to phones', () => {
  const admin = http.get('/api/auth/users/{userId}', ({ response }) =>
    response(200).json({ ...farmerProfile, role: 'admin' }),
  );
  const syncRuns = http.get('/api/market-prices/sync-runs', ({ response }) =>
    response(200).json(overview([run('r1', 'succeeded')])),
  );
  const latest = [
    message('m3', {
      channel: 'whatsapp',
      provider: 'whatsapp-cloud',
      to: '91•••••321',
      language: 'gu',
      text: 'AgroSense: ડુંગળીનો ભાવ ₹2,150 થયો.',
      status: 'queued',
      attempts: 0,
      sentAt: null,
      // Held by the farmer's quiet hours.
      notBefore: '2999-01-01T01:30:00.000Z',
    }),
    message('m2', {
      status: 'failed',
      attempts: 5,
      lastError: 'Gateway answered 503',
      language: 'en',
      text: 'AgroSense: your order of Tomato was accepted.',
      sentAt: null,
    }),
    message('m1'),
  ];
  /** GET /api/ops/messages: the latest, filtered by status, 50 a page of `total`. */
  const outbox = (total = latest.length) =>
    http.get('/api/ops/messages', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      const status = query.get('status');
      const items = status ? latest.filter((m) => m.status === status) : latest;
      const count = status ? items.length : total;
      const page = Number(query.get('page') ?? '1');
      return response(200).json(
        {
          counts,
          provider: { sms: 'dev-outbox', whatsapp: 'whatsapp-cloud' },
          items,
          total: count,
          page,
          limit: 50,
        },
        { headers: { 'X-Total-Count': String(count) } },
      );
    });

  it('shows the counts, the providers and the latest messages', async () => {
    const api = mockApi(admin, noNotifications, syncRuns, noProblems, outbox());
    renderApp('/ops');
    const section = await screen.findByRole('region', { name: 'Messages to phones' });
    const table = await within(section).findByRole('table', { name: 'Latest messages' });

    const countsList = within(section).getByLabelText('Messages by status');
    const countOf = (label: string) =>
      within(countsList).getByText(label).nextElementSibling?.textContent;
    expect(countOf('Queued')).toBe('2');
    expect(countOf('Delivered')).toBe('40');
    expect(countOf('Failed')).toBe('1');
    expect(countOf('Read')).toBe('3');
    expect(within(section).getByText('Dev outbox (nothing is sent)')).toBeInTheDocument();
    expect(within(section).getByText('whatsapp-cloud')).toBeInTheDocument();
    expect(section).toHaveTextContent('Latest messages (3 in all)');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('WhatsApp');
    expect(rows[0]).toHaveTextContent('91•••••321');
    expect(rows[0]).toHaveTextContent('Gujarati');
    expect(rows[0]).toHaveTextContent('Queued');
    expect(rows[0]).toHaveTextContent(/Held until .*\(quiet hours\)/);
    expect(within(rows[0]!).getByText('AgroSense: ડુંગળીનો ભાવ ₹2,150 થયો.')).toHaveAttribute(
      'lang',
      'gu',
    );
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('Gateway answered 503');
    expect(within(rows[1]!).getAllByRole('cell')[6]).toHaveTextContent('5');
    expect(rows[2]).toHaveTextContent('98•••••210');
    expect(rows[2]).toHaveTextContent('Delivered');
    expect(rows[2]).toHaveTextContent(/Sent /);
    expect(api.callsTo('GET /api/ops/messages')[0].url.searchParams.get('page')).toBe('1');
    expect(api.callsTo('GET /api/ops/messages')[0].url.searchParams.has('status')).toBe(false);
    // One page: no paging buttons.
    expect(within(section).queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('filters the messages by status', async () => {
    const api = mockApi(admin, noNotifications, syncRuns, noProblems, outbox());
    renderApp('/ops');
    const section = await screen.findByRole('region', { name: 'Messages to phones' });
    await within(section).findByRole('table', { name: 'Latest messages' });

    await userEvent.selectOptions(
      within(section).getByRole('combobox', { name: 'Status' }),
      'Failed',
    );

    await waitFor(() => expect(within(section).getAllByRole('row').slice(1)).toHaveLength(1));
    expect(within(section).getByRole('table')).toHaveTextContent('Gateway answered 503');
    expect(section).toHaveTextContent('Latest messages (1 in all)');
    const last = api.callsTo('GET /api/ops/messages').at(-1)!;
    expect(last.url.searchParams.get('status')).toBe('failed');
    expect(last.url.searchParams.get('page')).toBe('1');
  });

  it('pages through the messages, 50 a page, by X-Total-Count', async () => {
    const api = mockApi(admin, noNotifications, syncRuns, noProblems, outbox(120));
    renderApp('/ops');
    const section = await screen.findByRole('region', { name: 'Messages to phones' });
    expect(await within(section).findByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(section).getByRole('button', { name: 'Next' }));

    expect(await within(section).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.callsTo('GET /api/ops/messages').at(-1)!.url.searchParams.get('page')).toBe('2');
  });

  it('shows the messages as cards on a phone, nothing sideways', async () => {
    screenWidth(360);
    mockApi(admin, noNotifications, syncRuns, noProblems, outbox());
    renderApp('/ops');
    const section = await screen.findByRole('region', { name: 'Messages to phones' });
    const list = await within(section).findByRole('list', { name: 'Latest messages' });
    expect(within(section).queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[1]).toHaveTextContent('SMS');
    expect(cards[1]).toHaveTextContent('98•••••210');
    expect(cards[1]).toHaveTextContent('Failed');
    expect(cards[1]).toHaveTextContent('Gateway answered 503');
    expect(cards[1]).toHaveTextContent('English');
  });

  it('says when the messages cannot be loaded', async () => {
    mockApi(
      admin,
      noNotifications,
      syncRuns,
      noProblems,
      http.get('/api/ops/messages', ({ response }) => response.untyped(serverError(503))),
    );
    renderApp('/ops');
    expect(await screen.findByText('Could not load the messages.')).toBeInTheDocument();
  });
});
