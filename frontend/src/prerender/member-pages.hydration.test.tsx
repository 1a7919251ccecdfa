// The browser's side of a server-rendered member page (ADR 0006): a phone takes the markup over
// as it is. The first render in the browser must ask for the prices under the very query the
// server fetched them with (the member's state from the same profile), or React finds other
// markup than the server's and renders the page again, and the prices are fetched again.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { changeLanguage } from '../i18n/i18n';
import { http, mockApi, type Schema } from '../testing/api-server';
import { farmerProfile, mandiName, noNotifications, priceFilters } from '../testing/fixtures';
import { screenWidth } from '../testing/screen-width';
import { renderMemberPage } from './member-pages';

/** A screen 360 px wide. */
const phoneScreen = () => screenWidth(360);

function price(state: string, market: string, modal: number): Schema<'MarketPriceDto'> {
  return {
    state,
    district: market,
    market,
    commodity: 'Onion',
    variety: 'Red',
    grade: 'FAQ',
    min_price: modal - 500,
    max_price: modal + 400,
    modal_price: modal,
    arrival_date: '2026-11-21',
    names: {
      state: mandiName(state, 'hi'),
      district: market,
      market,
      commodity: mandiName('Onion', 'hi'),
      variety: 'लाल',
      grade: 'FAQ',
    },
  };
}

afterEach(async () => {
  document.body.innerHTML = '';
  await changeLanguage('en');
});

describe('a server-rendered prices page on a phone', () => {
  it("is taken over as it is: same cards, the member's state first, no second fetch", async () => {
    localStorage.setItem('authToken', 'token-1');
    localStorage.setItem('userId', 'user-1');
    phoneScreen();
    await changeLanguage('hi');
    const asked: URLSearchParams[] = [];
    mockApi(
      http.get('/api/auth/users/{userId}', ({ params, response }) =>
        response(200).json({ ...farmerProfile, _id: params.userId, state: 'Maharashtra' }),
      ),
      http.get('/api/market-prices', ({ request, response }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const rows = [price('Gujarat', 'Anand', 1850), price('Maharashtra', 'Lasalgaon', 2150)];
        return response(200).json({
          data: query.get('nearState') === 'Maharashtra' ? rows.reverse() : rows,
          page: 1,
          limit: 40,
          date: '2026-11-21',
          source: { kind: 'sample', label: 'Sample data shipped with AgroSense' },
        });
      }),
      http.get('/api/market-prices/filters', ({ response }) =>
        response(200).json(priceFilters(['Gujarat', 'Maharashtra'], ['Onion'], 'hi')),
      ),
      noNotifications,
      http.get('/api/market-prices/watchlist', ({ response }) => response(200).json({ data: [] })),
    );
    const page = await renderMemberPage({
      path: '/LiveCropPricing',
      apiOrigin: 'http://127.0.0.1:9',
      token: 'token-1',
      userId: 'user-1',
      language: 'hi',
    });
    expect(asked).toHaveLength(1);
    // The server's renderer and the browser's share this test's React, which neither expects:
    // the server renderer leaves the values of the contexts it rendered in place (the router's
    // among them) until its next render. One more render of nothing puts them back.
    await prerender(<div />);

    window.history.replaceState(null, '', '/LiveCropPricing');
    const container = document.createElement('div');
    container.innerHTML = page.html;
    document.body.append(container);
    const cards = [...container.querySelectorAll('li')];
    expect(cards.map((card) => card.querySelector('.place')?.textContent)).toEqual([
      'Lasalgaon',
      'Anand',
    ]);
    const filters = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'फ़िल्टर',
    )!;

    // React reports text it had to replace through onRecoverableError, and attributes that differ
    // on the console only.
    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...said: unknown[]) => {
      // React's development build notices the two renderers of this test, see above.
      if (!String(said[0]).startsWith('Detected multiple renderers')) problems.push(said);
    });
    const root = await act(async () =>
      hydrateRoot(
        container,
        <AppProvider serverData={JSON.parse(page.data) as never}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>,
        { onRecoverableError: (error) => problems.push(error) },
      ),
    );
    // Hydrated once the page's own button answers a tap (it is the server's element still).
    await waitFor(() =>
      expect(Object.keys(filters).some((key) => key.startsWith('__reactProps'))).toBe(true),
    );
    expect(problems).toEqual([]);
    expect([...container.querySelectorAll('li')]).toEqual(cards);
    expect(cards.every((card) => card.isConnected)).toBe(true);
    expect(asked).toHaveLength(1);
    // Each card's price alert button came with the server's markup, and answers a tap: the
    // dialog is the app's own (downloaded on the tap), for the card's crop in its market.
    const bells = cards.map((card) => card.querySelector('button.alert'));
    expect(bells.every((bell) => bell !== null)).toBe(true);
    await userEvent.click(bells[0]!);
    const dialog = await screen.findByRole('dialog', { name: /^भाव अलर्ट: / });
    expect(dialog).toHaveAccessibleName(
      `भाव अलर्ट: ${mandiName('Onion', 'hi')} Lasalgaon, ${mandiName('Maharashtra', 'hi')} में`,
    );
    expect(within(dialog).getByText(/₹2,150/)).toBeInTheDocument();
    expect(problems).toEqual([]);
    consoleError.mockRestore();
    act(() => root.unmount());
  });
});
