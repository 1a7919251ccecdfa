import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullPageNavigation } from '../../../app/session';
import { http, invalidInput, mockApi, type Schema } from '../../../testing/api-server';
import { farmerProfile, noNotifications } from '../../../testing/fixtures';
import { preferReducedMotion } from '../../../testing/reduced-motion';
import { renderApp } from '../../../testing/render-app';
import { ROTATION_MS } from '../components/review-carousel';
import { aReview, tractor } from '../testing/resources';

type Review = ReturnType<typeof aReview>;

const PAGE = '/features/resources/r-tractor';
const REVIEWS = 'GET /api/resources/r-tractor/reviews';

/** The tractor's page with a server that keeps its reviews (newest first) while the test runs. */
function mockTractor(initial: Review[] = [], resource: Schema<'ResourceDto'> = tractor) {
  let reviews = [...initial];
  const api = mockApi(
    noNotifications,
    http.get('/api/auth/users/{userId}', ({ response }) => response(200).json(farmerProfile)),
    http.get('/api/resources/{id}', ({ response }) => response(200).json(resource)),
    http.get('/api/resources/{id}/reviews', ({ response }) =>
      response(200).json({ data: reviews, page: 1, limit: 20, total: reviews.length }),
    ),
    http.post('/api/resources/{id}/reviews', async ({ request, response }) => {
      const body = await request.json();
      const review = aReview('new', { ...body, mine: true, createdAt: '2026-04-02T08:00:00Z' });
      reviews = [review, ...reviews];
      return response(201).json(review);
    }),
    http.delete('/api/resources/{id}/reviews/{reviewId}', ({ params, response }) => {
      reviews = reviews.filter((r) => r._id !== params.reviewId);
      return response(204).empty();
    }),
  );
  return api;
}

const threeReviews = [
  aReview('a', { title: 'Saves days of work', comment: 'Ploughing done in one morning.' }),
  aReview('b', { title: 'Good with a trolley', comment: 'I cart my onions to the mandi.' }),
  aReview('c', { title: 'Easy to service', comment: 'Spare parts are easy to find.' }),
];

const slide = (n: number, of = 3) => screen.queryByRole('group', { name: `Review ${n} of ${of}` });

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The first test also waits for the page's code to compile.
describe('Resource detail', { timeout: 30_000 }, () => {
  it('shows the name, picture, description, purpose, brands, advantages, videos and steps', async () => {
    mockTractor();
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Tractor' })).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'Tractor' });
    expect(picture).toHaveAttribute('width', '800');
    expect(picture).toHaveAttribute('height', '500');
    for (const [title, text] of [
      ['Description', tractor.description],
      ['Purpose', tractor.purpose],
      ['Popular Brands', tractor.popularbrand],
      ['Advantages', tractor.advantages],
    ]) {
      const heading = screen.getByRole('heading', { level: 2, name: title });
      expect(heading.parentElement).toHaveTextContent(text);
    }

    const videos = screen.getByRole('heading', { level: 2, name: 'Videos on how to use it' });
    const link = within(videos.parentElement!).getByRole('link', {
      name: 'Watch videos on how to use the Tractor (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', tractor.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    const howTo = screen.getByRole('heading', { level: 2, name: 'How to Use' });
    const steps = within(within(howTo.parentElement!).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Check engine oil, coolant and fuel.',
      'Start only from the seat in neutral.',
      'Grease the fittings after work.',
    ]);
    expect(screen.queryByText('No data available')).toBeNull();
  });

  it("shows 'No data available' for each empty field", async () => {
    mockTractor([], {
      ...tractor,
      image: null,
      description: '',
      purpose: ' ',
      popularbrand: '',
      advantages: '',
      link: '',
      howtouse: '',
    });
    renderApp(PAGE);

    await screen.findByRole('heading', { level: 1, name: 'Tractor' });
    expect(screen.getAllByText('No data available')).toHaveLength(6);
    expect(screen.queryByRole('link', { name: /Watch videos/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'No picture of Tractor yet' })).toBeInTheDocument();
  });

  it("shows 'Loading...' while the category is fetched", async () => {
    let answer!: () => void;
    mockApi(
      noNotifications,
      http.get(
        '/api/resources/{id}',
        ({ response }) =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(response(200).json(tractor));
          }),
      ),
      http.get('/api/resources/{id}/reviews', ({ response }) =>
        response(200).json({ data: [], page: 1, limit: 20, total: 0 }),
      ),
    );
    renderApp(PAGE);

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Tractor' })).toBeNull();
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tractor' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('says clearly when there is no such category, with a link back to the list', async () => {
    mockApi(
      noNotifications,
      http.get('/api/resources/{id}', ({ response }) =>
        response(404).json({ statusCode: 404, message: 'Resource not found' }),
      ),
    );
    renderApp('/features/resources/nothing-here');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Category not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all categories' })).toHaveAttribute(
      'href',
      '/features/resources',
    );
    expect(screen.queryByText('Our Happy Clients')).toBeNull();
  });

  it('says honestly that there are no reviews yet', async () => {
    mockTractor([]);
    renderApp(PAGE);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Our Happy Clients' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet — be the first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next review' })).toBeNull();
  });

  describe("the 'Our Happy Clients' carousel", () => {
    it('moves to the next review every 3 seconds and holds still under the pointer', async () => {
      expect(ROTATION_MS).toBe(3000);
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      mockTractor(threeReviews);
      renderApp(PAGE);

      const first = await screen.findByRole('group', { name: 'Review 1 of 3' });
      expect(first).toHaveTextContent('Saves days of work');
      expect(first).toHaveTextContent('Ploughing done in one morning.');
      expect(first).toHaveTextContent('— Ravi Kumar');
      expect(screen.getByRole('region', { name: 'Our Happy Clients' })).toHaveAttribute(
        'aria-roledescription',
        'carousel',
      );

      act(() => vi.advanceTimersByTime(2999));
      expect(slide(1)).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(slide(1)).toBeNull();
      expect(slide(2)).toHaveTextContent('Good with a trolley');
      act(() => vi.advanceTimersByTime(3000));
      expect(slide(3)).toHaveTextContent('Easy to service');
      act(() => vi.advanceTimersByTime(3000));
      expect(slide(1)).toHaveTextContent('Saves days of work');

      // Under the pointer it stays put, and the live region may speak.
      const carousel = screen.getByRole('region', { name: 'Our Happy Clients' });
      await userEvent.hover(carousel);
      act(() => vi.advanceTimersByTime(9000));
      expect(slide(1)).not.toBeNull();
      expect(carousel.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');

      await userEvent.unhover(carousel);
      expect(carousel.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
      act(() => vi.advanceTimersByTime(3000));
      expect(slide(2)).not.toBeNull();
    });

    it('stops with Pause, and moves with Previous and Next', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      mockTractor(threeReviews);
      renderApp(PAGE);
      await screen.findByRole('group', { name: 'Review 1 of 3' });

      await userEvent.click(screen.getByRole('button', { name: 'Pause the reviews' }));
      // Moving the pointer away and the focus out of it does not restart it.
      await userEvent.unhover(screen.getByRole('region', { name: 'Our Happy Clients' }));
      await userEvent.click(document.body);
      act(() => vi.advanceTimersByTime(9000));
      expect(slide(1)).not.toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'Previous review' }));
      expect(slide(3)).not.toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Next review' }));
      await userEvent.click(screen.getByRole('button', { name: 'Next review' }));
      expect(slide(2)).not.toBeNull();
      expect(screen.getByRole('button', { name: 'Play the reviews' })).toBeInTheDocument();
    });

    it('never moves by itself for users who asked for reduced motion', async () => {
      preferReducedMotion();
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      mockTractor(threeReviews);
      renderApp(PAGE);
      await screen.findByRole('group', { name: 'Review 1 of 3' });

      act(() => vi.advanceTimersByTime(10 * ROTATION_MS));
      expect(slide(1)).not.toBeNull();
      expect(screen.queryByRole('button', { name: 'Pause the reviews' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Next review' }));
      expect(slide(2)).not.toBeNull();
    });
  });

  describe("'Leave a Review'", () => {
    it('asks for the name, title and comment before sending anything', async () => {
      const api = mockApi(
        noNotifications,
        // No profile to fill the name in from.
        http.get('/api/auth/users/{userId}', ({ response }) =>
          response(404).json({ statusCode: 404, message: 'User not found' }),
        ),
        http.get('/api/resources/{id}', ({ response }) => response(200).json(tractor)),
        http.get('/api/resources/{id}/reviews', ({ response }) =>
          response(200).json({ data: [], page: 1, limit: 20, total: 0 }),
        ),
      );
      renderApp(PAGE);
      await screen.findByRole('heading', { level: 2, name: 'Leave a Review' });

      await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), '   ');
      await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));

      expect(await screen.findByText('Please fill in your name')).toBeInTheDocument();
      expect(screen.getByText('Please fill in a title')).toBeInTheDocument();
      expect(screen.getByText('Please write a comment')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        'Please fill in your name',
      );
      expect(api.callsTo('POST /api/resources/r-tractor/reviews')).toHaveLength(0);
    });

    it('posts the review, thanks the writer and shows it first in the carousel', async () => {
      const api = mockTractor(threeReviews);
      renderApp(PAGE);
      await screen.findByRole('group', { name: 'Review 1 of 3' });

      // The writer's name comes from their profile.
      const name = screen.getByRole('textbox', { name: 'Name' });
      await waitFor(() => expect(name).toHaveValue('Asha Patel'));
      await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), '  Strong and simple ');
      await userEvent.type(
        screen.getByRole('textbox', { name: 'Comment' }),
        'Our Swaraj pulls the rotavator easily.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));

      expect(
        await screen.findByText('Thank you! Your review has been posted.'),
      ).toBeInTheDocument();
      expect(api.callsTo('POST /api/resources/r-tractor/reviews')[0].body).toEqual({
        name: 'Asha Patel',
        title: 'Strong and simple',
        comment: 'Our Swaraj pulls the rotavator easily.',
      });
      const newest = await screen.findByRole('group', { name: 'Review 1 of 4' });
      expect(newest).toHaveTextContent('Strong and simple');
      expect(newest).toHaveTextContent('Your review');
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
      // The carousel's list came again from the server.
      await waitFor(() => expect(api.callsTo(REVIEWS).length).toBeGreaterThan(1));
    });

    it("shows the server's reason for refusing a review, and asks to wait after too many", async () => {
      let attempts = 0;
      mockApi(
        noNotifications,
        http.get('/api/resources/{id}', ({ response }) => response(200).json(tractor)),
        http.get('/api/resources/{id}/reviews', ({ response }) =>
          response(200).json({ data: [], page: 1, limit: 20, total: 0 }),
        ),
        http.post('/api/resources/{id}/reviews', ({ response }) =>
          ++attempts === 1
            ? response.untyped(
                invalidInput([{ field: 'title', message: 'Please fill in a title' }]),
              )
            : response(429).json({
                statusCode: 429,
                message: 'ThrottlerException: Too Many Requests',
              }),
        ),
      );
      renderApp(PAGE);
      await screen.findByRole('heading', { level: 2, name: 'Leave a Review' });

      await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
      await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Good');
      await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Works well.');
      await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in a title');

      await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'You have posted several reviews in a short time. Please wait a few minutes and try again.',
        ),
      );
      expect(screen.getByText('No reviews yet — be the first')).toBeInTheDocument();
      expect(screen.queryByText('Thank you! Your review has been posted.')).toBeNull();
    });

    it('asks the writer to log in again when their session has ended', async () => {
      const reload = vi.spyOn(fullPageNavigation, 'go').mockImplementation(() => {});
      mockApi(
        noNotifications,
        http.get('/api/resources/{id}', ({ response }) => response(200).json(tractor)),
        http.get('/api/resources/{id}/reviews', ({ response }) =>
          response(200).json({ data: [], page: 1, limit: 20, total: 0 }),
        ),
        http.post('/api/resources/{id}/reviews', ({ response }) =>
          response(401).json({ statusCode: 401, message: 'Unauthorized' }),
        ),
      );
      renderApp(PAGE);
      await screen.findByRole('heading', { level: 2, name: 'Leave a Review' });

      await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
      await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Good');
      await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Works well.');
      await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));

      expect(
        await screen.findByText('Your session has ended. Please log in again to post your review.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/Login');
      expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
      expect(reload).toHaveBeenCalledWith('/login');
    });
  });

  it('lets the writer delete their own review after confirming', async () => {
    const api = mockTractor([
      aReview('mine-1', { title: 'My first tractor', mine: true, name: 'Asha Patel' }),
      aReview('other', { title: 'Not mine' }),
    ]);
    renderApp(PAGE);

    const mine = await screen.findByRole('group', { name: 'Review 1 of 2' });
    expect(mine).toHaveTextContent('Your review');
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete my review' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete your review?' });
    expect(dialog).toHaveTextContent(
      'Your review “My first tractor” will be removed for everyone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/resources/r-tractor/reviews/mine-1')).toHaveLength(0);

    await userEvent.click(within(mine).getByRole('button', { name: 'Delete my review' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete your review?' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    expect(await screen.findByText('Your review was deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/resources/r-tractor/reviews/mine-1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('My first tractor')).toBeNull());
    expect(screen.getByRole('group', { name: 'Review 1 of 1' })).toHaveTextContent('Not mine');
    // Someone else's review has no delete button.
    expect(screen.queryByRole('button', { name: 'Delete my review' })).toBeNull();
  });
});
