import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { http, mockApi, type Schema } from '../../../testing/api-server';
import { mandiName, noNotifications, priceFilters } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

type Language = 'en' | 'hi' | 'gu';

/** A row of the feed, with its names as a reader of `language` reads them. */
function price(
  i: number,
  overrides: Partial<Omit<Schema<'MarketPriceDto'>, 'names'>> = {},
  language: Language = 'en',
): Schema<'MarketPriceDto'> {
  const row = {
    state: 'Gujarat',
    district: 'Rajkot',
    market: `Market ${i}`,
    commodity: 'Onion',
    variety: 'Red',
    grade: 'FAQ',
    ...overrides,
  };
  const hindi: Record<string, string> = { Rajkot: 'राजकोट', Red: 'लाल', FAQ: 'औसत अच्छी गुणवत्ता' };
  const nameOf = (name: string) =>
    language === 'hi' ? (hindi[name] ?? mandiName(name, 'hi')) : mandiName(name, language);
  return {
    min_price: 1500,
    max_price: 2500,
    modal_price: 1000 + i,
    arrival_date: '2026-11-21',
    ...row,
    names: {
      state: nameOf(row.state),
      district: nameOf(row.district),
      market: nameOf(row.market),
      commodity: nameOf(row.commodity),
      variety: nameOf(row.variety),
      grade: nameOf(row.grade),
    },
  };
}

const sample: Schema<'PriceSourceDto'> = {
  kind: 'sample',
  label: 'Sample data shipped with AgroSense',
};

let queries: URLSearchParams[] = [];

/** The language the app asked the API to answer in. */
const languageOf = (request: Request) =>
  (request.headers.get('Accept-Language') ?? 'en') as Language;

/**
 * The prices (as many rows as `rowsFor` says, of the crop asked for or onions) and the filters,
 * in the language of the request, as the backend answers.
 */
function mockPrices(rowsFor: (query: URLSearchParams) => number) {
  return mockApi(
    http.get('/api/market-prices', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const count = rowsFor(query);
      const commodity = query.get('commodity') ?? 'Onion';
      return response(200).json({
        data: Array.from({ length: count }, (_, i) => price(i, { commodity }, languageOf(request))),
        page: Number(query.get('page')),
        limit: 40,
        date: '2026-11-21',
        source: sample,
      });
    }),
    http.get('/api/market-prices/filters', ({ request, response }) =>
      response(200).json(
        priceFilters(
          ['Gujarat', 'Maharashtra'],
          new URL(request.url).searchParams.get('state') === 'Maharashtra'
            ? ['Soyabean']
            : ['Onion', 'Soyabean', 'Wheat'],
          languageOf(request),
        ),
      ),
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

afterEach(async () => {
  await changeLanguage('en');
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

describe('Live Crop Pricing in Hindi', () => {
  beforeEach(async () => {
    await changeLanguage('hi');
  });

  it('shows the states, districts, crops and varieties by their Hindi names', async () => {
    mockPrices(() => 3);
    renderApp('/LiveCropPricing');
    const table = await screen.findByRole('table', { name: 'लाइव फसल भाव' });
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['गुजरात', 'राजकोट', 'प्याज', 'लाल']);
    expect(within(table).getAllByText('प्याज')).toHaveLength(3);
    expect(within(table).queryByText('Onion')).not.toBeInTheDocument();
    // A market the dictionary does not know keeps the feed's name.
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Market 0');
    // The filters still send the feed's English values.
    await userEvent.click(screen.getByRole('combobox', { name: 'राज्य' }));
    await userEvent.click(await screen.findByRole('option', { name: 'महाराष्ट्र' }));
    await waitFor(() => expect(lastQuery().get('state')).toBe('Maharashtra'));
  });

  it('finds a crop by its romanised name ("pyaj") and filters by it', async () => {
    mockPrices(() => 3);
    renderApp('/LiveCropPricing');
    await screen.findByRole('table');
    const user = userEvent.setup({ delay: null });
    const crop = screen.getByRole('combobox', { name: 'फसल' });
    await user.type(crop, 'pyaj');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['प्याज']);
    await user.click(within(listbox).getByRole('option', { name: 'प्याज' }));
    await waitFor(() => expect(lastQuery().get('commodity')).toBe('Onion'));
    expect(crop).toHaveValue('प्याज');
    expect(lastQuery().get('page')).toBe('1');
  });

  it('finds wheat by "gehu", by its Hindi name written with ं or ँ, and says when none matches', async () => {
    mockPrices(() => 3);
    renderApp('/LiveCropPricing');
    await screen.findByRole('table');
    const user = userEvent.setup({ delay: null });
    const crop = screen.getByRole('combobox', { name: 'फसल' });
    const offered = async () =>
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent);

    await user.type(crop, 'gehu');
    expect(await offered()).toEqual(['गेहूँ']);
    await user.clear(crop);
    await user.type(crop, 'गेहूं');
    expect(await offered()).toEqual(['गेहूँ']);
    await user.clear(crop);
    await user.type(crop, 'Soya');
    expect(await offered()).toEqual(['सोयाबीन']);
    await user.clear(crop);
    await user.type(crop, 'kesar');
    expect(await screen.findByText('इन भावों में इस नाम की कोई फसल नहीं')).toBeInTheDocument();

    await user.clear(crop);
    await user.type(crop, 'gehu');
    await user.click(await screen.findByRole('option', { name: 'गेहूँ' }));
    await waitFor(() => expect(lastQuery().get('commodity')).toBe('Wheat'));
    const table = await screen.findByRole('table', { name: 'लाइव फसल भाव' });
    await waitFor(() => expect(within(table).getAllByText('गेहूँ')).toHaveLength(3));
  }, 20_000);
});
