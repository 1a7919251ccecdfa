import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Crop } from '../../../api/crops';
import { changeLanguage } from '../../../i18n/i18n';
import { http, mockApi, serverError } from '../../../testing/api-server';
import { getIndianStates } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { aCrop } from '../testing/crops';
import { ratingsOf } from '../testing/ratings';

const seller = (id: string, name: string) => ({
  _id: id,
  name,
  mobile: '9812345678',
  mobileHidden: false,
  state: 'Gujarat',
});
const tomatoes = aCrop({ userId: seller('seller-9', 'Ramesh Kumar') });
const okra = aCrop({ _id: 'crop-2', cropId: 'CRP-OKRA01', cropName: 'Okra' });
const onions = aCrop({
  _id: 'crop-3',
  cropId: 'CRP-ONION1',
  cropName: 'Onions',
  userId: seller('seller-3', 'Sunita Pawar'),
});
const ratings = ratingsOf({
  'seller-9': { average: 4.5, count: 12 },
  'seller-3': { average: 5, count: 2 },
});

function listCrops(crops: Crop[]) {
  return http.get('/api/crops', ({ response }) =>
    response(200).json(crops, { headers: { 'X-Total-Count': String(crops.length) } }),
  );
}

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'buyer-1');
});
afterEach(async () => {
  await changeLanguage('en');
});

describe("sellers' ratings on the market", () => {
  it('asks for the ratings of a whole page in one request and shows them on each card', async () => {
    const api = mockApi(listCrops([tomatoes, okra, onions]), getIndianStates, ratings);
    const user = userEvent.setup({ delay: null });
    renderApp('/features/MarketAccess');

    const rated = await screen.findAllByRole('link', {
      name: 'Rated 4.5 out of 5 from 12 reviews',
    });
    // Tomatoes and okra come from the same seller.
    expect(rated).toHaveLength(2);
    expect(rated[0]).toHaveAttribute('href', '/users/seller-9/reviews');
    expect(rated[0]).toHaveTextContent('4.5(12)');
    // Two reviews are not enough for an average: a new seller.
    const fresh = screen.getByRole('link', { name: 'New seller, 2 reviews so far' });
    expect(fresh).toHaveTextContent('New seller');
    expect(fresh).toHaveAttribute('href', '/users/seller-3/reviews');
    const calls = api.callsTo('GET /api/users/ratings');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('ids')).toBe('seller-3,seller-9');

    // The details dialog shows the same rating, without asking again.
    const card = screen.getByRole('heading', { name: 'Onions' }).closest('article')!;
    await user.click(within(card).getByRole('button', { name: /View details/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Onions' });
    expect(
      within(dialog).getByRole('link', { name: 'New seller, 2 reviews so far' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/users/ratings')).toHaveLength(1);
  });

  it("shows the seller's rating on the product page, in Gujarati too", async () => {
    mockApi(
      getIndianStates,
      ratings,
      http.get('/api/crops/{id}', ({ response }) => response(200).json(tomatoes)),
    );
    renderApp('/features/MarketAccess/product/CRP-7F3K2Q');

    expect(
      await screen.findByRole('link', { name: 'Rated 4.5 out of 5 from 12 reviews' }),
    ).toHaveAttribute('href', '/users/seller-9/reviews');
    await changeLanguage('gu');
    expect(
      await screen.findByRole('link', { name: '12 સમીક્ષાઓ મુજબ 5 માંથી 4.5 તારા' }),
    ).toBeInTheDocument();
    // Not even the stars' own label is left in English ("4.5 Stars").
    const labels = [...document.querySelectorAll('[aria-label]')].map((e) =>
      e.getAttribute('aria-label'),
    );
    expect(labels.filter((label) => /Stars?\b/.test(label ?? ''))).toEqual([]);
  });

  it('shows nothing while the ratings are not known, and the cards still work', async () => {
    mockApi(
      listCrops([tomatoes]),
      getIndianStates,
      http.get('/api/users/ratings', ({ response }) => response.untyped(serverError(503))),
    );
    renderApp('/features/MarketAccess');
    expect(await screen.findByRole('heading', { name: 'Desi Tomatoes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Rated|New seller/ })).toBeNull();
  });
});
