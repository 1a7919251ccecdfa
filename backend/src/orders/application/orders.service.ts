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
  onlyBuyerCancels,
  onlySellerDecides,
  orderNotFound,
  ownCrop,
  totalMismatch,
  wrongSeller,
} from '../domain/order-errors';
import {
  MAX_ORDER_TOTAL,
  Order,
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
} from './ports/order.repository';

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
   * Accept or reject, by the seller, once. Accepting takes the stock in a conditional update,
   * so concurrent accepts can never sell more than there is. The event is published in the
   * same transaction (the other party's notification commits with the decision).
   */
  async decide(
    actor: AuthenticatedUser,
    orderId: string,
    next: 'Accepted' | 'Rejected' | 'Cancelled',
  ): Promise<OrderView> {
    await this.unitOfWork.run(async () => {
      const order = await this.orders.findById(orderId);
      if (!order || (order.sellerId !== actor.id && order.buyerId !== actor.id))
        throw orderNotFound();
      if (next === 'Cancelled' ? order.buyerId !== actor.id : order.sellerId !== actor.id) {
        throw next === 'Cancelled' ? onlyBuyerCancels() : onlySellerDecides();
      }
      order.decide(next, this.clock.now());
      // Conditional write: if another request decided it since we read it, this one loses.
      if (!(await this.orders.saveDecision(order))) throw alreadyDecided();
      if (next === 'Accepted' && !(await this.listings.takeStock(order.listingId, order.quantity)))
        throw notEnoughLeft();
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
            : { type: 'order.cancelled', ...about, cancelledBy: actor.id },
      );
    });
    if (next === 'Accepted') this.listings.stockCommitted();
    return this.view(orderId);
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
