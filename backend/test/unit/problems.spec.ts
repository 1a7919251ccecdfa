import {
  NotificationsService,
  sayNotification,
} from '../../src/notifications/application/notifications.service';
import { OrderNotifications } from '../../src/notifications/application/order-notifications';
import { MemberNames } from '../../src/notifications/application/ports/member-names';
import { AUTO_COMPLETE_AFTER_MS } from '../../src/orders/domain/order';
import {
  OrderProblem,
  autoCompleteAtWith,
  canReportProblem,
  parseProblemReport,
} from '../../src/orders/domain/problem';
import type { AuthenticatedUser } from '../../src/shared/auth/authenticated-user';
import { DomainEvents } from '../../src/shared/events/domain-events';
import { FakeClock } from '../fakes/accounts';
import { InMemoryNotifications } from '../fakes/notifications';
import { IMAGE_BYTES, UnreadableImageProcessor } from '../fakes/images';
import { BUYER, LISTING, SELLER, STRANGER, ordersWithFakes } from '../fakes/orders';

/** ProblemsService on the same in-memory orders, listings and events as OrdersService. */
function problemsWithFakes() {
  const f = ordersWithFakes();
  return {
    ...f,
    orders: f.service,
    orderRows: f.orders,
    service: f.problems,
    problems: f.problemRows,
  };
}

const as = (id: string): AuthenticatedUser => ({ id, role: 'user' });
const ADMIN: AuthenticatedUser = { id: '00000000-0000-4000-8000-0000000000ad', role: 'admin' };

/** An order of 10 kg by BUYER, accepted by SELLER. */
async function acceptedOrder(fakes: ReturnType<typeof problemsWithFakes>) {
  const placed = await fakes.orders.place(as(BUYER), { cropId: LISTING, quantity: 10 });
  await fakes.orders.move(as(SELLER), placed.order.id, { status: 'Accepted' });
  fakes.published.length = 0;
  return placed.order.id;
}

describe('problem rules (domain)', () => {
  it('reads a report: a known reason, words trimmed, required for other, at most 1000', () => {
    expect(parseProblemReport({ reason: 'quantity_short', text: '  only 8 kg  ' })).toEqual({
      reason: 'quantity_short',
      text: 'only 8 kg',
    });
    expect(parseProblemReport({ reason: 'not_received', text: '   ' })).toEqual({
      reason: 'not_received',
      text: null,
    });
    expect(() => parseProblemReport({ reason: 'late' })).toThrow(
      expect.objectContaining({ code: 'PROBLEM.INVALID_REASON' }),
    );
    expect(() => parseProblemReport({ reason: 'other', text: ' ' })).toThrow(
      expect.objectContaining({ code: 'PROBLEM.TEXT_REQUIRED' }),
    );
    expect(() => parseProblemReport({ reason: 'other', text: 'x'.repeat(1001) })).toThrow(
      expect.objectContaining({ code: 'PROBLEM.TEXT_TOO_LONG' }),
    );
    expect(parseProblemReport({ reason: 'other', text: 'x'.repeat(1000) }).text).toHaveLength(1000);
  });

  it('resolves once, with a note', () => {
    const p = new OrderProblem('p1', 'o1', BUYER, 'buyer', 'not_received', null, null, new Date());
    expect(() => p.resolve(ADMIN.id, '  ', new Date())).toThrow(
      expect.objectContaining({ code: 'PROBLEM.NOTE_REQUIRED' }),
    );
    expect(() => p.resolve(ADMIN.id, 'x'.repeat(1001), new Date())).toThrow(
      expect.objectContaining({ code: 'PROBLEM.NOTE_TOO_LONG' }),
    );
    expect(p.isOpen()).toBe(true);
    p.resolve(ADMIN.id, ' Seller sent the rest ', new Date('2026-11-23T00:00:00Z'));
    expect(p).toMatchObject({ resolvedBy: ADMIN.id, resolutionNote: 'Seller sent the rest' });
    expect(p.isOpen()).toBe(false);
    expect(() => p.resolve(ADMIN.id, 'again', new Date())).toThrow(
      expect.objectContaining({ code: 'PROBLEM.ALREADY_RESOLVED' }),
    );
  });

  it('lets a party report on Accepted and Completed orders, one open problem at a time', () => {
    const open = new OrderProblem('p1', 'o1', BUYER, 'buyer', 'other', 'x', null, new Date());
    expect(canReportProblem('Accepted', [])).toBe(true);
    expect(canReportProblem('Completed', [])).toBe(true);
    expect(canReportProblem('Pending', [])).toBe(false);
    expect(canReportProblem('Cancelled', [])).toBe(false);
    expect(canReportProblem('Rejected', [])).toBe(false);
    expect(canReportProblem('Accepted', [open])).toBe(false);
    open.resolve(ADMIN.id, 'done', new Date());
    expect(canReportProblem('Accepted', [open])).toBe(true);
  });

  it('stops the 72-hour clock while a problem is open and restarts it from the resolution', () => {
    const handedOver = new Date('2026-11-20T10:00:00Z');
    const p = new OrderProblem('p1', 'o1', BUYER, 'buyer', 'not_received', null, null, handedOver);
    expect(autoCompleteAtWith(null, [])).toBeNull();
    expect(autoCompleteAtWith(handedOver, [])).toEqual(
      new Date(handedOver.getTime() + AUTO_COMPLETE_AFTER_MS),
    );
    expect(autoCompleteAtWith(handedOver, [p])).toBeNull();
    const resolvedAt = new Date('2026-11-22T08:00:00Z');
    p.resolve(ADMIN.id, 'sorted out', resolvedAt);
    expect(autoCompleteAtWith(handedOver, [p])).toEqual(
      new Date(resolvedAt.getTime() + AUTO_COMPLETE_AFTER_MS),
    );
  });
});

describe('ProblemsService', () => {
  it('a party reports a problem: stored, on the timeline, order.problem_reported published', async () => {
    const fakes = problemsWithFakes();
    const orderId = await acceptedOrder(fakes);
    const view = await fakes.service.report(as(BUYER), orderId, {
      reason: 'quantity_short',
      text: ' 2 kg short ',
    });
    expect(view).toMatchObject({
      cropName: 'Wheat',
      reporterName: 'Arjun',
      otherPartyName: 'Savita',
      photoUrl: null,
      problem: { orderId, reporterRole: 'buyer', reason: 'quantity_short', text: '2 kg short' },
    });
    expect(fakes.orderRows.steps.at(-1)).toMatchObject({
      type: 'problem_reported',
      actorId: BUYER,
      orderId,
    });
    expect(fakes.published).toEqual([
      {
        type: 'order.problem_reported',
        orderId,
        listingId: LISTING,
        sellerId: SELLER,
        buyerId: BUYER,
        cropName: 'Wheat',
        problemId: view.problem.id,
        reportedBy: 'buyer',
        reason: 'quantity_short',
      },
    ]);
    expect(await fakes.service.forOrder(orderId)).toHaveLength(1);
  });

  it('refuses outsiders (404), orders not accepted or completed (409) and a second open problem (409)', async () => {
    const fakes = problemsWithFakes();
    const pending = (await fakes.orders.place(as(BUYER), { cropId: LISTING, quantity: 1 })).order
      .id;
    await expect(
      fakes.service.report(as(BUYER), pending, { reason: 'not_received' }),
    ).rejects.toMatchObject({ code: 'PROBLEM.NOT_REPORTABLE', kind: 'conflict' });
    const orderId = await acceptedOrder(fakes);
    await expect(
      fakes.service.report(as(STRANGER), orderId, { reason: 'not_received' }),
    ).rejects.toMatchObject({ code: 'ORDER.NOT_FOUND' });
    await fakes.service.report(as(SELLER), orderId, { reason: 'payment_not_received' });
    await expect(
      fakes.service.report(as(BUYER), orderId, { reason: 'not_received' }),
    ).rejects.toMatchObject({ code: 'PROBLEM.ALREADY_OPEN', kind: 'conflict' });
    expect(fakes.problems.rows).toHaveLength(1);
    expect(fakes.published.filter((e) => e.type === 'order.problem_reported')).toHaveLength(1);
  });

  it('keeps a photo re-encoded under problems/, refuses what is not an image, and removes it when the report fails', async () => {
    const fakes = problemsWithFakes();
    const orderId = await acceptedOrder(fakes);
    await expect(
      fakes.service.report(as(BUYER), orderId, {
        reason: 'quality_not_as_listed',
        photo: Buffer.from('not an image'),
      }),
    ).rejects.toMatchObject({ code: 'PROBLEM.PHOTO_TYPE' });
    expect(fakes.storage.files.size).toBe(0);

    // A subscriber that fails rolls the report back: the stored photo goes too.
    fakes.events.subscribe('order.problem_reported', () => Promise.reject(new Error('boom')));
    await expect(
      fakes.service.report(as(BUYER), orderId, {
        reason: 'quality_not_as_listed',
        photo: IMAGE_BYTES.jpeg,
      }),
    ).rejects.toThrow('boom');
    expect(fakes.storage.files.size).toBe(0);
    expect(fakes.storage.removed).toHaveLength(1);
  });

  it('stores the detail size of the photo and answers its URL', async () => {
    const fakes = problemsWithFakes();
    const orderId = await acceptedOrder(fakes);
    const view = await fakes.service.report(as(BUYER), orderId, {
      reason: 'quality_not_as_listed',
      photo: IMAGE_BYTES.png,
    });
    const key = `problems/${orderId}/${view.problem.id}.webp`;
    expect(view.problem.photoKey).toBe(key);
    expect(view.photoUrl).toBe(`/api/images/${key}`);
    expect(fakes.storage.files.get(key)).toEqual({
      data: Buffer.concat([Buffer.from('detail:'), IMAGE_BYTES.png]),
      contentType: 'image/webp',
    });
  });

  it('refuses a photo sharp cannot read', async () => {
    const fakes = problemsWithFakes();
    const orderId = await acceptedOrder(fakes);
    (fakes.service as unknown as { images: unknown }).images = new UnreadableImageProcessor();
    await expect(
      fakes.service.report(as(BUYER), orderId, {
        reason: 'other',
        text: 'x',
        photo: IMAGE_BYTES.webp,
      }),
    ).rejects.toMatchObject({ code: 'PROBLEM.PHOTO_UNREADABLE' });
  });

  it('lets only administrators list and resolve; resolving is once, on the timeline, and published', async () => {
    const fakes = problemsWithFakes();
    const orderId = await acceptedOrder(fakes);
    const reported = await fakes.service.report(as(SELLER), orderId, {
      reason: 'payment_not_received',
    });
    await expect(
      fakes.service.list(as(SELLER), 'open', { page: 1, limit: 50 }),
    ).rejects.toMatchObject({ code: 'AUTH.ADMIN_ONLY' });
    await expect(
      fakes.service.resolve(as(SELLER), reported.problem.id, 'done'),
    ).rejects.toMatchObject({ code: 'AUTH.ADMIN_ONLY' });

    const open = await fakes.service.list(ADMIN, 'open', { page: 1, limit: 50 });
    expect(open.total).toBe(1);
    expect(open.items[0]).toMatchObject({
      cropName: 'Wheat',
      reporterName: 'Savita',
      otherPartyName: 'Arjun',
      problem: { reporterRole: 'seller', reason: 'payment_not_received' },
    });

    await expect(
      fakes.service.resolve(ADMIN, '00000000-0000-4000-8000-00000000dead', 'x'),
    ).rejects.toMatchObject({ code: 'PROBLEM.NOT_FOUND', kind: 'not_found' });
    fakes.clock.advance(3600_000);
    const resolved = await fakes.service.resolve(
      ADMIN,
      reported.problem.id,
      ' Buyer paid in cash ',
    );
    expect(resolved.problem).toMatchObject({
      resolvedBy: ADMIN.id,
      resolutionNote: 'Buyer paid in cash',
      resolvedAt: fakes.clock.now(),
    });
    expect(fakes.orderRows.steps.at(-1)).toMatchObject({
      type: 'problem_resolved',
      actorId: ADMIN.id,
    });
    expect(fakes.published.at(-1)).toMatchObject({
      type: 'order.problem_resolved',
      problemId: reported.problem.id,
      reportedBy: 'seller',
    });
    await expect(fakes.service.resolve(ADMIN, reported.problem.id, 'again')).rejects.toMatchObject({
      code: 'PROBLEM.ALREADY_RESOLVED',
    });
    expect((await fakes.service.list(ADMIN, 'open', { page: 1, limit: 50 })).total).toBe(0);
    expect((await fakes.service.list(ADMIN, 'resolved', { page: 1, limit: 50 })).total).toBe(1);
    // Resolved: a new problem may be reported.
    await fakes.service.report(as(BUYER), orderId, { reason: 'not_received' });
  });
});

class NoNames extends MemberNames {
  nameOf() {
    return Promise.resolve(null);
  }
}

describe('OrderNotifications for problems', () => {
  const ORDER = '00000000-0000-4000-8000-0000000000d1';
  const about = {
    orderId: ORDER,
    listingId: LISTING,
    sellerId: SELLER,
    buyerId: BUYER,
    cropName: 'Wheat',
    problemId: 'p1',
  };
  function setup() {
    const rows = new InMemoryNotifications();
    const events = new DomainEvents();
    new OrderNotifications(
      events,
      new NotificationsService(rows, new FakeClock()),
      new NoNames(),
    ).onModuleInit();
    return { rows, events };
  }

  it('tells the other side of a problem, in their language, and a later one replaces it', async () => {
    const { rows, events } = setup();
    await events.publish({
      type: 'order.problem_reported',
      ...about,
      reportedBy: 'buyer',
      reason: 'quality_not_as_listed',
    });
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ recipientId: SELLER, kind: 'order_problem' });
    expect(sayNotification(rows.rows[0]!, 'en')).toBe(
      'The buyer reported a problem with the order for Wheat: the quality is not as listed. Our team will look into it',
    );
    expect(sayNotification(rows.rows[0]!, 'hi')).toBe(
      'ख़रीदार ने Wheat के ऑर्डर में शिकायत की है: माल जैसा बताया था वैसा नहीं है। हमारी टीम इसे देखेगी',
    );
    await events.publish({
      type: 'order.problem_reported',
      ...about,
      reportedBy: 'seller',
      reason: 'payment_not_received',
    });
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ recipientId: BUYER, kind: 'order_problem' });
    expect(sayNotification(rows.rows[0]!, 'gu')).toBe(
      'વેચનારે Wheatના ઓર્ડરમાં ફરિયાદ કરી છે: પૈસા મળ્યા નથી. અમારી ટીમ તે જોશે',
    );
  });

  it('tells both sides when a problem is resolved', async () => {
    const { rows, events } = setup();
    await events.publish({
      type: 'order.problem_reported',
      ...about,
      reportedBy: 'buyer',
      reason: 'not_received',
    });
    await events.publish({ type: 'order.problem_resolved', ...about, reportedBy: 'buyer' });
    const said =
      'The problem reported on the order for Wheat was resolved by our team. The note is on the order';
    expect(rows.rows.map((r) => [r.recipientId, r.kind, sayNotification(r, 'en')])).toEqual(
      expect.arrayContaining([
        [BUYER, 'order_problem_resolved', said],
        [SELLER, 'order_problem', said],
      ]),
    );
    expect(rows.rows).toHaveLength(2);
  });
});
