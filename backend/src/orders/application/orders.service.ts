import { randomUUID } from 'node:crypto';
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
  OrderListings,
  OrderRepository,
  PartyNames,
  type OrderView,
  type PartyContact,
} from './ports/order.repository';

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
}

function partyOf(order: Order, userId: string): OrderParty | null {
  return order.sellerId === userId ? 'seller' : order.buyerId === userId ? 'buyer' : null;
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
  ) {}

  /**
   * A Pending order at the listing's price. `order.placed` is published in the same transaction,
   * so the seller's notification is written with the order or not at all.
   */
  async place(actor: AuthenticatedUser, cmd: PlaceOrderCommand): Promise<OrderView> {
    if (cmd.buyerId !== undefined && cmd.buyerId !== actor.id) throw buyerMustBeYou();
    const quantity = parseOrderQuantity(cmd.quantity);
    const claimedTotal =
      cmd.totalPrice !== undefined ? parseClaimedTotal(cmd.totalPrice) : undefined;
    const id = randomUUID();
    await this.unitOfWork.run(async () => {
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
    });
    return this.view(id);
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
    const [view, steps, contact] = await Promise.all([
      this.view(order.id),
      this.orders.stepsOf(order.id),
      order.status === 'Accepted' || order.status === 'Completed'
        ? this.names.contactOf(other)
        : Promise.resolve(null),
    ]);
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
      autoCompleteAt: order.status === 'Accepted' ? order.autoCompleteAt() : null,
      canHandOver: party === 'seller' && order.status === 'Accepted' && !order.handedOverAt,
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
