import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderDetailsQuery } from '../../../api/orders';
import { AppProvider } from '../../../app/provider';
import { changeLanguage } from '../../../i18n/i18n';
import { http, mockApi, type Schema } from '../../../testing/api-server';
import { anOrder, ravi } from '../../../testing/orders';
import { ReviewSection } from './review-section';

const ID = 'aaaaaaaa-1111-4000-8000-000000000002';
const COMPLETED_AT = '2026-03-03T10:00:00.000Z';

type Reviews = Schema<'OrderReviewsDto'>;
const noReviews: Reviews = { mine: null, theirs: null, editableUntil: null, hiddenUntil: null };

/** The completed order as the buyer (Ravi) sees it, with the given reviews. */
function completedForBuyer(
  review: Reviews,
  canReview: boolean,
  status: 'Accepted' | 'Completed' = 'Completed',
): Schema<'OrderDetailsDto'> {
  return {
    order: anOrder(ID, { status, decidedAt: '2026-03-01T11:00:00.000Z' }),
    you: 'buyer',
    timeline: [
      { type: 'placed', by: 'buyer', reason: null, note: null, at: '2026-03-01T10:00:00.000Z' },
      { type: 'completed', by: 'buyer', reason: null, note: null, at: COMPLETED_AT },
    ],
    counterparty: null,
    moves: [],
    cancelReasons: [],
    handedOverAt: null,
    autoCompleteAt: null,
    canHandOver: false,
    handover: { confirmed: null, proposal: null, canPropose: false, canConfirm: false },
    payment: {
      status: 'confirmed',
      utr: null,
      changedAt: null,
      moves: [],
      upiId: null,
      upiLink: null,
    },
    problems: [],
    canReportProblem: false,
    canReview,
    review,
  };
}

/** The order page's part that matters here: the details query, and the section fed by it. */
function Harness() {
  const details = useQuery(orderDetailsQuery(ID));
  return details.data ? <ReviewSection orderId={ID} details={details.data} /> : null;
}

function renderSection() {
  return render(
    <AppProvider>
      <MemoryRouter>
        <Suspense fallback={null}>
          <Harness />
        </Suspense>
      </MemoryRouter>
    </AppProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', ravi._id);
});
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('reviews on a completed order', () => {
  it('lets the buyer rate the seller with large stars and a comment, then shows it', async () => {
    let details = completedForBuyer(
      { ...noReviews, hiddenUntil: '2026-03-10T10:00:00.000Z' },
      true,
    );
    const api = mockApi(
      http.get('/api/orders/{id}/details', ({ response }) => response(200).json(details)),
      http.post('/api/orders/{id}/review', async ({ request, response }) => {
        const body = (await request.json()) as { rating: number; comment: string | null };
        const mine = {
          rating: body.rating,
          comment: body.comment ?? null,
          role: 'buyer' as const,
          at: '2026-03-04T09:00:00.000Z',
          editedAt: null,
        };
        details = completedForBuyer(
          {
            mine,
            theirs: null,
            editableUntil: '2026-03-18T09:00:00.000Z',
            hiddenUntil: '2026-03-10T10:00:00.000Z',
          },
          false,
        );
        return response(201).json(mine);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSection();

    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(section).getByText('How was the seller?')).toBeInTheDocument();
    expect(
      within(section).getByText(
        'Their review shows once you both have reviewed, or on 10 Mar 2026.',
      ),
    ).toBeInTheDocument();

    // Sending without stars asks for them, and sends nothing.
    await user.click(within(section).getByRole('button', { name: 'Send review' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Choose 1 to 5 stars.');
    expect(api.callsTo(`POST /api/orders/${ID}/review`)).toHaveLength(0);

    await user.click(within(section).getByRole('radio', { name: '4 stars' }));
    await user.type(
      within(section).getByRole('textbox', { name: 'A few words (optional)' }),
      '  Fresh tomatoes  ',
    );
    expect(within(section).getByText('18 of 500 characters')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Send review' }));

    expect(
      await within(section).findByText('Thank you! Your review is saved.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST /api/orders/${ID}/review`)[0]!.body).toEqual({
      rating: 4,
      comment: 'Fresh tomatoes',
    });
    expect(within(section).getByText('Your review')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(section).getByText('Fresh tomatoes')).toBeInTheDocument();
    expect(within(section).getByText('You can change it until 18 Mar 2026.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Send review' })).toBeNull();
  });

  it('gives each star a tap target of at least 48 px', async () => {
    mockApi(
      http.get('/api/orders/{id}/details', ({ response }) =>
        response(200).json(completedForBuyer(noReviews, true)),
      ),
    );
    renderSection();
    const section = await screen.findByRole('region', { name: 'Reviews' });
    const stars = within(section).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    for (const star of stars) {
      const target = star.closest('label')!;
      expect(getComputedStyle(target).width).toBe('48px');
      expect(getComputedStyle(target).height).toBe('48px');
    }
  });

  it('changes your review within its 14 days', async () => {
    const mine = {
      rating: 2,
      comment: 'Late',
      role: 'buyer' as const,
      at: '2026-03-04T09:00:00.000Z',
      editedAt: null,
    };
    let details = completedForBuyer(
      { mine, theirs: null, editableUntil: '2026-03-18T09:00:00.000Z', hiddenUntil: null },
      false,
    );
    const api = mockApi(
      http.get('/api/orders/{id}/details', ({ response }) => response(200).json(details)),
      http.put('/api/orders/{id}/review', async ({ request, response }) => {
        const body = (await request.json()) as { rating: number; comment: string | null };
        const edited = {
          ...mine,
          rating: body.rating,
          comment: body.comment,
          editedAt: '2026-03-05T09:00:00.000Z',
        };
        details = completedForBuyer(
          {
            mine: edited,
            theirs: null,
            editableUntil: '2026-03-18T09:00:00.000Z',
            hiddenUntil: null,
          },
          false,
        );
        return response(200).json(edited);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSection();

    const section = await screen.findByRole('region', { name: 'Reviews' });
    await user.click(within(section).getByRole('button', { name: 'Change my review' }));
    await user.click(within(section).getByRole('radio', { name: '5 stars' }));
    const comment = within(section).getByRole('textbox', { name: 'A few words (optional)' });
    expect(comment).toHaveValue('Late');
    await user.clear(comment);
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await within(section).findByText('Changed on 5 Mar 2026')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/orders/${ID}/review`)[0]!.body).toEqual({
      rating: 5,
      comment: null,
    });
    expect(within(section).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
  });

  it("shows the seller's review once published, and no edit button after 14 days", async () => {
    mockApi(
      http.get('/api/orders/{id}/details', ({ response }) =>
        response(200).json(
          completedForBuyer(
            {
              mine: {
                rating: 5,
                comment: null,
                role: 'buyer',
                at: '2026-03-04T09:00:00.000Z',
                editedAt: null,
              },
              theirs: {
                rating: 3,
                comment: 'Paid a day late',
                role: 'seller',
                at: '2026-03-05T09:00:00.000Z',
                editedAt: null,
              },
              editableUntil: null,
              hiddenUntil: null,
            },
            false,
          ),
        ),
      ),
    );
    renderSection();

    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(section).getByText("The seller's review of you")).toBeInTheDocument();
    expect(within(section).getByText('Paid a day late')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Change my review' })).toBeNull();
  });

  it('says so when the other side wrote none after the 7 days, in Hindi too', async () => {
    mockApi(
      http.get('/api/orders/{id}/details', ({ response }) =>
        response(200).json(completedForBuyer(noReviews, true)),
      ),
    );
    renderSection();
    expect(
      await screen.findByText('The seller has not reviewed this trade yet.'),
    ).toBeInTheDocument();
    await act(() => changeLanguage('hi'));
    expect(
      await screen.findByText('विक्रेता ने अभी तक इस सौदे की समीक्षा नहीं लिखी है।'),
    ).toBeInTheDocument();
    expect(screen.getByText('विक्रेता के साथ सौदा कैसा रहा?')).toBeInTheDocument();
  });

  it('shows nothing before the order is completed', async () => {
    mockApi(
      http.get('/api/orders/{id}/details', ({ response }) =>
        response(200).json(completedForBuyer(noReviews, false, 'Accepted')),
      ),
    );
    const view = renderSection();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Reviews' })).toBeNull();
    expect(view.container.textContent).toBe('');
  });
});
