import {
  ProblemRepository,
  type ProblemOrder,
  type ProblemStatusFilter,
} from '../../src/orders/application/ports/problem.repository';
import type { Order } from '../../src/orders/domain/order';
import type { OrderProblem } from '../../src/orders/domain/problem';

/** Problems in a list; the order of each is read from the orders fake, as the SQL join does. */
export class InMemoryProblemRepository extends ProblemRepository {
  readonly rows: OrderProblem[] = [];
  /** Stored resolution times, kept apart from the objects the service changes. */
  private readonly resolved = new Map<string, Date>();

  constructor(private readonly orders: { rows: Map<string, Order> }) {
    super();
  }

  add(problem: OrderProblem) {
    this.rows.push(problem);
    return Promise.resolve();
  }
  findById(id: string) {
    return Promise.resolve(this.rows.find((p) => p.id === id) ?? null);
  }
  ofOrder(orderId: string) {
    return Promise.resolve(
      this.rows
        .filter((p) => p.orderId === orderId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
    );
  }
  saveResolution(problem: OrderProblem) {
    if (this.resolved.has(problem.id)) return Promise.resolve(false);
    this.resolved.set(problem.id, problem.resolvedAt!);
    return Promise.resolve(true);
  }
  list(status: ProblemStatusFilter, page: { offset: number; limit: number }) {
    const found = this.rows
      .filter((p) => (status === 'open' ? !this.resolved.has(p.id) : this.resolved.has(p.id)))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const items = found.slice(page.offset, page.offset + page.limit).map((problem) => {
      const o = this.orders.rows.get(problem.orderId)!;
      const order: ProblemOrder = {
        listingId: o.listingId,
        sellerId: o.sellerId,
        buyerId: o.buyerId,
      };
      return { problem, order };
    });
    return Promise.resolve({ items, total: found.length });
  }
}
