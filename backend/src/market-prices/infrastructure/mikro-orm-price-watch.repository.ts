import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PriceWatch } from '../domain/price-watch';
import {
  PriceWatchRepository,
  type WatchDay,
  type WatchNames,
} from '../application/ports/price-watch.repository';
import { PriceWatchSchema } from './price-watch.schema';
import { dayPrice, lastDays } from './watch-prices.sql';

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

  /** The unique (user, commodity, state, market, district) index, in any case, says no twice. */
  async addUnlessExists(w: PriceWatch): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into price_watches (id, user_id, commodity, state, market, district, above, below,
         above_state, below_state, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing returning id`,
      [
        w.id,
        w.userId,
        w.commodity,
        w.state,
        w.market,
        w.district,
        w.above,
        w.below,
        w.aboveState,
        w.belowState,
        w.createdAt,
      ],
    );
    return rows.length === 1;
  }

  findById(id: string): Promise<PriceWatch | null> {
    return this.em.findOne(PriceWatchSchema, { id });
  }

  async save(w: PriceWatch): Promise<void> {
    await this.em.persist(w).flush();
  }

  async remove(id: string): Promise<void> {
    await this.em.nativeDelete(PriceWatchSchema, { id });
  }

  async recentDaysOf(
    userId: string,
    days: number,
    watchIds?: string[],
  ): Promise<Map<string, WatchDay[]>> {
    const only = watchIds ? `and w.id in (${watchIds.map(() => '?').join(', ') || 'null'})` : '';
    const rows = await this.em.execute<{ id: string; d: string; p: number; n: number }[]>(
      `select w.id, to_char(x.d, 'YYYY-MM-DD') as d, dp.p::float8 as p, dp.n
       from price_watches w cross join ${lastDays('w', '?')} cross join ${dayPrice('w', 'x.d')}
       where w.user_id = ? ${only}
       order by w.id, x.d desc`,
      [days, userId, ...(watchIds ?? [])],
    );
    const byWatch = new Map<string, WatchDay[]>();
    for (const r of rows) {
      const list = byWatch.get(r.id) ?? [];
      list.push({ date: r.d, modalPrice: Number(r.p), markets: Number(r.n) });
      byWatch.set(r.id, list);
    }
    return byWatch;
  }

  async feedNames(names: WatchNames): Promise<WatchNames> {
    const prefix = `${names.commodity.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}(%`;
    const rows = await this.em.execute<
      { state: string; commodity: string; market: string; district: string }[]
    >(
      `select state, commodity, market, district from market_prices
       where state = ? and (lower(commodity) = lower(?) or lower(commodity) like ? escape '\\')
         and (?::text is null or lower(market) = lower(?))
         and (?::text is null or lower(district) = lower(?))
       order by lower(commodity) = lower(?) desc, arrival_date desc limit 1`,
      [
        names.state,
        names.commodity,
        prefix,
        names.market,
        names.market,
        names.district,
        names.district,
        names.commodity,
      ],
    );
    const found = rows[0];
    if (!found) return names;
    return {
      state: found.state,
      commodity: found.commodity,
      market: names.market === null ? null : found.market,
      district: names.district === null ? null : found.district,
    };
  }
}
