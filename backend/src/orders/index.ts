// The orders context's public entry: what other contexts and the composition root may use of it
// (docs/architecture.md, "Boundaries the build enforces").
export { ordersEntities } from './infrastructure/entities';
export { OrdersModule } from './orders.module';
export { OrderHistory } from './application/order-history';
export {
  ORDER_EVENT_TYPES,
  type OrderAccepted,
  type OrderCancelled,
  type OrderCompleted,
  type OrderHandedOver,
  type OrderHandoverConfirmed,
  type OrderHandoverProposed,
  type OrderPaymentChanged,
  type OrderEvent,
  type OrderPlaced,
  type OrderProblemReported,
  type OrderProblemResolved,
  type OrderRejected,
} from './domain/order-events';
