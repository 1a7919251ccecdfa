import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { idOf } from '../../shared/database/foreign-key';
import { MachineryResource, REVIEW_LIMITS, ResourceReview } from '../domain/machinery-resource';

export const MachineryResourceSchema = new EntitySchema<
  MachineryResource,
  never,
  EntityCtor<MachineryResource>
>({
  class: MachineryResource,
  tableName: 'machinery_resources',
  properties: {
    id: { type: 'uuid', primary: true },
    code: { type: 'string', length: 80, unique: true, nullable: true },
    position: { type: 'integer' },
    name: { type: 'string', length: 120 },
    imageKey: { type: 'string', length: 200, nullable: true },
    description: { type: 'string', length: 3000 },
    purpose: { type: 'string', length: 3000 },
    popularBrand: { type: 'string', length: 500 },
    advantages: { type: 'string', length: 3000 },
    link: { type: 'string', length: 500 },
    howToUse: { type: 'string', length: 4000 },
    translations: { type: 'json', default: "'{}'" },
    editedByAdmin: { type: 'boolean', default: false },
    archivedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});

export const ResourceReviewSchema = new EntitySchema<
  ResourceReview,
  never,
  EntityCtor<ResourceReview>
>({
  class: ResourceReview,
  tableName: 'resource_reviews',
  indexes: [{ properties: ['resourceId', 'createdAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    resourceId: {
      kind: 'm:1',
      entity: idOf(MachineryResourceSchema),
      mapToPk: true,
      fieldName: 'resource_id',
      deleteRule: 'cascade',
    },
    // A member of the accounts context, by id only (no foreign keys across contexts).
    userId: { type: 'uuid', fieldName: 'user_id', index: true },
    name: { type: 'string', length: REVIEW_LIMITS.name },
    title: { type: 'string', length: REVIEW_LIMITS.title },
    comment: { type: 'string', length: REVIEW_LIMITS.comment },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
