import type { AuthenticatedUser } from '../../src/shared/auth/authenticated-user';
import { BUYER, LISTING, SELLER, STRANGER, ordersWithFakes } from '../fakes/orders';

const as = (id: string): AuthenticatedUser => ({ id, role: 'user' });

describe('OrdersService', () => {
  it('places a Pending order at the listing’s price and publishes order.placed', async () => {
    const { service, published, listings } = ordersWithFakes();
    const view = await service.place(as(BUYER), { cropId: 'crp-wheat1', quantity: '12.5' });
    expect(view.order).toMatchObject({
      status: 'Pending',
      quantity: '12.5',
      unitPrice: '25.00',
      totalPrice: '312.50',
      sellerId: SELLER,
      buyerId: BUYER,
    });
    expect(view.crop.name).toBe('Wheat');
    expect(view.buyer.name).toBe('Arjun');
    expect(view.seller.name).toBe('Savita');
    expect(published).toEqual([
      {
        type: 'order.placed',
        orderId: view.order.id,
        listingId: LISTING,
        sellerId: SELLER,
        buyerId: BUYER,
        cropName: 'Wheat',
        quantity: '12.5',
        unit: 'kg',
        total: '312.50',
      },
    ]);
    // Placing takes no stock yet: only accepting does.
    expect(listings.listings.get(LISTING)!.quantity).toBe('100');
    expect(listings.held.has(LISTING)).toBe(true);
  });

  it.each([
    ['the seller’s own crop', SELLER, { cropId: LISTING, quantity: 1 }, 'ORDER.OWN_CROP'],
    ['more than is left', BUYER, { cropId: LISTING, quantity: 101 }, 'ORDER.NOT_ENOUGH_LEFT'],
    [
      'a crop that does not exist',
      BUYER,
      { cropId: 'CRP-NONE00', quantity: 1 },
      'ORDER.CROP_UNAVAILABLE',
    ],
    [
      'for someone else',
      BUYER,
      { cropId: LISTING, quantity: 1, buyerId: STRANGER },
      'ORDER.BUYER_NOT_YOU',
    ],
    [
      'a wrong claimed total',
      BUYER,
      { cropId: LISTING, quantity: 2, totalPrice: 49 },
      'ORDER.TOTAL_MISMATCH',
    ],
  ])('refuses an order for %s, and publishes nothing', async (_case, actor, cmd, code) => {
    const { service, published, orders } = ordersWithFakes();
    await expect(service.place(as(actor), cmd)).rejects.toMatchObject({ code });
    expect(published).toEqual([]);
    expect(orders.rows.size).toBe(0);
  });

  it('refuses a listing that is not available', async () => {
    const { service, listings } = ordersWithFakes();
    listings.listings.get(LISTING)!.available = false;
    await expect(service.place(as(BUYER), { cropId: LISTING, quantity: 1 })).rejects.toMatchObject({
      code: 'ORDER.CROP_UNAVAILABLE',
    });
  });

  it('accepting takes the stock, once, and publishes order.accepted', async () => {
    const { service, published, listings } = ordersWithFakes();
    const placed = await service.place(as(BUYER), { cropId: LISTING, quantity: 40 });
    const accepted = await service.move(as(SELLER), placed.order.id, { status: 'Accepted' });
    expect(accepted.order.status).toBe('Accepted');
    expect(listings.listings.get(LISTING)!.quantity).toBe('60');
    expect(listings.stockCommits).toBe(1);
    expect(published.map((e) => e.type)).toEqual(['order.placed', 'order.accepted']);
    await expect(
      service.move(as(SELLER), placed.order.id, { status: 'Rejected' }),
    ).rejects.toMatchObject({
      code: 'ORDER.ALREADY_DECIDED',
    });
    expect(listings.listings.get(LISTING)!.quantity).toBe('60');
    expect(published).toHaveLength(2);
  });

  it('refuses to accept more than is left, and publishes nothing', async () => {
    const { service, published, listings } = ordersWithFakes();
    const placed = await service.place(as(BUYER), { cropId: LISTING, quantity: 40 });
    listings.listings.get(LISTING)!.quantity = '10';
    await expect(
      service.move(as(SELLER), placed.order.id, { status: 'Accepted' }),
    ).rejects.toMatchObject({
      code: 'ORDER.NOT_ENOUGH_LEFT',
    });
    expect(published.map((e) => e.type)).toEqual(['order.placed']);
    expect(listings.stockCommits).toBe(0);
  });

  it('lets only the seller decide and only the buyer cancel; a stranger is told it does not exist', async () => {
    const { service, published } = ordersWithFakes();
    const { order } = await service.place(as(BUYER), { cropId: LISTING, quantity: 1 });
    await expect(service.move(as(BUYER), order.id, { status: 'Accepted' })).rejects.toMatchObject({
      code: 'ORDER.NOT_SELLER',
    });
    await expect(service.move(as(SELLER), order.id, { status: 'Cancelled' })).rejects.toMatchObject(
      {
        code: 'ORDER.NOT_BUYER',
      },
    );
    await expect(
      service.move(as(STRANGER), order.id, { status: 'Rejected' }),
    ).rejects.toMatchObject({
      code: 'ORDER.NOT_FOUND',
    });
    const cancelled = await service.move(as(BUYER), order.id, { status: 'Cancelled' });
    expect(cancelled.order.status).toBe('Cancelled');
    expect(published.at(-1)).toMatchObject({
      type: 'order.cancelled',
      cancelledBy: BUYER,
      cropName: 'Wheat',
    });
  });

  it('publishes order.rejected when the seller rejects, and takes no stock', async () => {
    const { service, published, listings } = ordersWithFakes();
    const { order } = await service.place(as(BUYER), { cropId: LISTING, quantity: 5 });
    await service.move(as(SELLER), order.id, { status: 'Rejected' });
    expect(published.at(-1)).toMatchObject({ type: 'order.rejected', orderId: order.id });
    expect(listings.listings.get(LISTING)!.quantity).toBe('100');
  });

  it('a failing subscriber fails the order (it runs in the order’s transaction)', async () => {
    const { service, events } = ordersWithFakes();
    events.subscribe('order.placed', () => Promise.reject(new Error('notifications are down')));
    await expect(service.place(as(BUYER), { cropId: LISTING, quantity: 1 })).rejects.toThrow(
      'notifications are down',
    );
  });

  it('lists a member’s own orders with names, paged, and nobody else’s', async () => {
    const { service, clock } = ordersWithFakes();
    for (let i = 0; i < 3; i++) {
      await service.place(as(BUYER), { cropId: LISTING, quantity: i + 1 });
      clock.advance(1000);
    }
    const page = await service.listFor(as(SELLER), SELLER, undefined, { page: 1, limit: 2 });
    expect(page.total).toBe(3);
    expect(page.items.map((v) => v.order.quantity)).toEqual(['3', '2']);
    expect(page.items[0]!.buyer.name).toBe('Arjun');
    const second = await service.listFor(as(BUYER), BUYER, 'Pending', { page: 2, limit: 2 });
    expect(second.items.map((v) => v.order.quantity)).toEqual(['1']);
    await expect(
      service.listFor(as(STRANGER), SELLER, undefined, { page: 1, limit: 2 }),
    ).rejects.toMatchObject({ code: 'ORDER.NOT_YOURS' });
  });

  describe('after acceptance', () => {
    async function accepted(quantity = 40) {
      const fakes = ordersWithFakes();
      const { order } = await fakes.service.place(as(BUYER), { cropId: LISTING, quantity });
      await fakes.service.move(as(SELLER), order.id, { status: 'Accepted' });
      return { ...fakes, id: order.id };
    }

    it('the buyer confirms receipt: Completed, the seller is told, the stock stays sold', async () => {
      const { service, published, listings, id } = await accepted();
      await expect(service.move(as(SELLER), id, { status: 'Completed' })).rejects.toMatchObject({
        code: 'ORDER.NOT_BUYER',
      });
      const done = await service.move(as(BUYER), id, { status: 'Completed' });
      expect(done.order.status).toBe('Completed');
      expect(published.at(-1)).toMatchObject({ type: 'order.completed', orderId: id });
      expect(listings.listings.get(LISTING)!.quantity).toBe('60');
      await expect(
        service.move(as(BUYER), id, { status: 'Cancelled', reason: 'quality' }),
      ).rejects.toMatchObject({ code: 'ORDER.ALREADY_DECIDED' });
    });

    it.each([
      ['seller', SELLER],
      ['buyer', BUYER],
    ])(
      'the %s calls it off with a reason: the stock goes back to the listing once',
      async (_side, who) => {
        const { service, published, listings, id } = await accepted();
        await expect(service.move(as(who), id, { status: 'Cancelled' })).rejects.toMatchObject({
          code: 'ORDER.REASON_REQUIRED',
        });
        const off = await service.move(as(who), id, {
          status: 'Cancelled',
          reason: 'cannot_deliver',
          note: '  Truck broke down  ',
        });
        expect(off.order.status).toBe('Cancelled');
        expect(listings.listings.get(LISTING)!.quantity).toBe('100');
        expect(published.at(-1)).toMatchObject({
          type: 'order.cancelled',
          cancelledBy: who,
          reason: 'cannot_deliver',
        });
        await expect(
          service.move(as(who), id, { status: 'Cancelled', reason: 'other' }),
        ).rejects.toMatchObject({ code: 'ORDER.ALREADY_DECIDED' });
        expect(listings.listings.get(LISTING)!.quantity).toBe('100');
      },
    );

    it('of two racing moves (cancel and complete, or two cancels) exactly one wins; stock returns once', async () => {
      for (const [first, second] of [
        [
          { by: BUYER, move: { status: 'Completed' as const } },
          { by: SELLER, move: { status: 'Cancelled' as const, reason: 'no_response' as const } },
        ],
        [
          { by: SELLER, move: { status: 'Cancelled' as const, reason: 'other' as const } },
          { by: BUYER, move: { status: 'Cancelled' as const, reason: 'quality' as const } },
        ],
      ]) {
        const { service, listings, id } = await accepted();
        const results = await Promise.allSettled([
          service.move(as(first!.by), id, first!.move),
          service.move(as(second!.by), id, second!.move),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const stock = Number(listings.listings.get(LISTING)!.quantity);
        expect([60, 100]).toContain(stock);
      }
    });

    it("shows each side the timeline, its next moves, and only once accepted the other's contact", async () => {
      const { service, id } = await accepted();
      const forBuyer = await service.details(as(BUYER), id);
      expect(forBuyer.you).toBe('buyer');
      expect(forBuyer.moves).toEqual(['Completed', 'Cancelled']);
      expect(forBuyer.counterparty).toMatchObject({ name: 'Savita' });
      expect(forBuyer.steps.map((s) => [s.type, s.by])).toEqual([
        ['placed', 'buyer'],
        ['accepted', 'seller'],
      ]);
      const forSeller = await service.details(as(SELLER), id);
      expect(forSeller.moves).toEqual(['Cancelled']);
      expect(forSeller.counterparty).toMatchObject({ name: 'Arjun' });
      await expect(service.details(as(STRANGER), id)).rejects.toMatchObject({
        code: 'ORDER.NOT_FOUND',
      });

      const fresh = ordersWithFakes();
      const { order } = await fresh.service.place(as(BUYER), { cropId: LISTING, quantity: 1 });
      const pending = await fresh.service.details(as(SELLER), order.id);
      expect(pending.counterparty).toBeNull();
      expect(pending.moves).toEqual(['Accepted', 'Rejected']);
    });

    it('the seller marks it handed over once; 72 hours later it completes by itself, once', async () => {
      const { service, published, clock, id } = await accepted();
      await expect(service.markHandedOver(as(BUYER), id)).rejects.toMatchObject({
        code: 'ORDER.NOT_SELLER',
      });
      await expect(service.markHandedOver(as(STRANGER), id)).rejects.toMatchObject({
        code: 'ORDER.NOT_FOUND',
      });
      await service.markHandedOver(as(SELLER), id);
      expect(published.at(-1)).toMatchObject({ type: 'order.handed_over', orderId: id });
      await expect(service.markHandedOver(as(SELLER), id)).rejects.toMatchObject({
        code: 'ORDER.ALREADY_HANDED_OVER',
      });
      const details = await service.details(as(BUYER), id);
      expect(details.autoCompleteAt!.getTime() - details.handedOverAt!.getTime()).toBe(
        72 * 3600_000,
      );

      clock.advance(72 * 3600_000 - 60_000);
      expect(await service.completeHandedOver()).toBe(0);
      clock.advance(60_000);
      expect(await service.completeHandedOver()).toBe(1);
      expect(await service.completeHandedOver()).toBe(0);
      const done = await service.details(as(SELLER), id);
      expect(done.view.order.status).toBe('Completed');
      expect(done.steps.map((s) => [s.type, s.by])).toEqual([
        ['placed', 'buyer'],
        ['accepted', 'seller'],
        ['handed_over', 'seller'],
        ['completed', null],
      ]);
      expect(published.filter((e) => e.type === 'order.completed')).toEqual([
        expect.objectContaining({ automatic: true }),
      ]);
    });

    it('completes nothing the buyer already confirmed or called off, nor a Pending order', async () => {
      const { service, clock, id } = await accepted();
      await service.markHandedOver(as(SELLER), id);
      await service.move(as(BUYER), id, { status: 'Cancelled', reason: 'quality' });
      const pending = await service.place(as(BUYER), { cropId: LISTING, quantity: 1 });
      await expect(service.markHandedOver(as(SELLER), pending.order.id)).rejects.toMatchObject({
        code: 'ORDER.ALREADY_DECIDED',
      });
      clock.advance(100 * 3600_000);
      expect(await service.completeHandedOver()).toBe(0);
    });
  });
});
