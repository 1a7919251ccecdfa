import { OrdersService } from '../../src/orders/application/orders.service';
import {
  OrderListings,
  OrderRepository,
  PartyNames,
  type ListingForOrder,
  type ListingForView,
} from '../../src/orders/application/ports/order.repository';
import {
  OrderRequestKeys,
  type KeyClaim,
} from '../../src/orders/application/ports/order-request-keys';
import type { HandoverPlan } from '../../src/orders/domain/handover';
import type { Order, OrderStatus, OrderStep } from '../../src/orders/domain/order';
import type { PaymentStatus } from '../../src/orders/domain/payment';
import { ORDER_EVENT_TYPES, type OrderEvent } from '../../src/orders/domain/order-events';
import { DomainEvents } from '../../src/shared/events/domain-events';
import { FakeClock, ImmediateUnitOfWork } from './accounts';
import { ReviewsService } from '../../src/orders/application/reviews.service';
import { InMemoryReviewRepository } from './reviews';
import { ProblemsService } from '../../src/orders/application/problems.service';
import { InMemoryImageStorage, TaggingImageProcessor } from './images';
import { InMemoryProblemRepository } from './problems';

export class InMemoryOrderRepository extends OrderRepository {
  readonly rows = new Map<string, Order>();
  readonly steps: OrderStep[] = [];
  add(order: Order) {
    this.rows.set(order.id, order);
    this.stored.set(order.id, order.status);
    return Promise.resolve();
  }
  findById(id: string) {
    return Promise.resolve(this.rows.get(id) ?? null);
  }
  /** Stored orders are the same objects the service changes, so the stored status is kept apart. */
  private readonly stored = new Map<string, OrderStatus>();
  saveMove(order: Order, from: OrderStatus) {
    if (this.stored.get(order.id) !== from) return Promise.resolve(false);
    this.stored.set(order.id, order.status);
    return Promise.resolve(true);
  }
  saveHandover(order: Order) {
    return Promise.resolve(this.stored.get(order.id) === 'Accepted');
  }
  completeHandedOverBefore(cutoff: Date, limit: number) {
    const due = [...this.rows.values()]
      .filter(
        (o) => this.stored.get(o.id) === 'Accepted' && o.handedOverAt && o.handedOverAt <= cutoff,
      )
      .slice(0, limit);
    for (const o of due) {
      o.status = 'Completed';
      this.stored.set(o.id, 'Completed');
    }
    return Promise.resolve(due);
  }
  findForUpdate(id: string) {
    return this.findById(id);
  }
  private readonly storedPayment = new Map<string, PaymentStatus>();
  savePayment(order: Order, from: PaymentStatus) {
    if ((this.storedPayment.get(order.id) ?? 'unpaid') !== from) return Promise.resolve(false);
    this.storedPayment.set(order.id, order.paymentStatus);
    return Promise.resolve(true);
  }
  readonly plans: HandoverPlan[] = [];
  plansOf(orderId: string) {
    return Promise.resolve(this.plans.filter((p) => p.orderId === orderId));
  }
  propose(plan: HandoverPlan) {
    for (const p of this.plans) {
      if (p.orderId === plan.orderId && p.isPending()) p.supersededAt = plan.proposedAt;
    }
    this.plans.push(plan);
    return Promise.resolve();
  }
  saveConfirmation(plan: HandoverPlan) {
    return Promise.resolve(plan.supersededAt === null);
  }
  addStep(step: OrderStep) {
    this.steps.push(step);
    return Promise.resolve();
  }
  stepsOf(orderId: string) {
    return Promise.resolve(this.steps.filter((s) => s.orderId === orderId));
  }
  listForUser(
    userId: string,
    status: OrderStatus | undefined,
    page: { offset: number; limit: number },
  ) {
    const mine = [...this.rows.values()]
      .filter((o) => o.sellerId === userId || o.buyerId === userId)
      .filter((o) => !status || o.status === status)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return Promise.resolve({
      items: mine.slice(page.offset, page.offset + page.limit),
      total: mine.length,
    });
  }
  hasOrdered(buyerId: string, listingId: string) {
    return Promise.resolve(
      [...this.rows.values()].some((o) => o.buyerId === buyerId && o.listingId === listingId),
    );
  }

  placedSince(parties: { buyerId: string; sellerId: string; listingId: string }, since: Date) {
    const found = [...this.rows.values()]
      .filter(
        (o) =>
          o.buyerId === parties.buyerId &&
          o.sellerId === parties.sellerId &&
          o.listingId === parties.listingId &&
          o.createdAt >= since,
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return Promise.resolve(found[0]?.id ?? null);
  }
}

/** Request keys in memory, as the table keeps them (one per account and key). */
export class InMemoryOrderRequestKeys extends OrderRequestKeys {
  readonly rows = new Map<string, { fingerprint: string; orderId: string; createdAt: Date }>();
  claim(
    claim: { accountId: string; key: string; fingerprint: string; orderId: string },
    now: Date,
    keptSince: Date,
  ): Promise<KeyClaim> {
    for (const [k, row] of this.rows) if (row.createdAt < keptSince) this.rows.delete(k);
    const id = `${claim.accountId} ${claim.key}`;
    const found = this.rows.get(id);
    if (!found) {
      this.rows.set(id, { fingerprint: claim.fingerprint, orderId: claim.orderId, createdAt: now });
      return Promise.resolve({ kind: 'new' });
    }
    return Promise.resolve(
      found.fingerprint === claim.fingerprint
        ? { kind: 'replay', orderId: found.orderId }
        : { kind: 'mismatch' },
    );
  }
}

/** Listings with stock, as the crops context would answer. */
export class InMemoryOrderListings extends OrderListings {
  readonly listings = new Map<string, ListingForOrder & { cropId: string }>();
  readonly held = new Set<string>();
  stockCommits = 0;
  holdForOrder(idOrCropId: string) {
    const l = [...this.listings.values()].find(
      (x) => x.id === idOrCropId || x.cropId === idOrCropId.toUpperCase(),
    );
    if (l) this.held.add(l.id);
    return Promise.resolve(l ? { ...l } : null);
  }
  takeStock(listingId: string, quantity: string) {
    const l = this.listings.get(listingId);
    if (!l || Number(l.quantity) < Number(quantity)) return Promise.resolve(false);
    l.quantity = String(Number(l.quantity) - Number(quantity));
    if (Number(l.quantity) <= 0) l.available = false;
    return Promise.resolve(true);
  }
  giveBackStock(listingId: string, quantity: string) {
    const l = this.listings.get(listingId);
    if (!l) return Promise.resolve(false);
    l.quantity = String(Number(l.quantity) + Number(quantity));
    l.available = true;
    return Promise.resolve(true);
  }
  stockCommitted() {
    this.stockCommits++;
  }
  forView(ids: readonly string[]) {
    const found = new Map<string, ListingForView>();
    for (const id of ids) {
      const l = this.listings.get(id);
      if (l) found.set(id, { name: l.name, unit: l.unit, price: l.price, quantity: l.quantity });
    }
    return Promise.resolve(found);
  }
}

export class FixedPartyNames extends PartyNames {
  constructor(private readonly names: Record<string, string>) {
    super();
  }
  namesOf(ids: readonly string[]) {
    return Promise.resolve(
      new Map(ids.filter((id) => this.names[id]).map((id) => [id, this.names[id]!])),
    );
  }
  contactOf(id: string) {
    const name = this.names[id];
    return Promise.resolve(
      name ? { name, mobile: `98765${id.slice(-5)}`, state: 'Gujarat' } : null,
    );
  }
  /** UPI IDs by member id (none unless a test sets one). */
  readonly upiIds: Record<string, string> = {};
  payeeOf(id: string) {
    const name = this.names[id];
    return Promise.resolve(name ? { name, upiId: this.upiIds[id] ?? null } : null);
  }
}

export const SELLER = '00000000-0000-4000-8000-00000000000a';
export const BUYER = '00000000-0000-4000-8000-00000000000b';
export const STRANGER = '00000000-0000-4000-8000-00000000000c';
export const LISTING = '00000000-0000-4000-8000-0000000000f1';

/** OrdersService over in-memory ports, with one listing of 100 kg wheat at ₹25 by SELLER. */
export function ordersWithFakes() {
  const orders = new InMemoryOrderRepository();
  const listings = new InMemoryOrderListings();
  listings.listings.set(LISTING, {
    id: LISTING,
    cropId: 'CRP-WHEAT1',
    sellerId: SELLER,
    name: 'Wheat',
    unit: 'kg',
    quantityDecimals: 2,
    price: '25.00',
    quantity: '100',
    available: true,
  });
  const events = new DomainEvents();
  const published: OrderEvent[] = [];
  for (const type of ORDER_EVENT_TYPES) {
    events.subscribe<OrderEvent>(type, (e) => {
      published.push(e);
      return Promise.resolve();
    });
  }
  const clock = new FakeClock();
  const names = new FixedPartyNames({ [SELLER]: 'Savita', [BUYER]: 'Arjun' });
  const reviewRows = new InMemoryReviewRepository(orders);
  const reviews = new ReviewsService(
    reviewRows,
    orders,
    listings,
    names,
    new ImmediateUnitOfWork(),
    clock,
  );
  const problemRows = new InMemoryProblemRepository(orders);
  const storage = new InMemoryImageStorage();
  const images = new TaggingImageProcessor();
  const problems = new ProblemsService(
    problemRows,
    orders,
    listings,
    names,
    storage,
    images,
    events,
    new ImmediateUnitOfWork(),
    clock,
  );
  const service = new OrdersService(
    orders,
    listings,
    names,
    events,
    new ImmediateUnitOfWork(),
    clock,
    reviews,
    problems,
    new InMemoryOrderRequestKeys(),
  );
  return {
    service,
    orders,
    listings,
    events,
    published,
    clock,
    reviews,
    reviewRows,
    problems,
    problemRows,
    storage,
    images,
  };
}
