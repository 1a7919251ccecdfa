import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicReview, UserReviews } from '../../../api/reviews';
import { changeLanguage } from '../../../i18n/i18n';
import { http, mockApi } from '../../../testing/api-server';
import { renderApp } from '../../../testing/render-app';

const SITA = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

function aReview(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    rating: 4,
    comment: 'Fresh and on time',
    role: 'buyer',
    reviewerName: 'Bharat K.',
    cropName: 'Tomato',
    at: '2026-03-04T09:00:00.000Z',
    ...overrides,
  };
}

function page(overrides: Partial<UserReviews> = {}): UserReviews {
  return {
    name: 'Sita P.',
    average: 4.3,
    count: 12,
    page: 1,
    pageSize: 20,
    latest: [
      aReview(),
      aReview({
        rating: 5,
        comment: null,
        role: 'seller',
        reviewerName: 'Tara S.',
        cropName: 'Wheat',
        at: '2026-02-20T09:00:00.000Z',
      }),
    ],
    ...overrides,
  };
}

afterEach(async () => {
  await changeLanguage('en');
});

describe("a member's public reviews page", () => {
  it('shows the rating and the latest reviews to a visitor who is not logged in', async () => {
    const api = mockApi(
      http.get('/api/users/{id}/reviews', ({ params, response }) =>
        params.id === SITA
          ? response(200).json(page())
          : response(404).json({ statusCode: 404, message: 'User not found' }),
      ),
    );
    renderApp(`/users/${SITA}/reviews`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reviews of Sita P.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4.3 out of 5, from 12 reviews')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Latest reviews' });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Fresh and on time');
    expect(items[0]).toHaveTextContent('Bharat K., who bought Tomato · 4 Mar 2026');
    expect(items[1]).toHaveTextContent('Tara S., who sold Wheat');
    // No login: the request carries no token, and the page needs none.
    const call = api.callsTo(`GET /api/users/${SITA}/reviews`)[0]!;
    expect(call.headers.get('Authorization')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
  });

  it('pages to older reviews', async () => {
    const api = mockApi(
      http.get('/api/users/{id}/reviews', ({ query, response }) =>
        query.get('page') === '2'
          ? response(200).json(
              page({ count: 21, page: 2, latest: [aReview({ comment: 'The oldest one' })] }),
            )
          : response(200).json(page({ count: 21 })),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/users/${SITA}/reviews`);

    await screen.findByRole('heading', { level: 1, name: 'Reviews of Sita P.' });
    expect(screen.getByRole('button', { name: 'Newer reviews' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older reviews' }));
    expect(await screen.findByText('The oldest one')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older reviews' })).toBeDisabled();
    expect(
      api.callsTo(`GET /api/users/${SITA}/reviews`).map((c) => c.url.searchParams.get('page')),
    ).toEqual(['1', '2']);
  });

  it('calls a member with fewer than 3 reviews new, in Hindi too', async () => {
    mockApi(
      http.get('/api/users/{id}/reviews', ({ response }) =>
        response(200).json(page({ average: 5, count: 1, latest: [aReview({ rating: 5 })] })),
      ),
    );
    renderApp(`/users/${SITA}/reviews`);

    expect(await screen.findByText('New seller')).toBeInTheDocument();
    expect(screen.getByText('New on AgroSense: fewer than 3 reviews so far.')).toBeInTheDocument();
    expect(screen.queryByText(/out of 5, from/)).toBeNull();
    await changeLanguage('hi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sita P. की समीक्षाएँ' }),
    ).toBeInTheDocument();
    expect(screen.getByText('नया विक्रेता')).toBeInTheDocument();
    expect(screen.getByText('Bharat K., जिन्होंने Tomato खरीदा')).toBeInTheDocument();
  });

  it('says when nobody has reviewed the member yet', async () => {
    mockApi(
      http.get('/api/users/{id}/reviews', ({ response }) =>
        response(200).json(page({ average: null, count: 0, latest: [] })),
      ),
    );
    renderApp(`/users/${SITA}/reviews`);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest reviews' })).toBeNull();
  });

  it('says Member not found for an unknown member', async () => {
    mockApi(
      http.get('/api/users/{id}/reviews', ({ response }) =>
        response(404).json({ statusCode: 404, message: 'User not found', code: 'USER.NOT_FOUND' }),
      ),
    );
    renderApp('/users/nobody/reviews');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Member not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Market Access' })).toHaveAttribute(
      'href',
      '/features/MarketAccess',
    );
  });
});
