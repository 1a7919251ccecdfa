import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { Policy } from '../../shared/auth/policy';
import { text } from '../../i18n/translate';
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
import {
  OrderListings,
  OrderNotifier,
  OrderRepository,
  UserNames,
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
    private readonly names: UserNames,
    private readonly notifier: OrderNotifier,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** A Pending order at the listing's price, and the seller's notification, in one transaction. */
  async place(actor: AuthenticatedUser, cmd: PlaceOrderCommand): Promise<OrderView> {
    if (cmd.buyerId !== undefined && cmd.buyerId !== actor.id) throw buyerMustBeYou();
    const quantity = parseOrderQuantity(cmd.quantity);
    const claimedTotal =
      cmd.totalPrice !== undefined ? parseClaimedTotal(cmd.totalPrice) : undefined;
    const id = randomUUID();
    await this.unitOfWork.run(async () => {
      const listing = await this.listings.findForOrder(cmd.cropId);
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
      const buyer = (await this.names.nameOf(actor.id)) ?? text('NOTIFY.A_BUYER');
      await this.notifier.notify(
        listing.sellerId,
        'order_placed',
        id,
        text('NOTIFY.ORDER_PLACED', {
          crop: listing.name,
          buyer,
          quantity: String(Number(quantity)),
          unit: listing.unit,
          total,
        }),
      );
    });
    return this.view(id);
  }

  /**
   * Accept or reject, by the seller, once. Accepting takes the stock in a conditional update,
   * so concurrent accepts can never sell more than there is; the buyer is told in the same
   * transaction.
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
      const view = await this.orders.findView(orderId);
      const crop = view?.crop.name ?? text('NOTIFY.YOUR_CROP');
      await this.notifier.settleRequest(order.id, next === 'Accepted' ? 'accepted' : 'read');
      if (next === 'Accepted') {
        if (!(await this.listings.takeStock(order.listingId, order.quantity)))
          throw notEnoughLeft();
        await this.notifier.notify(
          order.buyerId,
          'order_accepted',
          order.id,
          text('NOTIFY.ORDER_ACCEPTED', { crop }),
        );
      } else if (next === 'Rejected') {
        await this.notifier.notify(
          order.buyerId,
          'order_rejected',
          order.id,
          text('NOTIFY.ORDER_REJECTED', { crop }),
        );
      } else {
        await this.notifier.notify(
          order.sellerId,
          'order_cancelled',
          order.id,
          text('NOTIFY.ORDER_CANCELLED', { crop }),
        );
      }
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
    return this.orders.listForUser(userId, status, {
      offset: (page.page - 1) * page.limit,
      limit: page.limit,
    });
  }

  private async view(id: string): Promise<OrderView> {
    const view = await this.orders.findView(id);
    if (!view) throw orderNotFound();
    return view;
  }
}
