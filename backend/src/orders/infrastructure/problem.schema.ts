import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { idOf } from '../../shared/database/foreign-key';
import {
  OrderProblem,
  PROBLEM_REASONS,
  PROBLEM_TEXT_MAX,
  RESOLUTION_NOTE_MAX,
} from '../domain/problem';
import { OrderSchema } from './order.schema';

/**
 * Problems reported on orders. The reporter and the resolving administrator are members of the
 * accounts context, referred to by id only (no foreign keys across contexts).
 */
export const ProblemSchema = new EntitySchema<OrderProblem, never, EntityCtor<OrderProblem>>({
  class: OrderProblem,
  tableName: 'order_problems',
  // The ops list walks (resolved_at, created_at); the auto-completion job asks per order.
  indexes: [{ properties: ['resolvedAt', 'createdAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    orderId: {
      kind: 'm:1',
      entity: idOf(OrderSchema),
      mapToPk: true,
      fieldName: 'order_id',
      deleteRule: 'cascade',
      index: true,
    },
    reporterId: { type: 'uuid', fieldName: 'reporter_id' },
    reporterRole: { enum: true, items: ['buyer', 'seller'], fieldName: 'reporter_role' },
    reason: { enum: true, items: [...PROBLEM_REASONS] },
    text: { type: 'string', length: PROBLEM_TEXT_MAX, nullable: true },
    photoKey: { type: 'string', length: 255, nullable: true, fieldName: 'photo_key' },
    createdAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'created_at' },
    resolvedAt: {
      type: 'datetime',
      columnType: 'timestamptz',
      nullable: true,
      fieldName: 'resolved_at',
    },
    resolvedBy: { type: 'uuid', nullable: true, fieldName: 'resolved_by' },
    resolutionNote: {
      type: 'string',
      length: RESOLUTION_NOTE_MAX,
      nullable: true,
      fieldName: 'resolution_note',
    },
  },
});
