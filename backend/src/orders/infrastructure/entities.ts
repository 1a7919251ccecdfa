import { OrderSchema } from './order.schema';

/** The tables the orders context owns, registered by OrdersModule. */
export const ordersEntities = [OrderSchema];
