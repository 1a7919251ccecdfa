import { Injectable, type OnModuleInit } from '@nestjs/common';
import type {
  OrderAccepted,
  OrderCancelled,
  OrderHandedOver,
  OrderHandoverProposed,
  OrderPaymentChanged,
  OrderPlaced,
  OrderProblemReported,
  OrderRejected,
} from '../../orders/index';
import { text, type LocalText } from '../../i18n/translate';
import { DomainEvents } from '../../shared/events/domain-events';
import { uuidToCode } from '../domain/short-link';
import { PhoneMessages, type MemberMessage } from './phone-messages';

/** Where short links start: PUBLIC_URL, else this server on localhost. */
export abstract class LinkBase {
  abstract readonly url: string;
}

/**
 * Tells the other party of an order what happened, on their phone (ADR 0013): new order,
 * accepted, rejected, cancelled, handover proposed, handed over, payment reported, problem
 * reported. Runs in the order's transaction (DomainEvents), like the in-app notice; the event
 * key (order, news) keeps a retried event from queueing a second message. A handover proposal
 * or a problem can happen more than once on an order: their keys carry the date or problem id.
 */
@Injectable()
export class OrderMessages implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly messages: PhoneMessages,
    private readonly links: LinkBase,
  ) {}

  onModuleInit(): void {
    this.events.subscribe<OrderPlaced>('order.placed', (e) =>
      this.tell(e.sellerId, e, 'order_placed', {
        crop: e.cropName,
        quantity: text('PHONE.QUANTITY', { quantity: e.quantity, unit: e.unit }),
      }),
    );
    this.events.subscribe<OrderAccepted>('order.accepted', (e) =>
      this.tell(e.buyerId, e, 'order_accepted', { crop: e.cropName }),
    );
    this.events.subscribe<OrderRejected>('order.rejected', (e) =>
      this.tell(e.buyerId, e, 'order_rejected', { crop: e.cropName }),
    );
    this.events.subscribe<OrderCancelled>('order.cancelled', (e) =>
      this.tell(e.cancelledBy === e.buyerId ? e.sellerId : e.buyerId, e, 'order_cancelled', {
        crop: e.cropName,
      }),
    );
    this.events.subscribe<OrderHandoverProposed>('order.handover_proposed', (e) =>
      this.tell(
        e.proposedBy === 'seller' ? e.buyerId : e.sellerId,
        e,
        'order_handover_proposed',
        { crop: e.cropName, date: dayOf(e.date) },
        `${e.date}:${e.from}:${e.to}:${e.kind}`,
      ),
    );
    this.events.subscribe<OrderHandedOver>('order.handed_over', (e) =>
      this.tell(e.buyerId, e, 'order_handed_over', { crop: e.cropName }),
    );
    this.events.subscribe<OrderPaymentChanged>('order.payment_changed', async (e) => {
      if (e.status !== 'reported') return;
      await this.tell(e.sellerId, e, 'order_payment_reported', {
        crop: e.cropName,
        total: e.total,
      });
    });
    this.events.subscribe<OrderProblemReported>('order.problem_reported', (e) =>
      this.tell(
        e.reportedBy === 'seller' ? e.buyerId : e.sellerId,
        e,
        'order_problem',
        { crop: e.cropName },
        e.problemId,
      ),
    );
  }

  private async tell(
    userId: string,
    e: { orderId: string; cropName: string },
    template: MemberMessage['template'],
    params: Record<string, string | LocalText>,
    occasion?: string,
  ): Promise<void> {
    await this.messages.tell({
      userId,
      template,
      params: { ...params, link: `${this.links.url}/o/${uuidToCode(e.orderId)}` },
      eventKey: `order:${e.orderId}:${template}${occasion ? `:${occasion}` : ''}`,
    });
  }
}

/** 2026-11-28 as India writes it: 28/11/2026. */
function dayOf(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}/${m}/${y}`;
}
