import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, mockApi, type Schema } from '../../../testing/api-server';
import { noNotifications } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

function price(
  i: number,
  overrides: Partial<Schema<'MarketPriceDto'>> = {},
): Schema<'MarketPriceDto'> {
  return {
    state: 'Gujarat',
    district: 'Rajkot',
    market: `Market ${i}`,
    commodity: 'Onion',
    variety: 'Red',
    grade: 'FAQ',
    min_price: 1500,
    max_price: 2500,
    modal_price: 1000 + i,
    arrival_date: '2026-11-21',
    ...overrides,
  };
}

const sample: Schema<'PriceSourceDto'> = {
  kind: 'sample',
  label: 'Sample data shipped with AgroSense',
};

let queries: URLSearchParams[] = [];

function mockPrices(rowsFor: (query: URLSearchParams) => number) {
  return mockApi(
    http.get('/api/market-prices', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const count = rowsFor(query);
      return response(200).json({
        data: Array.from({ length: count }, (_, i) => price(i)),
        page: Number(query.get('page')),
        limit: 40,
        date: '2026-11-21',
        source: sample,
      });
    }),
    http.get('/api/market-prices/filters', ({ request, response }) =>
      response(200).json({
        states: ['Gujarat', 'Maharashtra'],
        commodities:
          new URL(request.url).searchParams.get('state') === 'Maharashtra'
            ? ['Soyabean']
            : ['Onion', 'Soyabean', 'Wheat'],
      }),
    ),
    noNotifications,
  );
}

const lastQuery = () => queries.at(-1)!;

beforeEach(() => {
  queries = [];
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

describe('Live Crop Pricing', () => {
  it('shows the table with ₹ per quintal, the data date and the sample label', async () => {
    mockPrices(() => 40);
    renderApp('/LiveCropPricing');
    const table = await screen.findByRole('table', { name: 'Live Crop Pricing' });
    // The nine columns, in their fixed order, then the trend button.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'State',
      'District',
      'Market',
      'Commodity',
      'Variety',
      'Min',
      'Max',
      'Modal Price',
      'Date',
      'Trend',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(41);
    expect(screen.getByText('Prices reported on 21/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Sample data')).toBeInTheDocument();
    expect(screen.getByText(/not today's market/)).toBeInTheDocument();
    expect(screen.getByText('₹ per quintal')).toBeInTheDocument();
    expect(within(table).getAllByText('2,500')).toHaveLength(40);
    expect(within(table).getByText('1,039')).toBeInTheDocument();
  });

  it('pages with Next and Previous, and disables Next on a short page', async () => {
    mockPrices((q) => (q.get('page') === '2' ? 12 : 40));
    renderApp('/LiveCropPricing');
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
    expect(lastQuery().get('page')).toBe('2');
    expect(lastQuery().get('limit')).toBe('40');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 1');
  });

  it('sends the filters and sort, and a filter change goes back to page 1', async () => {
    mockPrices(() => 40);
    renderApp('/LiveCropPricing');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2');

    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maharashtra' }));
    await screen.findByText('Page 1');
    await waitFor(() => expect(lastQuery().get('state')).toBe('Maharashtra'));
    expect(lastQuery().get('page')).toBe('1');

    await userEvent.click(screen.getByRole('combobox', { name: 'Crop' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Soyabean' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Price Order' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Modal price: high to low' }));
    await waitFor(() => expect(lastQuery().get('sort')).toBe('modal_desc'));
    expect(lastQuery().get('commodity')).toBe('Soyabean');
    expect(
      screen.getByText('Sorting applies to all results, not just this page.'),
    ).toBeInTheDocument();
  }, 20_000);

  it('says so when nothing matches, and offers a retry on errors', async () => {
    mockPrices(() => 0);
    renderApp('/LiveCropPricing');
    expect(await screen.findByText('No prices match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
