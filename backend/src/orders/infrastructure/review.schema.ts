import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { idOf } from '../../shared/database/foreign-key';
import { OrderReview, RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX } from '../domain/review';
import { OrderSchema } from './order.schema';

// The reviewer and reviewee are members of the accounts context, by id only (no foreign keys
// across contexts). One review per side of an order: the unique (order_id, reviewer_id).
export const OrderReviewSchema = new EntitySchema<OrderReview, never, EntityCtor<OrderReview>>({
  class: OrderReview,
  tableName: 'order_reviews',
  uniques: [{ properties: ['orderId', 'reviewerId'] }],
  indexes: [{ properties: ['revieweeId', 'createdAt'] }],
  checks: [
    { property: 'rating', expression: `rating >= ${RATING_MIN} and rating <= ${RATING_MAX}` },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    orderId: {
      kind: 'm:1',
      entity: idOf(OrderSchema),
      mapToPk: true,
      fieldName: 'order_id',
      deleteRule: 'cascade',
    },
    reviewerId: { type: 'uuid', fieldName: 'reviewer_id' },
    revieweeId: { type: 'uuid', fieldName: 'reviewee_id' },
    role: { enum: true, items: ['buyer', 'seller'] },
    rating: { type: 'smallint' },
    comment: { type: 'string', length: REVIEW_COMMENT_MAX, nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'created_at' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'updated_at' },
  },
});
