import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { NotFoundError } from '../../shared/domain/domain-error';
import { UnitOfWork } from '../../shared/database/unit-of-work';
import { Clock } from '../../shared/time/clock';
import { orderNotFound } from '../domain/order-errors';
import { OrderStep, type Order, type OrderParty } from '../domain/order';
import {
  OrderReview,
  REVIEW_BLIND_MS,
  REVIEWS_PAGE_SIZE,
  blindUntil,
  publicName,
  reviewAlready,
  reviewNotFound,
  reviewsPublished,
} from '../domain/review';
import { OrderListings, OrderRepository, PartyNames } from './ports/order.repository';
import { ReviewRepository, type RatingSummary } from './ports/review.repository';

/** What a reviewer sends: stars and optional words, as sent (the domain reads them). */
export interface ReviewInput {
  rating: unknown;
  comment?: unknown;
}

/** The reviews of one order as one of its parties sees them (on the order's page). */
export interface OrderReviews {
  /** The caller may post their review now (POST /api/orders/{id}/review). */
  canReview: boolean;
  /** The caller's own review, always shown to them. */
  mine: OrderReview | null;
  /** The other side's review, once the trade's reviews are published; null before. */
  theirs: OrderReview | null;
  /** Until when the caller may change their review; null when they have none or it is too late. */
  editableUntil: Date | null;
  /** When the trade's reviews show at the latest, while they are still hidden; else null. */
  hiddenUntil: Date | null;
}

/** One published review on a member's public page. */
export interface PublicReview {
  rating: number;
  comment: string | null;
  /** The reviewer's side of the trade. */
  role: OrderParty;
  /** First name and the initial of the last ("Savita P."). */
  reviewerName: string;
  cropName: string;
  at: Date;
}

/** A member's public reviews page: their rating and one page of published reviews. */
export interface PublicReviews extends RatingSummary {
  /** The member, named as reviewers are ("Savita P."). */
  name: string;
  page: number;
  pageSize: number;
  latest: PublicReview[];
}

const memberNotFound = () => new NotFoundError('USER.NOT_FOUND');

function partyOf(order: Order, userId: string): OrderParty | null {
  return order.sellerId === userId ? 'seller' : order.buyerId === userId ? 'buyer' : null;
}

/**
 * Reviews after a completed trade (issue #21): each side rates the other once (1-5 stars and a
 * few words), may change it for 14 days, and neither sees the other's until both have posted or
 * 7 days have passed since the order completed (double-blind, so nobody answers a bad review with
 * another). A member's rating is over the published reviews they received.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly orders: OrderRepository,
    private readonly listings: OrderListings,
    private readonly names: PartyNames,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * The caller's review of the other side of their Completed order, with a `reviewed` step on
   * the timeline, in one transaction. Someone not on the order: 404; not Completed: 409; a second
   * review by the same side: 409 (also when two arrive at once: the unique index decides).
   */
  async post(actor: AuthenticatedUser, orderId: string, input: ReviewInput): Promise<OrderReview> {
    return this.unitOfWork.run(async () => {
      const { order, party } = await this.partyOrder(actor, orderId);
      const now = this.clock.now();
      const review = OrderReview.write(
        randomUUID(),
        order,
        party,
        input.rating,
        input.comment,
        now,
      );
      const existing = await this.reviews.ofOrder(order.id);
      if (existing.some((r) => r.reviewerId === actor.id)) throw reviewAlready();
      await this.reviews.add(review);
      await this.orders.addStep(
        new OrderStep(randomUUID(), order.id, 'reviewed', actor.id, null, null, now),
      );
      return review;
    });
  }

  /** Changes the caller's review of this order, within 14 days of posting it. */
  async edit(actor: AuthenticatedUser, orderId: string, input: ReviewInput): Promise<OrderReview> {
    const { order } = await this.partyOrder(actor, orderId);
    const mine = (await this.reviews.ofOrder(order.id)).find((r) => r.reviewerId === actor.id);
    if (!mine) throw reviewNotFound();
    mine.edit(input.rating, input.comment, this.clock.now());
    await this.reviews.save(mine);
    return mine;
  }

  /**
   * The order's reviews as `party` sees them. `steps` is the order's timeline when the caller
   * has it already (it says when the order completed).
   */
  async forOrder(
    order: Order,
    party: OrderParty,
    steps?: readonly OrderStep[],
  ): Promise<OrderReviews> {
    const none = { mine: null, theirs: null, editableUntil: null, hiddenUntil: null };
    if (order.status !== 'Completed') return { canReview: false, ...none };
    const now = this.clock.now();
    const [reviews, timeline] = await Promise.all([
      this.reviews.ofOrder(order.id),
      steps ?? this.orders.stepsOf(order.id),
    ]);
    const completedAt = completionOf(order, timeline);
    const published = reviewsPublished(reviews, completedAt, now);
    const mine = reviews.find((r) => r.role === party) ?? null;
    const theirs = reviews.find((r) => r.role !== party) ?? null;
    return {
      canReview: !mine,
      mine,
      theirs: published ? theirs : null,
      editableUntil: mine?.canEdit(now) ? mine.editableUntil() : null,
      hiddenUntil: published ? null : blindUntil(completedAt),
    };
  }

  /** A member's public page: rating and published reviews, newest first. Unknown member: 404. */
  async about(userId: string, page = 1): Promise<PublicReviews> {
    const member = (await this.names.namesOf([userId])).get(userId);
    if (member === undefined) throw memberNotFound();
    const found = await this.reviews.publishedAbout(userId, this.blindCutoff(), {
      offset: (page - 1) * REVIEWS_PAGE_SIZE,
      limit: REVIEWS_PAGE_SIZE,
    });
    const [crops, reviewers] = await Promise.all([
      this.listings.forView(found.items.map((i) => i.listingId)),
      this.names.namesOf(found.items.map((i) => i.review.reviewerId)),
    ]);
    return {
      name: publicName(member),
      ...found.rating,
      page,
      pageSize: REVIEWS_PAGE_SIZE,
      latest: found.items.map(({ review, listingId }) => ({
        rating: review.rating,
        comment: review.comment,
        role: review.role,
        reviewerName: publicName(reviewers.get(review.reviewerId) ?? ''),
        cropName: crops.get(listingId)?.name ?? '',
        at: review.createdAt,
      })),
    };
  }

  /** The rating of each member asked about (none yet: average null, count 0). */
  async ratingsOf(userIds: readonly string[]): Promise<Map<string, RatingSummary>> {
    const unique = [...new Set(userIds)];
    const found = await this.reviews.ratingsOf(unique, this.blindCutoff());
    return new Map(unique.map((id) => [id, found.get(id) ?? { average: null, count: 0 }]));
  }

  /** Orders completed at or before this have their reviews out of the blind. */
  private blindCutoff(): Date {
    return new Date(this.clock.now().getTime() - REVIEW_BLIND_MS);
  }

  private async partyOrder(
    actor: AuthenticatedUser,
    orderId: string,
  ): Promise<{ order: Order; party: OrderParty }> {
    const order = await this.orders.findById(orderId);
    const party = order ? partyOf(order, actor.id) : null;
    if (!order || !party) throw orderNotFound();
    return { order, party };
  }
}

/** When the order completed: its `completed` step (older orders: when it was decided). */
function completionOf(order: Order, steps: readonly OrderStep[]): Date {
  const completed = steps.find((s) => s.type === 'completed');
  return completed?.at ?? order.decidedAt ?? order.createdAt;
}
