import { ReviewsService } from '../../src/orders/application/reviews.service';
import {
  OrderReview,
  REVIEW_BLIND_MS,
  REVIEW_EDIT_WINDOW_MS,
  averageOf,
  cleanComment,
  parseRating,
  publicName,
  reviewsPublished,
} from '../../src/orders/domain/review';
import type { AuthenticatedUser } from '../../src/shared/auth/authenticated-user';
import { ImmediateUnitOfWork } from '../fakes/accounts';
import {
  BUYER,
  FixedPartyNames,
  LISTING,
  SELLER,
  STRANGER,
  ordersWithFakes,
} from '../fakes/orders';
import { InMemoryReviewRepository } from '../fakes/reviews';

const as = (id: string): AuthenticatedUser => ({ id, role: 'user' });
const DAY = 24 * 3600 * 1000;

/** `run` throws a domain error of this kind and code. */
function expectDomainError(run: () => unknown, kind: string, code: string): void {
  let thrown: unknown;
  try {
    run();
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toMatchObject({ kind, code });
}

/** OrdersService and ReviewsService over the same fakes, with one order taken to Completed. */
async function completedTrade() {
  const fakes = ordersWithFakes();
  const { service, orders, listings, clock } = fakes;
  const reviewRows = new InMemoryReviewRepository(orders);
  const reviews = new ReviewsService(
    reviewRows,
    orders,
    listings,
    new FixedPartyNames({ [SELLER]: 'Savita Ben Patel', [BUYER]: 'Arjun' }),
    new ImmediateUnitOfWork(),
    clock,
  );
  const placed = await service.place(as(BUYER), { cropId: LISTING, quantity: 2 });
  const orderId = placed.order.id;
  const complete = async () => {
    await service.move(as(SELLER), orderId, { status: 'Accepted' });
    clock.advance(3600_000);
    await service.move(as(BUYER), orderId, { status: 'Completed' });
  };
  const order = () => orders.rows.get(orderId)!;
  return { ...fakes, reviews, reviewRows, orderId, complete, order };
}

describe('review rules (domain)', () => {
  it.each([0, 6, 4.5, '5', null, undefined, Number.NaN])('refuses a rating of %p', (rating) => {
    expectDomainError(() => parseRating(rating), 'invalid', 'REVIEW.INVALID_RATING');
  });

  it('takes 1 to 5 whole stars', () => {
    expect([1, 2, 3, 4, 5].map(parseRating)).toEqual([1, 2, 3, 4, 5]);
  });

  it('trims the comment, makes an empty one none, and refuses more than 500 characters', () => {
    expect(cleanComment('  Good tomatoes, on time.  ')).toBe('Good tomatoes, on time.');
    expect(cleanComment('   ')).toBeNull();
    expect(cleanComment(undefined)).toBeNull();
    expect(cleanComment(null)).toBeNull();
    expect(cleanComment(` ${'a'.repeat(500)} `)).toHaveLength(500);
    expectDomainError(() => cleanComment('a'.repeat(501)), 'invalid', 'REVIEW.COMMENT_TOO_LONG');
    expectDomainError(() => cleanComment(5), 'invalid', 'REVIEW.INVALID_COMMENT');
  });

  it('reviews only a Completed order, and always the other side', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const order = { id: 'o1', sellerId: SELLER, buyerId: BUYER };
    for (const status of ['Pending', 'Accepted', 'Rejected', 'Cancelled'] as const) {
      expectDomainError(
        () => OrderReview.write('r', { ...order, status }, 'buyer', 5, null, now),
        'conflict',
        'REVIEW.NOT_COMPLETED',
      );
    }
    const byBuyer = OrderReview.write('r1', { ...order, status: 'Completed' }, 'buyer', 4, '', now);
    expect(byBuyer).toMatchObject({ reviewerId: BUYER, revieweeId: SELLER, role: 'buyer' });
    expect(byBuyer.comment).toBeNull();
    const bySeller = OrderReview.write(
      'r2',
      { ...order, status: 'Completed' },
      'seller',
      5,
      'ok',
      now,
    );
    expect(bySeller).toMatchObject({ reviewerId: SELLER, revieweeId: BUYER, role: 'seller' });
  });

  it('may be changed for 14 days after posting, not after', () => {
    const posted = new Date('2026-11-22T10:00:00Z');
    const review = new OrderReview('r', 'o', BUYER, SELLER, 'buyer', 3, null, posted, posted);
    const later = new Date(posted.getTime() + REVIEW_EDIT_WINDOW_MS - 1);
    review.edit(5, ' better than I said ', later);
    expect(review).toMatchObject({ rating: 5, comment: 'better than I said', updatedAt: later });
    expect(review.createdAt).toEqual(posted);
    expectDomainError(
      () => review.edit(1, null, new Date(posted.getTime() + REVIEW_EDIT_WINDOW_MS)),
      'conflict',
      'REVIEW.EDIT_CLOSED',
    );
    expect(review.rating).toBe(5);
  });

  it('publishes a trade’s reviews once both sides posted or 7 days after completion', () => {
    const completed = new Date('2026-11-22T10:00:00Z');
    const justBefore = new Date(completed.getTime() + REVIEW_BLIND_MS - 1);
    expect(reviewsPublished([], completed, justBefore)).toBe(false);
    expect(reviewsPublished([{ role: 'buyer' }], completed, justBefore)).toBe(false);
    expect(reviewsPublished([{ role: 'buyer' }, { role: 'seller' }], completed, completed)).toBe(
      true,
    );
    const weekLater = new Date(completed.getTime() + REVIEW_BLIND_MS);
    expect(reviewsPublished([{ role: 'buyer' }], completed, weekLater)).toBe(true);
  });

  it('averages to one decimal and names reviewers by first name and initial', () => {
    expect(averageOf(0, 0)).toBeNull();
    expect(averageOf(17, 4)).toBe(4.3);
    expect(averageOf(9, 2)).toBe(4.5);
    expect(averageOf(10, 3)).toBe(3.3);
    expect(publicName('Savita Ben Patel')).toBe('Savita P.');
    expect(publicName('  arjun   kumar ')).toBe('arjun K.');
    expect(publicName('Arjun')).toBe('Arjun');
    expect(publicName('सविता पटेल')).toBe('सविता प.');
    expect(publicName('')).toBe('');
  });
});

describe('ReviewsService', () => {
  it('lets each side review a completed order once, with a reviewed step on the timeline', async () => {
    const t = await completedTrade();
    await t.complete();
    const review = await t.reviews.post(as(BUYER), t.orderId, { rating: 4, comment: ' Fresh ' });
    expect(review).toMatchObject({
      rating: 4,
      comment: 'Fresh',
      role: 'buyer',
      revieweeId: SELLER,
    });
    await expect(t.reviews.post(as(BUYER), t.orderId, { rating: 5 })).rejects.toMatchObject({
      code: 'REVIEW.ALREADY',
    });
    await t.reviews.post(as(SELLER), t.orderId, { rating: 5 });
    const reviewed = t.orders.steps.filter((s) => s.orderId === t.orderId && s.type === 'reviewed');
    expect(reviewed.map((s) => s.actorId)).toEqual([BUYER, SELLER]);
    expect(reviewed.every((s) => s.note === null)).toBe(true);
  });

  it('answers 404 to someone not on the order and 409 before it is completed', async () => {
    const t = await completedTrade();
    await expect(t.reviews.post(as(BUYER), t.orderId, { rating: 5 })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'REVIEW.NOT_COMPLETED',
    });
    await t.complete();
    await expect(t.reviews.post(as(STRANGER), t.orderId, { rating: 5 })).rejects.toMatchObject({
      kind: 'not_found',
      code: 'ORDER.NOT_FOUND',
    });
    await expect(t.reviews.edit(as(STRANGER), t.orderId, { rating: 5 })).rejects.toMatchObject({
      code: 'ORDER.NOT_FOUND',
    });
    await expect(t.reviews.post(as(BUYER), 'no-such-order', { rating: 5 })).rejects.toMatchObject({
      code: 'ORDER.NOT_FOUND',
    });
    expect(t.reviewRows.rows).toHaveLength(0);
  });

  it('edits your own review for 14 days; 404 when you have none', async () => {
    const t = await completedTrade();
    await t.complete();
    await expect(t.reviews.edit(as(BUYER), t.orderId, { rating: 2 })).rejects.toMatchObject({
      kind: 'not_found',
      code: 'REVIEW.NOT_FOUND',
    });
    await t.reviews.post(as(BUYER), t.orderId, { rating: 2, comment: 'late' });
    t.clock.advance(13 * DAY);
    const edited = await t.reviews.edit(as(BUYER), t.orderId, { rating: 4 });
    expect(edited).toMatchObject({ rating: 4, comment: null });
    t.clock.advance(DAY);
    await expect(t.reviews.edit(as(BUYER), t.orderId, { rating: 5 })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'REVIEW.EDIT_CLOSED',
    });
  });

  it('keeps the other side’s review hidden until both posted (double-blind)', async () => {
    const t = await completedTrade();
    expect(await t.reviews.forOrder(t.order(), 'buyer')).toEqual({
      canReview: false,
      mine: null,
      theirs: null,
      editableUntil: null,
      hiddenUntil: null,
    });
    await t.complete();
    const completedAt = t.clock.now();
    const blindEnds = new Date(completedAt.getTime() + REVIEW_BLIND_MS);
    expect(await t.reviews.forOrder(t.order(), 'seller')).toMatchObject({
      canReview: true,
      mine: null,
      theirs: null,
      hiddenUntil: blindEnds,
    });
    await t.reviews.post(as(BUYER), t.orderId, { rating: 5, comment: 'Very good' });
    const buyerSees = await t.reviews.forOrder(t.order(), 'buyer');
    expect(buyerSees).toMatchObject({
      canReview: false,
      mine: { rating: 5, comment: 'Very good' },
      theirs: null,
      editableUntil: new Date(completedAt.getTime() + REVIEW_EDIT_WINDOW_MS),
      hiddenUntil: blindEnds,
    });
    const sellerSees = await t.reviews.forOrder(t.order(), 'seller');
    expect(sellerSees).toMatchObject({ canReview: true, mine: null, theirs: null });
    // Not public yet either.
    expect((await t.reviews.about(SELLER)).count).toBe(0);
    expect((await t.reviews.ratingsOf([SELLER])).get(SELLER)).toEqual({
      average: null,
      count: 0,
    });

    await t.reviews.post(as(SELLER), t.orderId, { rating: 3 });
    expect(await t.reviews.forOrder(t.order(), 'seller')).toMatchObject({
      canReview: false,
      mine: { rating: 3, role: 'seller' },
      theirs: { rating: 5, role: 'buyer' },
      hiddenUntil: null,
    });
    expect((await t.reviews.forOrder(t.order(), 'buyer')).theirs).toMatchObject({ rating: 3 });
  });

  it('shows a lone review 7 days after completion, and no more editing after 14', async () => {
    const t = await completedTrade();
    await t.complete();
    await t.reviews.post(as(BUYER), t.orderId, { rating: 4 });
    t.clock.advance(REVIEW_BLIND_MS - 1);
    expect((await t.reviews.forOrder(t.order(), 'seller')).theirs).toBeNull();
    t.clock.advance(1);
    expect(await t.reviews.forOrder(t.order(), 'seller')).toMatchObject({
      canReview: true,
      theirs: { rating: 4 },
      hiddenUntil: null,
    });
    expect((await t.reviews.ratingsOf([SELLER, BUYER])).get(SELLER)).toEqual({
      average: 4,
      count: 1,
    });
    t.clock.advance(REVIEW_EDIT_WINDOW_MS);
    expect((await t.reviews.forOrder(t.order(), 'buyer')).editableUntil).toBeNull();
  });

  it('lists a member’s published reviews with the reviewer’s first name, side and crop', async () => {
    const t = await completedTrade();
    await t.complete();
    await t.reviews.post(as(BUYER), t.orderId, { rating: 4, comment: 'Good wheat' });
    await t.reviews.post(as(SELLER), t.orderId, { rating: 5 });
    expect(await t.reviews.about(SELLER)).toEqual({
      name: 'Savita P.',
      average: 4,
      count: 1,
      page: 1,
      pageSize: 20,
      latest: [
        {
          rating: 4,
          comment: 'Good wheat',
          role: 'buyer',
          reviewerName: 'Arjun',
          cropName: 'Wheat',
          at: expect.any(Date),
        },
      ],
    });
    expect((await t.reviews.about(BUYER)).latest).toMatchObject([
      { rating: 5, role: 'seller', reviewerName: 'Savita P.' },
    ]);
    expect((await t.reviews.about(SELLER, 2)).latest).toEqual([]);
    await expect(t.reviews.about(STRANGER)).rejects.toMatchObject({ code: 'USER.NOT_FOUND' });
    const ratings = await t.reviews.ratingsOf([SELLER, BUYER, STRANGER, SELLER]);
    expect(Object.fromEntries(ratings)).toEqual({
      [SELLER]: { average: 4, count: 1 },
      [BUYER]: { average: 5, count: 1 },
      [STRANGER]: { average: null, count: 0 },
    });
  });
});
