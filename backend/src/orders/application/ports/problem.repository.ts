import type { OrderProblem } from '../../domain/problem';

/** The order a listed problem is about: whose trade, on which listing. */
export interface ProblemOrder {
  listingId: string;
  sellerId: string;
  buyerId: string;
}

export type ProblemStatusFilter = 'open' | 'resolved';

/** The problems reported on orders (the orders context's `order_problems` table). */
export abstract class ProblemRepository {
  abstract add(problem: OrderProblem): Promise<void>;
  abstract findById(id: string): Promise<OrderProblem | null>;
  /** An order's problems, newest first. */
  abstract ofOrder(orderId: string): Promise<OrderProblem[]>;
  /**
   * Writes the resolution only if the problem is still open; false when another administrator
   * resolved it first.
   */
  abstract saveResolution(problem: OrderProblem): Promise<boolean>;
  /** One page of the open or resolved problems, newest first, with their orders, and the total. */
  abstract list(
    status: ProblemStatusFilter,
    page: { offset: number; limit: number },
  ): Promise<{ items: { problem: OrderProblem; order: ProblemOrder }[]; total: number }>;
}
