import {
  NotificationsService,
  sayNotification,
} from '../../src/notifications/application/notifications.service';
import { OrderNotifications } from '../../src/notifications/application/order-notifications';
import { MemberNames } from '../../src/notifications/application/ports/member-names';
import { Notification } from '../../src/notifications/domain/notification';
import { DomainEvents } from '../../src/shared/events/domain-events';
import { FakeClock } from '../fakes/accounts';
import { InMemoryNotifications } from '../fakes/notifications';
import { BUYER, LISTING, SELLER } from '../fakes/orders';

class Names extends MemberNames {
  nameOf(id: string) {
    return Promise.resolve(id === BUYER ? 'Arjun' : null);
  }
}

function setup() {
  const rows = new InMemoryNotifications();
  const events = new DomainEvents();
  new OrderNotifications(
    events,
    new NotificationsService(rows, new FakeClock()),
    new Names(),
  ).onModuleInit();
  return { rows, events };
}

const ORDER = '00000000-0000-4000-8000-0000000000d1';
const about = { orderId: ORDER, listingId: LISTING, sellerId: SELLER, buyerId: BUYER };

describe('OrderNotifications (subscribed to order events)', () => {
  it('tells the seller of a new order, once, said in the reader’s language when read', async () => {
    const { rows, events } = setup();
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
    expect(sayNotification(rows.rows[0]!, 'en')).toBe(
      'New order request for Wheat: Arjun wants 12.5 kg for ₹312.50',
    );
    expect(sayNotification(rows.rows[0]!, 'hi')).toBe(
      'Wheat के लिए नया ऑर्डर अनुरोध: Arjun ₹312.50 में 12.5 किलो खरीदना चाहते हैं',
    );
    expect(sayNotification(rows.rows[0]!, 'gu')).toContain('કિલો');
  });

  it('tells the buyer of an acceptance and settles the seller’s request as accepted', async () => {
    const { rows, events } = setup();
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
    expect(sayNotification(accepted!, 'hi')).toBe('Wheat के लिए आपका ऑर्डर स्वीकार कर लिया गया');
    // Rupees the Indian way: no ".00" when there are no paise.
    expect(sayNotification(request!, 'en')).toMatch(/ for ₹25$/);
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
    expect(sayNotification(rows.rows.at(-1)!, 'gu')).toBe('તમારો પાક નો ઓર્ડર ખરીદનારે રદ કર્યો');
    await events.publish({ type: 'order.rejected', ...about, orderId: LISTING, cropName: 'Rice' });
    expect(rows.rows.at(-1)).toMatchObject({ recipientId: BUYER, kind: 'order_rejected' });
    expect(sayNotification(rows.rows.at(-1)!, 'en')).toBe('Your order for Rice was rejected');
  });
});

describe('sayNotification', () => {
  it('says a member’s own words as written, and a key no longer known in its English', () => {
    const own = new Notification('n1', SELLER, 'message', null, 'मेरा गेहूँ भेजो', 'unread', new Date());
    expect(sayNotification(own, 'gu')).toBe('मेरा गेहूँ भेजो');
    const dropped = new Notification(
      'n2',
      SELLER,
      'order_placed',
      ORDER,
      'Old text',
      'unread',
      new Date(),
      {
        key: 'NOTIFY.GONE',
      },
    );
    expect(sayNotification(dropped, 'hi')).toBe('Old text');
  });
});
