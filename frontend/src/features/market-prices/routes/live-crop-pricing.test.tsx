import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { http, mockApi, networkError, type Schema } from '../../../testing/api-server';
import { farmerProfile, mandiName, noNotifications, priceFilters } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { screenWidth } from '../../../testing/screen-width';

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
function mockPrices(
  rowsFor: (query: URLSearchParams) => number,
  placeOf: (
    query: URLSearchParams,
    i: number,
  ) => Partial<Omit<Schema<'MarketPriceDto'>, 'names'>> = () => ({}),
) {
  return mockApi(
    http.get('/api/market-prices', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const count = rowsFor(query);
      const commodity = query.get('commodity') ?? 'Onion';
      return response(200).json({
        data: Array.from({ length: count }, (_, i) =>
          price(i, { commodity, ...placeOf(query, i) }, languageOf(request)),
        ),
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

describe('Live Crop Pricing on a wide screen', () => {
  beforeEach(() => {
    screenWidth(1280);
  });

  it('shows the table with ₹ per quintal, the data date and the sample label', async () => {
    mockPrices(() => 40);
    renderApp('/LiveCropPricing');
    const table = await screen.findByRole('table', { name: 'Live Crop Pricing' });
    // The nine columns, in their fixed order, then the trend and price alert buttons.
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
      'Alert',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(41);
    expect(screen.getByText('Prices reported on 21/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Sample data')).toBeInTheDocument();
    expect(screen.getByText(/not today's market/)).toBeInTheDocument();
    expect(screen.getByText('₹ per quintal')).toBeInTheDocument();
    expect(within(table).getAllByText('2,500')).toHaveLength(40);
    expect(within(table).getByText('1,039')).toBeInTheDocument();
  });

  it("opens a price alert for a row's crop in its market, with its price", async () => {
    mockPrices(() => 3);
    mockApi(
      http.get('/api/market-prices/watchlist', ({ response }) => response(200).json({ data: [] })),
    );
    renderApp('/LiveCropPricing');
    const table = await screen.findByRole('table', { name: 'Live Crop Pricing' });
    const row = within(table).getAllByRole('row')[3]!;
    await userEvent.click(
      within(row).getByRole('button', { name: 'Alert me about the price of Onion in Market 2' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Price alert: Onion in Market 2, Gujarat',
    });
    expect(
      within(dialog).getByText('Modal price now: ₹1,002 per quintal (21/11/2026)'),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('textbox', { name: 'Tell me when the price is above' }),
    ).toHaveValue('');
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
    screenWidth(1280);
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

/** The Filters button with two filters in force (its count is said after a comma). */
const twoFiltersOn = /^Filters ?, 2 filters on$/;

/** The member's profile, living in `state`. */
const livesIn = (state: string) =>
  mockApi(
    http.get('/api/auth/users/{userId}', ({ params, response }) =>
      response(200).json({ ...farmerProfile, _id: params.userId, state }),
    ),
  );

/** The rows of the member's state first when the page asks with nearState, as the API does. */
const maharashtraFirst = (query: URLSearchParams, i: number) =>
  query.get('nearState') === 'Maharashtra' && i < 3
    ? { state: 'Maharashtra', district: 'Nashik' }
    : {};

describe('Live Crop Pricing on a phone (360 px)', () => {
  beforeEach(() => {
    screenWidth(360);
  });

  it('shows a card per row: crop, market, the modal price large with the range, and the trend', async () => {
    mockPrices(
      () => 40,
      (_query, i) => (i === 1 ? { variety: 'Onion', district: 'Market 1' } : {}),
    );
    mockApi(
      http.get('/api/market-prices/trend', ({ response }) =>
        response(200).json({
          commodity: 'Onion',
          commodityName: 'Onion',
          state: 'Gujarat',
          market: 'Market 0',
          points: [],
        }),
      ),
    );
    renderApp('/LiveCropPricing');
    const list = await screen.findByRole('list', { name: 'Live Crop Pricing' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(40);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = cards[0]!;
    expect(first.querySelector('.crop')).toHaveTextContent('Onion · Red');
    expect(first.querySelector('.place')).toHaveTextContent('Market 0, Rajkot');
    expect(first.querySelector('.modal')).toHaveTextContent('₹1,000');
    expect(first.querySelector('.range')).toHaveTextContent('₹1,500 – ₹2,500');
    expect(within(cards[39]!).getByText('₹1,039')).toBeInTheDocument();
    // A variety named like its crop, and a district named like its market, are said once.
    expect(cards[1]!.querySelector('.crop')).toHaveTextContent(/^Onion$/);
    expect(cards[1]!.querySelector('.place')).toHaveTextContent(/^Market 1$/);
    // Plain elements styled from the list: no MUI component (and its styles) per card.
    expect(first.querySelectorAll('*').length).toBeLessThanOrEqual(10);
    expect(list.querySelectorAll('[class*="Mui"]')).toHaveLength(0);
    // The filters wait behind a button; one line says what the figures are.
    expect(screen.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(
      screen.getByText('₹ per quintal: the modal price, with the lowest – highest under it'),
    ).toBeInTheDocument();

    await userEvent.click(
      within(first).getByRole('button', { name: 'Show the price trend of Onion in Market 0' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Price trend: Onion/ });
    expect(await within(dialog).findByText('Not enough history for a trend yet.')).toBeVisible();
  });

  it("has a price alert button per card that opens the alert for the card's crop and market", async () => {
    mockPrices(() => 40);
    const api = mockApi(
      http.get('/api/market-prices/watchlist', ({ response }) => response(200).json({ data: [] })),
      http.post('/api/market-prices/watchlist', ({ response }) =>
        response(201).json({
          _id: 'watch-1',
          commodity: 'Onion',
          state: 'Gujarat',
          market: 'Market 3',
          district: null,
          commodityName: 'Onion',
          stateName: 'Gujarat',
          placeName: 'Market 3',
          latest: null,
          previous: null,
          change: null,
          history: [],
          above: { price: 1200, state: 'armed' },
          below: null,
        }),
      ),
    );
    renderApp('/LiveCropPricing');
    const list = await screen.findByRole('list', { name: 'Live Crop Pricing' });
    const cards = within(list).getAllByRole('listitem');
    // Every card has its bell (drawn by CSS: no element of its own).
    for (const card of cards) {
      expect(
        within(card).getByRole('button', { name: /^Alert me about the price of / }),
      ).toBeEmptyDOMElement();
    }
    // The price dialog is not downloaded before it is asked for.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('GET /api/market-prices/watchlist')).toEqual([]);
    await userEvent.click(
      within(cards[3]!).getByRole('button', {
        name: 'Alert me about the price of Onion in Market 3',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Price alert: Onion in Market 3, Gujarat',
    });
    expect(
      within(dialog).getByText('Modal price now: ₹1,003 per quintal (21/11/2026)'),
    ).toBeInTheDocument();
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'Tell me when the price is above' }),
      '1200',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(
      await within(dialog).findByText(
        'We will tell you when Onion in Market 3, Gujarat is at ₹1,200 or more.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/market-prices/watchlist').map((c) => c.body)).toEqual([
      { commodity: 'Onion', state: 'Gujarat', market: 'Market 3', above: 1200 },
    ]);
  });

  it("asks for the member's own state first, says so, and a state they pick wins", async () => {
    livesIn('Maharashtra');
    mockPrices(() => 40, maharashtraFirst);
    renderApp('/LiveCropPricing');
    const list = await screen.findByRole('list', { name: 'Live Crop Pricing' });
    // Asked once the profile was in, never without the member's state.
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(query.get('nearState')).toBe('Maharashtra');
    expect(queries[0]!.has('state')).toBe(false);
    expect(within(list).getAllByRole('listitem')[0]!.querySelector('.place')).toHaveTextContent(
      'Market 0, Nashik',
    );
    expect(screen.getByText('Prices from Maharashtra first')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter the prices' });
    await userEvent.click(within(sheet).getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gujarat' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastQuery().get('state')).toBe('Gujarat'));
    expect(lastQuery().has('nearState')).toBe(false);
    await waitFor(() =>
      expect(screen.queryByText('Prices from Maharashtra first')).not.toBeInTheDocument(),
    );
  });

  it('opens the filters in a bottom sheet and applies them together, or not at all', async () => {
    mockPrices((q) => (q.get('page') === '2' ? 12 : 40));
    renderApp('/LiveCropPricing');
    await screen.findByRole('list', { name: 'Live Crop Pricing' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2');
    const asked = queries.length;

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter the prices' });
    await userEvent.click(within(sheet).getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maharashtra' }));
    await userEvent.click(within(sheet).getByRole('combobox', { name: 'Price Order' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Modal price: high to low' }));
    // The list behind the sheet stays as it is until Apply.
    expect(queries).toHaveLength(asked);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(lastQuery().get('state')).toBe('Maharashtra'));
    expect(lastQuery().get('sort')).toBe('modal_desc');
    expect(lastQuery().get('page')).toBe('1');
    await screen.findByText('Page 1');
    expect(screen.getByRole('button', { name: twoFiltersOn })).toBeInTheDocument();
    expect(
      screen.getByText('Sorting applies to all results, not just this page.'),
    ).toBeInTheDocument();

    // Opened again it shows the filters in force; cleared but closed, nothing changes.
    const applied = queries.length;
    await userEvent.click(screen.getByRole('button', { name: twoFiltersOn }));
    const again = await screen.findByRole('dialog', { name: 'Filter the prices' });
    expect(within(again).getByRole('combobox', { name: 'State' })).toHaveTextContent('Maharashtra');
    await userEvent.click(within(again).getByRole('button', { name: 'Clear all' }));
    expect(within(again).getByRole('combobox', { name: 'State' })).not.toHaveTextContent(
      'Maharashtra',
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queries).toHaveLength(applied);
    expect(screen.getByRole('button', { name: twoFiltersOn })).toBeInTheDocument();

    // Cleared and applied: every state again, the member's own (Gujarat) first.
    await userEvent.click(screen.getByRole('button', { name: twoFiltersOn }));
    const third = await screen.findByRole('dialog', { name: 'Filter the prices' });
    await userEvent.click(within(third).getByRole('button', { name: 'Clear all' }));
    await userEvent.click(within(third).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(
      screen.queryByText('Sorting applies to all results, not just this page.'),
    ).not.toBeInTheDocument();
    // That is the page's first query again, answered from the cache (staleTime).
    expect(Object.fromEntries(queries[0]!)).toEqual({
      page: '1',
      limit: '40',
      nearState: 'Gujarat',
    });
  }, 20_000);

  it('shows the cards and the sheet in Gujarati', async () => {
    await changeLanguage('gu');
    livesIn('Maharashtra');
    mockPrices(() => 2, maharashtraFirst);
    renderApp('/LiveCropPricing');
    const list = await screen.findByRole('list', { name: 'લાઇવ પાક ભાવ' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first!.querySelector('.crop')).toHaveTextContent('ડુંગળી');
    expect(first!.querySelector('.modal')).toHaveTextContent('₹1,000');
    expect(screen.getByText('મહારાષ્ટ્રના ભાવ સૌથી પહેલાં')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ફિલ્ટર' }));
    const sheet = await screen.findByRole('dialog', { name: 'ભાવ ફિલ્ટર કરો' });
    expect(within(sheet).getByRole('button', { name: 'લાગુ કરો' })).toBeInTheDocument();
    expect(within(sheet).getByRole('combobox', { name: 'રાજ્ય' })).toBeInTheDocument();
  });
});

describe("the member's place when the profile cannot be read", () => {
  beforeEach(() => {
    screenWidth(360);
  });

  const noProfile = () =>
    mockApi(
      http.get('/api/auth/users/{userId}', ({ response }) => response.untyped(networkError())),
    );

  it('keeps the place the profile gave on this device, so the saved copy of the page is found offline', async () => {
    livesIn('Maharashtra');
    mockPrices(() => 3);
    const first = renderApp('/LiveCropPricing');
    await screen.findByRole('list', { name: 'Live Crop Pricing' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('agrosense.pricesNear') ?? 'null')).toEqual({
        userId: 'user-1',
        state: 'Maharashtra',
      }),
    );
    first.unmount();

    noProfile();
    queries = [];
    renderApp('/LiveCropPricing');
    await screen.findByRole('list', { name: 'Live Crop Pricing' });
    expect(queries[0]!.get('nearState')).toBe('Maharashtra');
  });

  it("does not use another member's place; without one it asks without a place", async () => {
    localStorage.setItem(
      'agrosense.pricesNear',
      JSON.stringify({ userId: 'someone-else', state: 'Maharashtra' }),
    );
    noProfile();
    mockPrices(() => 3);
    renderApp('/LiveCropPricing');
    await screen.findByRole('list', { name: 'Live Crop Pricing' }, { timeout: 8000 });
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(query.has('nearState')).toBe(false);
  }, 20_000);
});
