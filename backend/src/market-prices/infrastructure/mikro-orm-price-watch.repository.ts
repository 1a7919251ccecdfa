import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PriceWatch } from '../domain/price-watch';
import { PriceWatchRepository } from '../application/ports/price-watch.repository';
import { PriceWatchSchema } from './price-watch.schema';

@Injectable()
export class MikroOrmPriceWatchRepository extends PriceWatchRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  listFor(userId: string): Promise<PriceWatch[]> {
    return this.em.find(PriceWatchSchema, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  countFor(userId: string): Promise<number> {
    return this.em.count(PriceWatchSchema, { userId });
  }

  async addUnlessExists(w: PriceWatch): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into price_watches (id, user_id, commodity, state, created_at)
       select ?, ?, ?, ?, ? where not exists (select 1 from price_watches
         where user_id = ? and lower(commodity) = lower(?) and lower(state) = lower(?))
       on conflict do nothing returning id`,
      [w.id, w.userId, w.commodity, w.state, w.createdAt, w.userId, w.commodity, w.state],
    );
    return rows.length === 1;
  }

  findById(id: string): Promise<PriceWatch | null> {
    return this.em.findOne(PriceWatchSchema, { id });
  }

  async remove(id: string): Promise<void> {
    await this.em.nativeDelete(PriceWatchSchema, { id });
  }
}
