import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PriceSyncRun } from '../domain/sync-run';
import { PriceSyncRunRepository } from '../application/ports/price-sync-run.repository';
import { PriceSyncRunSchema } from './price-sync-run.schema';

@Injectable()
export class MikroOrmPriceSyncRunRepository extends PriceSyncRunRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async save(run: PriceSyncRun): Promise<void> {
    await this.em.persist(run).flush();
  }

  recent(limit: number): Promise<PriceSyncRun[]> {
    return this.em.find(PriceSyncRunSchema, {}, { orderBy: { startedAt: 'desc' }, limit });
  }

  running(): Promise<PriceSyncRun[]> {
    return this.em.find(PriceSyncRunSchema, { status: 'running' });
  }

  lastSucceeded(): Promise<PriceSyncRun | null> {
    return this.em.findOne(
      PriceSyncRunSchema,
      { status: 'succeeded' },
      { orderBy: { finishedAt: 'desc' } },
    );
  }

  async scheduledRunSince(at: Date): Promise<boolean> {
    return (
      (await this.em.count(PriceSyncRunSchema, { trigger: 'schedule', startedAt: { $gte: at } })) >
      0
    );
  }
}
