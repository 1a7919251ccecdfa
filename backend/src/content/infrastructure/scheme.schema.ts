import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { Scheme } from '../domain/scheme';

export const SchemeSchema = new EntitySchema<Scheme, never, EntityCtor<Scheme>>({
  class: Scheme,
  tableName: 'schemes',
  indexes: [{ properties: ['stateSlug'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    code: { type: 'string', length: 80, unique: true, nullable: true },
    name: { type: 'string', length: 200 },
    state: { type: 'string', length: 80 },
    stateSlug: { type: 'string', length: 80 },
    description: { type: 'string', length: 2000 },
    eligibility: { type: 'string', length: 2000 },
    benefits: { type: 'string', length: 2000 },
    applyLink: { type: 'string', length: 500 },
    lastVerified: { type: 'string', length: 10 },
    source: { type: 'string', length: 300 },
    audience: { type: 'json' },
    translations: { type: 'json', default: "'{}'" },
    editedByAdmin: { type: 'boolean', default: false },
    archivedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
