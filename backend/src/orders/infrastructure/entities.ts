import { HandoverPlanSchema } from './handover-plan.schema';
import { OrderSchema } from './order.schema';
import { OrderStepSchema } from './order-step.schema';
import { OrderRequestKeySchema } from './order-request-key.schema';
import { ProblemSchema } from './problem.schema';
import { OrderReviewSchema } from './review.schema';

/** The tables the orders context owns, registered by OrdersModule. */
export const ordersEntities = [
  OrderSchema,
  OrderStepSchema,
  HandoverPlanSchema,
  ProblemSchema,
  OrderReviewSchema,
  OrderRequestKeySchema,
];
