import { LinkBase, OrderMessages } from '../../src/messaging/application/order-messages';
import { DomainEvents } from '../../src/shared/events/domain-events';
import { codeToUuid } from '../../src/messaging/domain/short-link';
import { messagingWithFakes } from '../fakes/messaging';

const seller = 'aaaaaaaa-0000-4000-8000-000000000001';
const buyer = 'aaaaaaaa-0000-4000-8000-000000000002';
const orderId = '0b9c2f4e-8d1a-4c3b-9e7f-6a5d4c3b2a10';
const base = { orderId, listingId: 'l', sellerId: seller, buyerId: buyer, cropName: 'Wheat' };
const contact = (language: 'en' | 'hi' | 'gu') => ({
  phone: language === 'hi' ? '919876543210' : '919876543211',
  language,
  smsAlerts: true,
  whatsappAlerts: false,
  quietHours: { start: '00:00', end: '00:00' },
});

function wired() {
  const f = messagingWithFakes();
  f.recipients.contacts.set(seller, contact('hi'));
  f.recipients.contacts.set(buyer, contact('gu'));
  const events = new DomainEvents();
  const links: LinkBase = { url: 'https://agrosense.in' };
  new OrderMessages(events, f.messages, links).onModuleInit();
  const queued = () =>
    [...f.store.rows.values()].map((m) => ({ to: m.userId, template: m.template, text: m.text }));
  return { f, events, queued };
}

describe('order news on the other party’s phone', () => {
  it.each([
    [
      'order.placed',
      { quantity: '40', unit: 'kg', total: '1080.00' },
      seller,
      'order_placed',
      'Wheat का नया ऑर्डर, 40 किलो',
    ],
    ['order.accepted', {}, buyer, 'order_accepted', 'Wheatનો તમારો ઓર્ડર મંજૂર થયો'],
    ['order.rejected', {}, buyer, 'order_rejected', 'Wheatનો તમારો ઓર્ડર નામંજૂર થયો'],
    [
      'order.cancelled',
      { cancelledBy: buyer, reason: null },
      seller,
      'order_cancelled',
      'Wheat का ऑर्डर रद्द हुआ',
    ],
    [
      'order.cancelled',
      { cancelledBy: seller, reason: null },
      buyer,
      'order_cancelled',
      'Wheatનો ઓર્ડર રદ થયો',
    ],
    [
      'order.handover_proposed',
      { proposedBy: 'buyer', kind: 'farm_pickup', date: '2026-11-28', from: '09:00', to: '11:00' },
      seller,
      'order_handover_proposed',
      'Wheat सौंपने के लिए 28/11/2026 का प्रस्ताव',
    ],
    [
      'order.handed_over',
      { autoCompleteAt: '2026-12-01T00:00:00Z' },
      buyer,
      'order_handed_over',
      'Wheatની સોંપણી નોંધાઈ',
    ],
    [
      'order.payment_changed',
      { status: 'reported', total: '1080.00' },
      seller,
      'order_payment_reported',
      'खरीदार ने Wheat के ₹1,080 चुकाने की बात कही',
    ],
    [
      'order.problem_reported',
      { problemId: 'p1', reportedBy: 'buyer', reason: 'not_delivered' },
      seller,
      'order_problem',
      'Wheat के ऑर्डर में समस्या बताई गई',
    ],
    [
      'order.problem_reported',
      { problemId: 'p2', reportedBy: 'seller', reason: 'not_paid' },
      buyer,
      'order_problem',
      'Wheatના ઓર્ડરમાં સમસ્યા જણાવાઈ',
    ],
  ] as const)('%s goes to the other party: %#', async (type, extra, to, template, text) => {
    const { events, queued } = wired();
    await events.publish({ type, ...base, ...extra });
    const [message, ...more] = queued();
    expect(more).toEqual([]);
    expect(message).toMatchObject({ to, template });
    expect(message.text).toContain(text);
    const code = /\/o\/(\w{22})$/.exec(message.text)?.[1];
    expect(code && codeToUuid(code)).toBe(orderId);
  });

  it('says nothing on the phone of the payment answers, completion or problem resolution', async () => {
    const { events, queued } = wired();
    await events.publish({
      type: 'order.payment_changed',
      ...base,
      status: 'confirmed',
      total: '1',
    });
    await events.publish({ type: 'order.completed', ...base, automatic: true });
    await events.publish({
      type: 'order.problem_resolved',
      ...base,
      problemId: 'p',
      reportedBy: 'buyer',
    });
    expect(queued()).toEqual([]);
  });

  it('queues one message per event, and one per new handover proposal', async () => {
    const { events, queued } = wired();
    const proposal = {
      type: 'order.handover_proposed',
      ...base,
      proposedBy: 'seller',
      kind: 'farm_pickup',
      from: '09:00',
      to: '11:00',
    } as const;
    await events.publish({ type: 'order.accepted', ...base });
    await events.publish({ type: 'order.accepted', ...base });
    await events.publish({ ...proposal, date: '2026-11-28' });
    await events.publish({ ...proposal, date: '2026-11-28' });
    await events.publish({ ...proposal, date: '2026-11-29' });
    expect(queued().map((m) => m.template)).toEqual([
      'order_accepted',
      'order_handover_proposed',
      'order_handover_proposed',
    ]);
  });
});
