import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import {
  MAX_SYNC_ERROR_LENGTH,
  PriceSyncRun,
  SYNC_STATUSES,
  SYNC_TRIGGERS,
} from '../domain/sync-run';

export const PriceSyncRunSchema = new EntitySchema<PriceSyncRun, never, EntityCtor<PriceSyncRun>>({
  class: PriceSyncRun,
  tableName: 'price_sync_runs',
  indexes: [{ properties: ['startedAt'] }, { properties: ['status', 'finishedAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    trigger: { enum: true, items: [...SYNC_TRIGGERS] },
    status: { enum: true, items: [...SYNC_STATUSES] },
    startedAt: { type: 'datetime', columnType: 'timestamptz' },
    finishedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    pages: { type: 'integer' },
    fetched: { type: 'integer' },
    upserted: { type: 'integer' },
    error: { type: 'string', length: MAX_SYNC_ERROR_LENGTH, nullable: true },
  },
});
