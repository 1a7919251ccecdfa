import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, mockApi, serverError } from '../../../testing/api-server';
import { noNotifications } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { aReview, rotavator, seedDrill, tractor } from '../testing/resources';

const layout = noNotifications;

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

// The first test also waits for the page's code to compile.
describe('Resources', { timeout: 15_000 }, () => {
  it('shows the banner, the heading and a card (picture, name) for each category', async () => {
    mockApi(
      layout,
      http.get('/api/resources/all', ({ response }) =>
        response(200).json({ data: [tractor, rotavator, seedDrill] }),
      ),
    );
    renderApp('/features/resources');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Farming Resources' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Browse Machinery Categories' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Browse Machinery Categories' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);

    const picture = within(cards[0]).getByRole('img', { name: 'Tractor' });
    expect(picture).toHaveAttribute('src', tractor.image);
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '800');
    expect(picture).toHaveAttribute('height', '500');
    expect(within(cards[0]).getByRole('link', { name: 'Tractor' })).toHaveAttribute(
      'href',
      '/features/resources/r-tractor',
    );
    // No picture on the server: a labelled stand-in, not a broken image.
    expect(
      within(cards[1]).getByRole('img', { name: 'No picture of Rotavator yet' }),
    ).toBeVisible();
    expect(within(cards[2]).getByRole('link', { name: 'Seed Drill' })).toBeInTheDocument();
  });

  it('opens the category page from its card', async () => {
    mockApi(
      layout,
      http.get('/api/resources/all', ({ response }) =>
        response(200).json({ data: [tractor, rotavator] }),
      ),
      http.get('/api/resources/{id}', ({ response }) => response(200).json(tractor)),
      http.get('/api/resources/{id}/reviews', ({ response }) =>
        response(200).json({ data: [aReview('a')], page: 1, limit: 20, total: 1 }),
      ),
    );
    const { location } = renderApp('/features/resources');

    await userEvent.click(await screen.findByRole('link', { name: 'Tractor' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tractor' })).toBeInTheDocument();
    expect(location().pathname).toBe('/features/resources/r-tractor');
  });

  it("shows 'No categories found' when there are none", async () => {
    mockApi(
      layout,
      http.get('/api/resources/all', ({ response }) => response(200).json({ data: [] })),
    );
    renderApp('/features/resources');

    expect(await screen.findByText('No categories found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Browse Machinery Categories' })).toBeNull();
  });

  it("filters the categories by name, with 'No categories found' when none match", async () => {
    mockApi(
      layout,
      http.get('/api/resources/all', ({ response }) =>
        response(200).json({ data: [tractor, rotavator, seedDrill] }),
      ),
    );
    renderApp('/features/resources');
    await screen.findByRole('link', { name: 'Tractor' });

    const search = screen.getByRole('searchbox', { name: 'Search categories' });
    await userEvent.type(search, 'DRILL');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Seed Drill' })).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'harvester');
    expect(screen.getByText('No categories found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tractor' })).toBeNull();
  });

  it('says so when the categories cannot be loaded, and tries again on request', async () => {
    let failing = true;
    mockApi(
      layout,
      http.get('/api/resources/all', ({ response }) =>
        failing ? response.untyped(serverError(503)) : response(200).json({ data: [tractor] }),
      ),
    );
    renderApp('/features/resources');

    // Server errors are retried twice (1 s, then 2 s) before the page gives up.
    expect(
      await screen.findByText(
        'Could not load the machinery categories. Check your connection and try again.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No categories found')).toBeNull();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Tractor' })).toBeInTheDocument());
  }, 20_000);
});
