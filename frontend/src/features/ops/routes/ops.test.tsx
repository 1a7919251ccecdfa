import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, mockApi, type Schema } from '../../../testing/api-server';
import { farmerProfile, getFarmerProfile, noNotifications } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

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

  it('tells other users the page is for administrators, and shows no Ops link', async () => {
    const api = mockApi(getFarmerProfile, noNotifications);
    renderApp('/ops');
    expect(await screen.findByText('Only administrators can see this page.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ops: price sync' })).toBeNull();
    expect(api.callsTo('GET /api/market-prices/sync-runs')).toHaveLength(0);
  });
});
