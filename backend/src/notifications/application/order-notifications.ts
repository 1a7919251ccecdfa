import { Injectable, type OnModuleInit } from '@nestjs/common';
import { text } from '../../i18n/translate';
import { DomainEvents } from '../../shared/events/domain-events';
import type {
  OrderAccepted,
  OrderCancelled,
  OrderCompleted,
  OrderHandedOver,
  OrderHandoverConfirmed,
  OrderHandoverProposed,
  OrderPaymentChanged,
  OrderPlaced,
  OrderProblemReported,
  OrderProblemResolved,
  OrderRejected,
} from '../../orders/index';
import { NotificationsService } from './notifications.service';
import { MemberNames } from './ports/member-names';

/**
 * Tells the other party what happened to an order. Runs inside the order's transaction
 * (DomainEvents), so an order never commits without its notification; the unique
 * (order, kind) pair means a retried event never writes a second one.
 */
@Injectable()
export class OrderNotifications implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly notifications: NotificationsService,
    private readonly names: MemberNames,
  ) {}

  onModuleInit(): void {
    this.events.subscribe<OrderPlaced>('order.placed', (e) => this.placed(e));
    this.events.subscribe<OrderAccepted>('order.accepted', (e) => this.accepted(e));
    this.events.subscribe<OrderRejected>('order.rejected', (e) => this.rejected(e));
    this.events.subscribe<OrderCancelled>('order.cancelled', (e) => this.cancelled(e));
    this.events.subscribe<OrderCompleted>('order.completed', (e) => this.completed(e));
    this.events.subscribe<OrderHandedOver>('order.handed_over', (e) => this.handedOver(e));
    this.events.subscribe<OrderHandoverProposed>('order.handover_proposed', (e) =>
      this.handoverProposed(e),
    );
    this.events.subscribe<OrderHandoverConfirmed>('order.handover_confirmed', (e) =>
      this.handoverConfirmed(e),
    );
    this.events.subscribe<OrderPaymentChanged>('order.payment_changed', (e) =>
      this.paymentChanged(e),
    );
    this.events.subscribe<OrderProblemReported>('order.problem_reported', (e) =>
      this.problemReported(e),
    );
    this.events.subscribe<OrderProblemResolved>('order.problem_resolved', (e) =>
      this.problemResolved(e),
    );
  }

  /** A new proposal replaces the other side's earlier notice of one: only the latest matters. */
  async handoverProposed(e: OrderHandoverProposed): Promise<void> {
    await this.notifications.notifyLatest(
      e.proposedBy === 'seller' ? e.buyerId : e.sellerId,
      'order_handover_proposed',
      e.orderId,
      text(`NOTIFY.HANDOVER_PROPOSED#${e.kind}`, {
        crop: cropOf(e),
        date: dayOf(e.date),
        from: e.from,
        to: e.to,
      }),
    );
  }

  async handoverConfirmed(e: OrderHandoverConfirmed): Promise<void> {
    await this.notifications.notifyLatest(
      e.confirmedBy === 'seller' ? e.buyerId : e.sellerId,
      'order_handover_confirmed',
      e.orderId,
      text('NOTIFY.HANDOVER_CONFIRMED', {
        crop: cropOf(e),
        date: dayOf(e.date),
        from: e.from,
        to: e.to,
      }),
    );
  }

  /** The buyer's "I paid" goes to the seller; the seller's answer goes to the buyer. */
  async paymentChanged(e: OrderPaymentChanged): Promise<void> {
    if (e.status === 'reported') {
      await this.notifications.notifyLatest(
        e.sellerId,
        'order_payment_reported',
        e.orderId,
        text('NOTIFY.PAYMENT_REPORTED', { crop: cropOf(e), total: e.total }),
      );
      return;
    }
    await this.notifications.notifyLatest(
      e.buyerId,
      'order_payment_answered',
      e.orderId,
      text(`NOTIFY.PAYMENT_${e.status === 'confirmed' ? 'CONFIRMED' : 'DISPUTED'}`, {
        crop: cropOf(e),
        total: e.total,
      }),
    );
  }

  /** A problem reported goes to the other side; a later problem's notice replaces it. */
  async problemReported(e: OrderProblemReported): Promise<void> {
    await this.notifications.notifyLatest(
      e.reportedBy === 'seller' ? e.buyerId : e.sellerId,
      'order_problem',
      e.orderId,
      text(`NOTIFY.PROBLEM_REPORTED#${e.reportedBy}`, {
        crop: cropOf(e),
        reason: text(`PROBLEM.REASON.${e.reason}`),
      }),
    );
  }

  /**
   * Both sides hear that a problem was resolved. One notification per order and kind (the
   * unique index), so the reporter gets `order_problem_resolved` and the other side's
   * `order_problem` notice (of this problem) is replaced by the same news.
   */
  async problemResolved(e: OrderProblemResolved): Promise<void> {
    const [reporter, other] =
      e.reportedBy === 'seller' ? [e.sellerId, e.buyerId] : [e.buyerId, e.sellerId];
    const said = text('NOTIFY.PROBLEM_RESOLVED', { crop: cropOf(e) });
    await this.notifications.notifyLatest(reporter, 'order_problem_resolved', e.orderId, said);
    await this.notifications.notifyLatest(other, 'order_problem', e.orderId, said);
  }

  async placed(e: OrderPlaced): Promise<void> {
    const buyer = (await this.names.nameOf(e.buyerId)) ?? text('NOTIFY.A_BUYER');
    await this.notifications.notifyOnce(
      e.sellerId,
      'order_placed',
      e.orderId,
      text('NOTIFY.ORDER_PLACED', {
        crop: e.cropName,
        buyer,
        quantity: e.quantity,
        unit: e.unit,
        total: e.total,
      }),
    );
  }

  async accepted(e: OrderAccepted): Promise<void> {
    await this.notifications.settleOrderRequest(e.orderId, 'accepted');
    await this.notifications.notifyOnce(
      e.buyerId,
      'order_accepted',
      e.orderId,
      text('NOTIFY.ORDER_ACCEPTED', { crop: cropOf(e) }),
    );
  }

  async rejected(e: OrderRejected): Promise<void> {
    await this.notifications.settleOrderRequest(e.orderId, 'read');
    await this.notifications.notifyOnce(
      e.buyerId,
      'order_rejected',
      e.orderId,
      text('NOTIFY.ORDER_REJECTED', { crop: cropOf(e) }),
    );
  }

  async cancelled(e: OrderCancelled): Promise<void> {
    await this.notifications.settleOrderRequest(e.orderId, 'read');
    const byBuyer = e.cancelledBy === e.buyerId;
    const crop = cropOf(e);
    await this.notifications.notifyOnce(
      byBuyer ? e.sellerId : e.buyerId,
      'order_cancelled',
      e.orderId,
      e.reason
        ? text(byBuyer ? 'NOTIFY.ORDER_CALLED_OFF#buyer' : 'NOTIFY.ORDER_CALLED_OFF#seller', {
            crop,
            reason: text(`ORDER.CANCEL_REASON.${e.reason}`),
          })
        : text('NOTIFY.ORDER_CANCELLED', { crop }),
    );
  }

  async completed(e: OrderCompleted): Promise<void> {
    await this.notifications.notifyOnce(
      e.sellerId,
      'order_completed',
      e.orderId,
      text(e.automatic ? 'NOTIFY.ORDER_COMPLETED#auto' : 'NOTIFY.ORDER_COMPLETED', {
        crop: cropOf(e),
      }),
    );
  }

  async handedOver(e: OrderHandedOver): Promise<void> {
    await this.notifications.notifyOnce(
      e.buyerId,
      'order_handed_over',
      e.orderId,
      text('NOTIFY.ORDER_HANDED_OVER', { crop: cropOf(e) }),
    );
  }
}

/** 2026-11-28 as India writes it: 28/11/2026. */
function dayOf(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}/${m}/${y}`;
}

function cropOf(e: { cropName: string }) {
  return e.cropName || text('NOTIFY.YOUR_CROP');
}
