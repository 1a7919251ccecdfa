import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { idOf } from '../../shared/database/foreign-key';
import {
  HANDOVER_KINDS,
  HANDOVER_NOTE_MAX,
  HANDOVER_PLACE_MAX,
  HandoverPlan,
} from '../domain/handover';
import { OrderSchema } from './order.schema';

export const HandoverPlanSchema = new EntitySchema<HandoverPlan, never, EntityCtor<HandoverPlan>>({
  class: HandoverPlan,
  tableName: 'order_handover_plans',
  indexes: [{ properties: ['orderId', 'proposedAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    orderId: {
      kind: 'm:1',
      entity: idOf(OrderSchema),
      mapToPk: true,
      fieldName: 'order_id',
      deleteRule: 'cascade',
    },
    kind: { enum: true, items: [...HANDOVER_KINDS] },
    place: { type: 'string', length: HANDOVER_PLACE_MAX, nullable: true },
    date: { type: 'string', columnType: 'date' },
    from: { type: 'string', length: 5, fieldName: 'from_time' },
    to: { type: 'string', length: 5, fieldName: 'to_time' },
    note: { type: 'string', length: HANDOVER_NOTE_MAX, nullable: true },
    proposedBy: { enum: true, items: ['seller', 'buyer'], fieldName: 'proposed_by' },
    proposedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'proposed_at' },
    confirmedAt: {
      type: 'datetime',
      columnType: 'timestamptz',
      nullable: true,
      fieldName: 'confirmed_at',
    },
    supersededAt: {
      type: 'datetime',
      columnType: 'timestamptz',
      nullable: true,
      fieldName: 'superseded_at',
    },
  },
});
