import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, mockApi, type Schema } from '../../../testing/api-server';
import { farmerProfile, getFarmerProfile, noNotifications } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
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
  });
});
