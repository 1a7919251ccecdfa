import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { Policy } from '../../shared/auth/policy';
import { DomainEvents } from '../../shared/events/domain-events';
import { UnitOfWork } from '../../shared/database/unit-of-work';
import { Clock } from '../../shared/time/clock';
import {
  alreadyDecided,
  buyerMustBeYou,
  cropUnavailable,
  notEnoughLeft,
  notYourOrders,
  orderNotFound,
  ownCrop,
  totalMismatch,
  wrongSeller,
} from '../domain/order-errors';
import {
  AUTO_COMPLETE_AFTER_MS,
  MAX_ORDER_TOTAL,
  movesFor,
  Order,
  OrderStep,
  stepFor,
  type CancelReason,
  type OrderParty,
  orderTooLarge,
  parseClaimedTotal,
  parseOrderQuantity,
  quantityFitsUnit,
  totalFor,
  type OrderStatus,
} from '../domain/order';
import type { OrderEvent } from '../domain/order-events';
import {
  currentPlans,
  HandoverPlan,
  parseHandoverTerms,
  type HandoverTerms,
} from '../domain/handover';
import {
  checkPaymentMove,
  paymentMovesFor,
  paymentReference,
  paymentStep,
  upiPayLink,
  type PaymentStatus,
} from '../domain/payment';
import { ConflictError } from '../../shared/domain/domain-error';
import {
  OrderListings,
  OrderRepository,
  PartyNames,
  type OrderView,
  type PartyContact,
} from './ports/order.repository';
import { ReviewsService, type OrderReviews } from './reviews.service';
import { OrderRequestKeys } from './ports/order-request-keys';
import { keyReused, ORDER_REQUEST_KEY_TTL_MS } from '../domain/order-request-key';
import { ProblemsService, type ProblemView } from './problems.service';
import { autoCompleteAtWith, canReportProblem } from '../domain/problem';

/** A move of an order to a new status, with the reason when an accepted order is called off. */
export interface OrderMove {
  status: OrderStatus;
  reason?: CancelReason;
  note?: string;
}

/** One order as one of its parties sees it. */
export interface OrderDetails {
  view: OrderView;
  /** Which side the caller is on. */
  you: OrderParty;
  steps: (OrderStep & { by: OrderParty | null })[];
  /** The other side's contact, once the order is accepted; null before. */
  counterparty: PartyContact | null;
  /** The statuses the caller may move the order to now. */
  moves: OrderStatus[];
  handedOverAt: Date | null;
  /** When it completes by itself (handed over and still Accepted), else null. */
  autoCompleteAt: Date | null;
  /** The caller is the seller and may say the goods were handed over now. */
  canHandOver: boolean;
  handover: {
    /** The last plan both sides agreed to. */
    confirmed: HandoverPlan | null;
    /** A newer proposal waiting for the other side's answer. */
    proposal: HandoverPlan | null;
    /** The caller may propose a plan now (Accepted, not yet handed over). */
    canPropose: boolean;
    /** The caller may confirm the open proposal (the other side made it). */
    canConfirm: boolean;
  };
  payment: {
    status: PaymentStatus;
    utr: string | null;
    changedAt: Date | null;
    /** The payment statuses the caller may set now (PUT /api/orders/{id}/payment). */
    moves: PaymentStatus[];
    /** For the buyer while the order is to be paid: the seller's UPI ID and the upi://pay link. */
    upiId: string | null;
    upiLink: string | null;
  };
  /** The trade's reviews as the caller sees them (double-blind), and whether they may post theirs. */
  reviews: OrderReviews;
  /** Problems reported on the order, newest first. */
  problems: ProblemView[];
  /** The caller may report a problem now (Accepted or Completed, none open). */
  canReportProblem: boolean;
}

/** A payment move: the buyer says they paid (with the UPI reference, if they have it), the seller answers. */
export interface PaymentMove {
  status: PaymentStatus;
  utr?: string | null;
}

const handoverClosed = () => new ConflictError('ORDER.HANDOVER_CLOSED');

function partyOf(order: Order, userId: string): OrderParty | null {
  return order.sellerId === userId ? 'seller' : order.buyerId === userId ? 'buyer' : null;
}

/**
 * What a request asked, independent of how it was written: the same fields with the same values
 * give the same fingerprint (a retry), any other request another.
 */
function fingerprintOf(cmd: PlaceOrderCommand): string {
  const fields = {
    cropId: cmd.cropId,
    quantity: String(cmd.quantity),
    buyerId: cmd.buyerId ?? null,
    sellerId: cmd.sellerId ?? null,
    totalPrice: cmd.totalPrice === undefined ? null : String(cmd.totalPrice),
  };
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export interface PlaceOrderCommand {
  cropId: string;
  /** As sent (a JSON number or text); the domain reads it (parseOrderQuantity). */
  quantity: unknown;
  /** Optional checks from older clients; when sent they must match. */
  buyerId?: string;
  sellerId?: string;
  totalPrice?: unknown;
}

@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly listings: OrderListings,
    private readonly names: PartyNames,
    private readonly events: DomainEvents,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly reviews: ReviewsService,
    private readonly problems: ProblemsService,
    private readonly requestKeys: OrderRequestKeys,
  ) {}

  /**
   * A Pending order at the listing's price. `order.placed` is published in the same transaction,
   * so the seller's notification is written with the order or not at all.
   */
  async place(
    actor: AuthenticatedUser,
    cmd: PlaceOrderCommand,
    /** An Idempotency-Key (docs/api.md): a retry with it and the same request places nothing. */
    requestKey?: string,
  ): Promise<OrderView & { placed: boolean }> {
    if (cmd.buyerId !== undefined && cmd.buyerId !== actor.id) throw buyerMustBeYou();
    const quantity = parseOrderQuantity(cmd.quantity);
    const claimedTotal =
      cmd.totalPrice !== undefined ? parseClaimedTotal(cmd.totalPrice) : undefined;
    let id: string = randomUUID();
    const placed = await this.unitOfWork.run(async () => {
      if (requestKey !== undefined) {
        const now = this.clock.now();
        const claim = await this.requestKeys.claim(
          { accountId: actor.id, key: requestKey, fingerprint: fingerprintOf(cmd), orderId: id },
          now,
          new Date(now.getTime() - ORDER_REQUEST_KEY_TTL_MS),
        );
        if (claim.kind === 'mismatch') throw keyReused();
        if (claim.kind === 'replay') {
          id = claim.orderId;
          return false;
        }
      }
      const listing = await this.listings.holdForOrder(cmd.cropId);
      if (!listing) throw cropUnavailable();
      if (cmd.sellerId !== undefined && cmd.sellerId !== listing.sellerId) throw wrongSeller();
      if (listing.sellerId === actor.id) throw ownCrop();
      if (!listing.available) throw cropUnavailable();
      quantityFitsUnit(quantity, listing.unit, listing.quantityDecimals);
      if (Number(listing.quantity) < Number(quantity)) throw notEnoughLeft();
      const total = totalFor(listing.price, quantity);
      if (Number(total) > MAX_ORDER_TOTAL) throw orderTooLarge();
      if (claimedTotal !== undefined && Math.abs(claimedTotal - Number(total)) > 0.005) {
        throw totalMismatch(total);
      }
      const order = new Order(
        id,
        listing.id,
        listing.sellerId,
        actor.id,
        quantity,
        listing.price,
        total,
        'Pending',
        this.clock.now(),
        null,
      );
      await this.orders.add(order);
      await this.orders.addStep(
        new OrderStep(randomUUID(), id, 'placed', actor.id, null, null, order.createdAt),
      );
      await this.publish({
        type: 'order.placed',
        orderId: id,
        listingId: listing.id,
        sellerId: listing.sellerId,
        buyerId: actor.id,
        cropName: listing.name,
        quantity: String(Number(quantity)),
        unit: listing.unit,
        total,
      });
      return true;
    });
    return { ...(await this.view(id)), placed };
  }

  /**
   * Moves an order along its life (ORDER_TRANSITIONS in the domain): the seller accepts or
   * rejects a Pending order, the buyer withdraws it; the buyer confirms receipt of an Accepted
   * one (Completed), or either side calls it off with a reason. Accepting takes the stock and
   * calling off an accepted order gives it back, each in the same transaction as the move, whose
   * write is conditional on the status read: of two racing moves exactly one wins, so stock is
   * taken or returned once. The step goes on the timeline and the event is published in the same
   * transaction (the other party's notification commits with it).
   */
  async move(actor: AuthenticatedUser, orderId: string, move: OrderMove): Promise<OrderView> {
    const { status: next } = move;
    let stockChanged = false;
    await this.unitOfWork.run(async () => {
      const order = await this.orders.findById(orderId);
      if (!order) throw orderNotFound();
      const party = partyOf(order, actor.id);
      if (!party) throw orderNotFound();
      const from = order.status;
      const now = this.clock.now();
      order.move(next, party, now, move.reason);
      // Conditional write: if another request moved it since we read it, this one loses.
      if (!(await this.orders.saveMove(order, from))) throw alreadyDecided();
      if (next === 'Accepted') {
        if (!(await this.listings.takeStock(order.listingId, order.quantity)))
          throw notEnoughLeft();
        stockChanged = true;
      }
      if (from === 'Accepted' && next === 'Cancelled') {
        await this.listings.giveBackStock(order.listingId, order.quantity);
        stockChanged = true;
      }
      const cancelling = next === 'Cancelled';
      const reason = cancelling ? (move.reason ?? null) : null;
      const note = cancelling ? move.note?.trim() || null : null;
      await this.orders.addStep(
        new OrderStep(randomUUID(), order.id, stepFor(next as never), actor.id, reason, note, now),
      );
      const crop = (await this.listings.forView([order.listingId])).get(order.listingId);
      const about = {
        orderId: order.id,
        listingId: order.listingId,
        sellerId: order.sellerId,
        buyerId: order.buyerId,
        cropName: crop?.name ?? '',
      };
      await this.publish(
        next === 'Accepted'
          ? { type: 'order.accepted', ...about }
          : next === 'Rejected'
            ? { type: 'order.rejected', ...about }
            : next === 'Completed'
              ? { type: 'order.completed', ...about, automatic: false }
              : { type: 'order.cancelled', ...about, cancelledBy: actor.id, reason },
      );
    });
    if (stockChanged) this.listings.stockCommitted();
    return this.view(orderId);
  }

  /**
   * The seller says the goods changed hands (an Accepted order, once). The buyer is told, and the
   * order completes by itself 72 hours later unless the buyer confirms receipt first.
   */
  async markHandedOver(actor: AuthenticatedUser, orderId: string): Promise<OrderView> {
    await this.unitOfWork.run(async () => {
      const order = await this.orders.findById(orderId);
      const party = order ? partyOf(order, actor.id) : null;
      if (!order || !party) throw orderNotFound();
      const now = this.clock.now();
      order.markHandedOver(party, now);
      if (!(await this.orders.saveHandover(order))) throw alreadyDecided();
      await this.orders.addStep(
        new OrderStep(randomUUID(), order.id, 'handed_over', actor.id, null, null, now),
      );
      await this.publish({
        type: 'order.handed_over',
        ...(await this.about(order)),
        autoCompleteAt: order.autoCompleteAt()!.toISOString(),
      });
    });
    return this.view(orderId);
  }

  /**
   * Either side proposes how, where and when the goods change hands (an Accepted order not yet
   * handed over). A proposal replaces the open one, if any; the last confirmed plan stays until a
   * new one is confirmed. The order row is locked, so proposals for one order queue up.
   */
  async proposeHandover(
    actor: AuthenticatedUser,
    orderId: string,
    terms: HandoverTerms,
  ): Promise<HandoverPlan> {
    const now = this.clock.now();
    const checked = parseHandoverTerms(terms, now);
    return this.unitOfWork.run(async () => {
      const order = await this.orders.findForUpdate(orderId);
      const party = order ? partyOf(order, actor.id) : null;
      if (!order || !party) throw orderNotFound();
      if (order.status !== 'Accepted' || order.handedOverAt) throw handoverClosed();
      const plan = new HandoverPlan(
        randomUUID(),
        order.id,
        checked.kind,
        checked.place,
        checked.date,
        checked.from,
        checked.to,
        checked.note,
        party,
        now,
      );
      await this.orders.propose(plan);
      await this.orders.addStep(
        new OrderStep(randomUUID(), order.id, 'handover_proposed', actor.id, null, null, now),
      );
      await this.publish({
        type: 'order.handover_proposed',
        ...(await this.about(order)),
        proposedBy: party,
        kind: plan.kind,
        date: plan.date,
        from: plan.from,
        to: plan.to,
      });
      return plan;
    });
  }

  /** The other side agrees to the open proposal: 409 when there is none, 403 for its proposer. */
  async confirmHandover(actor: AuthenticatedUser, orderId: string): Promise<HandoverPlan> {
    return this.unitOfWork.run(async () => {
      const order = await this.orders.findForUpdate(orderId);
      const party = order ? partyOf(order, actor.id) : null;
      if (!order || !party) throw orderNotFound();
      if (order.status !== 'Accepted' || order.handedOverAt) throw handoverClosed();
      const { proposal } = currentPlans(await this.orders.plansOf(order.id));
      if (!proposal) throw new ConflictError('ORDER.NO_HANDOVER_PROPOSAL');
      const now = this.clock.now();
      proposal.confirm(party, now);
      if (!(await this.orders.saveConfirmation(proposal))) {
        throw new ConflictError('ORDER.NO_HANDOVER_PROPOSAL');
      }
      await this.orders.addStep(
        new OrderStep(randomUUID(), order.id, 'handover_confirmed', actor.id, null, null, now),
      );
      await this.publish({
        type: 'order.handover_confirmed',
        ...(await this.about(order)),
        confirmedBy: party,
        date: proposal.date,
        from: proposal.from,
        to: proposal.to,
      });
      return proposal;
    });
  }

  /**
   * The payment, which never passes through us: the buyer says they paid (optionally with the
   * 12-digit UPI reference), the seller confirms the money arrived or says it did not
   * (PAYMENT_TRANSITIONS). The write is conditional on the status read, so of two racing answers
   * one wins and the other gets 409.
   */
  async changePayment(
    actor: AuthenticatedUser,
    orderId: string,
    move: PaymentMove,
  ): Promise<OrderView> {
    const utr = move.utr?.trim() || null;
    await this.unitOfWork.run(async () => {
      const order = await this.orders.findById(orderId);
      const party = order ? partyOf(order, actor.id) : null;
      if (!order || !party) throw orderNotFound();
      const from = order.paymentStatus;
      checkPaymentMove(order.status, from, move.status, party, utr);
      const now = this.clock.now();
      order.paymentStatus = move.status;
      order.paymentUtr = move.status === 'reported' ? utr : order.paymentUtr;
      order.paymentChangedAt = now;
      if (!(await this.orders.savePayment(order, from))) {
        throw new ConflictError('ORDER.PAYMENT_STATE');
      }
      await this.orders.addStep(
        new OrderStep(randomUUID(), order.id, paymentStep(move.status), actor.id, null, null, now),
      );
      await this.publish({
        type: 'order.payment_changed',
        ...(await this.about(order)),
        status: move.status as Exclude<PaymentStatus, 'unpaid'>,
        total: order.totalPrice,
      });
    });
    return this.view(orderId);
  }

  /**
   * Completes the orders handed over 72 hours ago or more that the buyer has not confirmed (the
   * scheduled job, OrderAutoCompletion). Idempotent and safe on several replicas at once: each
   * order is completed by one conditional update, its step and event in the same transaction.
   * Returns how many it completed.
   */
  async completeHandedOver(batch = 100): Promise<number> {
    let total = 0;
    for (;;) {
      const now = this.clock.now();
      const done = await this.unitOfWork.run(async () => {
        const due = await this.orders.completeHandedOverBefore(
          new Date(now.getTime() - AUTO_COMPLETE_AFTER_MS),
          batch,
        );
        for (const order of due) {
          await this.orders.addStep(
            new OrderStep(randomUUID(), order.id, 'completed', null, null, null, now),
          );
          await this.publish({
            type: 'order.completed',
            ...(await this.about(order)),
            automatic: true,
          });
        }
        return due.length;
      });
      total += done;
      if (done < batch) return total;
    }
  }

  private async about(order: Order) {
    const crop = (await this.listings.forView([order.listingId])).get(order.listingId);
    return {
      orderId: order.id,
      listingId: order.listingId,
      sellerId: order.sellerId,
      buyerId: order.buyerId,
      cropName: crop?.name ?? '',
    };
  }

  /**
   * One order for one of its parties: its timeline, what the caller may do next and, once the
   * seller has accepted, how to reach the other side (name, mobile, state). Anyone else: 404.
   */
  async details(actor: AuthenticatedUser, orderId: string): Promise<OrderDetails> {
    const order = await this.orders.findById(orderId);
    const party = order ? partyOf(order, actor.id) : null;
    if (!order || !party) throw orderNotFound();
    const other = party === 'seller' ? order.buyerId : order.sellerId;
    const paymentMoves = paymentMovesFor(order.status, order.paymentStatus, party);
    const [view, steps, contact, plans, payee, problems] = await Promise.all([
      this.view(order.id),
      this.orders.stepsOf(order.id),
      order.status === 'Accepted' || order.status === 'Completed'
        ? this.names.contactOf(other)
        : Promise.resolve(null),
      this.orders.plansOf(order.id),
      party === 'buyer' && paymentMoves.includes('reported')
        ? this.names.payeeOf(order.sellerId)
        : Promise.resolve(null),
      this.problems.forOrder(order.id),
    ]);
    const { confirmed, proposal } = currentPlans(plans);
    const reviews = await this.reviews.forOrder(order, party, steps);
    const planning = order.status === 'Accepted' && !order.handedOverAt;
    const upiLink =
      payee?.upiId != null
        ? upiPayLink({
            vpa: payee.upiId,
            payeeName: payee.name,
            amount: order.totalPrice,
            note: `AgroSense ${view.crop.name}`.slice(0, 50),
            reference: paymentReference(order.id),
          })
        : null;
    return {
      view,
      you: party,
      steps: steps.map((s) => ({
        ...s,
        by: s.actorId === order.sellerId ? 'seller' : s.actorId === order.buyerId ? 'buyer' : null,
      })),
      counterparty: contact,
      moves: movesFor(order.status, party),
      handedOverAt: order.handedOverAt,
      // Not while a problem is open; 72 hours after the last resolution when that is later.
      autoCompleteAt:
        order.status === 'Accepted'
          ? autoCompleteAtWith(
              order.handedOverAt,
              problems.map((p) => p.problem),
            )
          : null,
      canHandOver: party === 'seller' && order.status === 'Accepted' && !order.handedOverAt,
      handover: {
        confirmed,
        proposal,
        canPropose: planning,
        canConfirm: planning && proposal !== null && proposal.proposedBy !== party,
      },
      payment: {
        status: order.paymentStatus,
        utr: order.paymentUtr,
        changedAt: order.paymentChangedAt,
        moves: paymentMoves,
        upiId: upiLink ? payee!.upiId : null,
        upiLink,
      },
      reviews,
      problems,
      canReportProblem: canReportProblem(
        order.status,
        problems.map((p) => p.problem),
      ),
    };
  }

  async listFor(
    actor: AuthenticatedUser,
    userId: string,
    status: OrderStatus | undefined,
    page: { page: number; limit: number },
  ): Promise<{ items: OrderView[]; total: number }> {
    Policy.requireSelf(actor, userId, notYourOrders);
    const found = await this.orders.listForUser(userId, status, {
      offset: (page.page - 1) * page.limit,
      limit: page.limit,
    });
    return { items: await this.views(found.items), total: found.total };
  }

  private async view(id: string): Promise<OrderView> {
    const order = await this.orders.findById(id);
    if (!order) throw orderNotFound();
    const [view] = await this.views([order]);
    return view!;
  }

  /** The orders with their crops and both parties' names, read from their contexts in two calls. */
  private async views(orders: Order[]): Promise<OrderView[]> {
    const [crops, names] = await Promise.all([
      this.listings.forView(orders.map((o) => o.listingId)),
      this.names.namesOf(orders.flatMap((o) => [o.sellerId, o.buyerId])),
    ]);
    return orders.map((order) => ({
      order,
      crop: crops.get(order.listingId) ?? { name: '', unit: '', price: '', quantity: '' },
      seller: { id: order.sellerId, name: names.get(order.sellerId) ?? '' },
      buyer: { id: order.buyerId, name: names.get(order.buyerId) ?? '' },
    }));
  }

  private publish(event: OrderEvent): Promise<void> {
    return this.events.publish(event);
  }
}
