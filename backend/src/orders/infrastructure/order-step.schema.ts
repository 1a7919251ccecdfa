import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { idOf } from '../../shared/database/foreign-key';
import { CANCEL_NOTE_MAX, CANCEL_REASONS, ORDER_STEP_TYPES, OrderStep } from '../domain/order';
import { OrderSchema } from './order.schema';

export const OrderStepSchema = new EntitySchema<OrderStep, never, EntityCtor<OrderStep>>({
  class: OrderStep,
  tableName: 'order_steps',
  indexes: [{ properties: ['orderId', 'at'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    orderId: {
      kind: 'm:1',
      entity: idOf(OrderSchema),
      mapToPk: true,
      fieldName: 'order_id',
      deleteRule: 'cascade',
    },
    type: { enum: true, items: [...ORDER_STEP_TYPES] },
    // A member of the accounts context, by id only (no foreign keys across contexts).
    actorId: { type: 'uuid', fieldName: 'actor_id', nullable: true },
    reason: { enum: true, items: [...CANCEL_REASONS], nullable: true },
    note: { type: 'string', length: CANCEL_NOTE_MAX, nullable: true },
    at: { type: 'datetime', columnType: 'timestamptz' },
  },
});
