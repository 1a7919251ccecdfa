import { NotificationsService } from '../../src/notifications/application/notifications.service';
import { OrderNotifications } from '../../src/notifications/application/order-notifications';
import { MemberNames } from '../../src/notifications/application/ports/member-names';
import { NotificationRepository } from '../../src/notifications/application/ports/notification.repository';
import type { Notification } from '../../src/notifications/domain/notification';
import type { Lang } from '../../src/i18n/language';
import { ProfileLanguages } from '../../src/i18n/profile-languages';
import { DomainEvents } from '../../src/shared/events/domain-events';
import { FakeClock } from '../fakes/accounts';
import { BUYER, LISTING, SELLER } from '../fakes/orders';

class InMemoryNotifications extends NotificationRepository {
  readonly rows: Notification[] = [];
  addUnlessExists(n: Notification) {
    if (n.orderId && this.rows.some((r) => r.orderId === n.orderId && r.kind === n.kind))
      return Promise.resolve(false);
    this.rows.push(n);
    return Promise.resolve(true);
  }
  findById(id: string) {
    return Promise.resolve(this.rows.find((r) => r.id === id) ?? null);
  }
  save() {
    return Promise.resolve();
  }
  listFor(recipientId: string) {
    return Promise.resolve(this.rows.filter((r) => r.recipientId === recipientId));
  }
  markForOrder(orderId: string, kind: Notification['kind'], status: Notification['status']) {
    for (const r of this.rows) if (r.orderId === orderId && r.kind === kind) r.status = status;
    return Promise.resolve();
  }
}

class Languages extends ProfileLanguages {
  constructor(private readonly langs: Record<string, Lang>) {
    super();
  }
  of(id: string) {
    return Promise.resolve(this.langs[id] ?? 'en');
  }
}

class Names extends MemberNames {
  nameOf(id: string) {
    return Promise.resolve(id === BUYER ? 'Arjun' : null);
  }
}

function setup(langs: Record<string, Lang> = {}) {
  const rows = new InMemoryNotifications();
  const events = new DomainEvents();
  new OrderNotifications(
    events,
    new NotificationsService(rows, new FakeClock(), new Languages(langs)),
    new Names(),
  ).onModuleInit();
  return { rows, events };
}

const ORDER = '00000000-0000-4000-8000-0000000000d1';
const about = { orderId: ORDER, listingId: LISTING, sellerId: SELLER, buyerId: BUYER };

describe('OrderNotifications (subscribed to order events)', () => {
  it('tells the seller of a new order, in the seller’s language, once', async () => {
    const { rows, events } = setup({ [SELLER]: 'en' });
    const placed = {
      type: 'order.placed',
      ...about,
      cropName: 'Wheat',
      quantity: '12.5',
      unit: 'kg',
      total: '312.50',
    };
    await events.publish(placed);
    await events.publish(placed);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({
      recipientId: SELLER,
      kind: 'order_placed',
      orderId: ORDER,
      status: 'unread',
    });
    expect(rows.rows[0]!.message).toContain('Arjun');
    expect(rows.rows[0]!.message).toContain('Wheat');
  });

  it('tells the buyer of an acceptance and settles the seller’s request as accepted', async () => {
    const { rows, events } = setup({ [BUYER]: 'hi' });
    await events.publish({
      type: 'order.placed',
      ...about,
      cropName: 'Wheat',
      quantity: '1',
      unit: 'kg',
      total: '25.00',
    });
    await events.publish({ type: 'order.accepted', ...about, cropName: 'Wheat' });
    const [request, accepted] = rows.rows;
    expect(request).toMatchObject({ kind: 'order_placed', status: 'accepted' });
    expect(accepted).toMatchObject({ recipientId: BUYER, kind: 'order_accepted' });
    // Written in the buyer's profile language (Devanagari).
    expect(accepted!.message).toMatch(/[\u0900-\u097f]/);
  });

  it('tells the other party of a cancellation, and the buyer of a rejection', async () => {
    const { rows, events } = setup();
    await events.publish({
      type: 'order.cancelled',
      ...about,
      cropName: '',
      cancelledBy: BUYER,
    });
    expect(rows.rows.at(-1)).toMatchObject({ recipientId: SELLER, kind: 'order_cancelled' });
    await events.publish({ type: 'order.rejected', ...about, orderId: LISTING, cropName: 'Rice' });
    expect(rows.rows.at(-1)).toMatchObject({ recipientId: BUYER, kind: 'order_rejected' });
    expect(rows.rows.at(-1)!.message).toContain('Rice');
  });
});
