import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { priceKey, type MarketPrice } from '../domain/market-price';
import {
  MarketPriceRepository,
  type DaySummary,
  type NearPlace,
  type PriceFilter,
  type PriceQuery,
  type TrendPoint,
} from '../application/ports/market-price.repository';

interface PriceRow {
  state: string;
  district: string;
  market: string;
  commodity: string;
  variety: string;
  grade: string;
  arrival_date: string;
  min_price: number;
  max_price: number;
  modal_price: number;
}

const COLUMNS = 'state, district, market, commodity, variety, grade, arrival_date';
const SELECT_PRICE = `select state, district, market, commodity, variety, grade,
  to_char(arrival_date, 'YYYY-MM-DD') as arrival_date, min_price::float8 as min_price,
  max_price::float8 as max_price, modal_price::float8 as modal_price from market_prices`;

/** Equality filters as SQL with `?` parameters (values are always parameters, never SQL). */
function where(filter: PriceFilter, extra: string[] = [], params: unknown[] = []) {
  const clauses = [...extra];
  const values = [...params];
  for (const column of ['state', 'district', 'market', 'commodity'] as const) {
    const value = filter[column];
    if (value !== undefined) {
      clauses.push(`${column} = ?`);
      values.push(value);
    }
  }
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params: values };
}

/**
 * The reader's district, then the rest of their state, before every other row (true sorts after
 * false, hence `desc`). These terms sort the day's rows (a few thousand) instead of walking an
 * index in order, which only a request with `near` pays for.
 */
function nearFirst(near: NearPlace | undefined): { sql: string; params: unknown[] } {
  if (!near || near.states.length === 0) return { sql: '', params: [] };
  const inState = `market_prices.state in (${near.states.map(() => '?').join(', ')})`;
  if (near.district === undefined) return { sql: `${inState} desc, `, params: near.states };
  return {
    sql: `(${inState} and lower(market_prices.district) = lower(?)) desc, ${inState} desc, `,
    params: [...near.states, near.district, ...near.states],
  };
}

function toPrice(row: PriceRow): MarketPrice {
  return {
    state: row.state,
    district: row.district,
    market: row.market,
    commodity: row.commodity,
    variety: row.variety,
    grade: row.grade,
    arrivalDate: row.arrival_date,
    minPrice: Number(row.min_price),
    maxPrice: Number(row.max_price),
    modalPrice: Number(row.modal_price),
  };
}

@Injectable()
export class SqlMarketPriceRepository extends MarketPriceRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async upsert(prices: MarketPrice[]): Promise<number> {
    // One statement per batch: atomic on its own. The same report twice in a batch would make
    // ON CONFLICT touch a row twice, so the last copy wins before we send it.
    const unique = [...new Map(prices.map((p) => [priceKey(p), p])).values()];
    if (unique.length === 0) return 0;
    const rows = unique.map((p) => ({
      state: p.state,
      district: p.district,
      market: p.market,
      commodity: p.commodity,
      variety: p.variety,
      grade: p.grade,
      arrival_date: p.arrivalDate,
      min_price: p.minPrice,
      max_price: p.maxPrice,
      modal_price: p.modalPrice,
    }));
    const changed = await this.em.execute<unknown[]>(
      `insert into market_prices (${COLUMNS}, min_price, max_price, modal_price, updated_at)
       select ${COLUMNS}, min_price, max_price, modal_price, now()
       from jsonb_to_recordset(?::jsonb) as r(state text, district text, market text,
         commodity text, variety text, grade text, arrival_date date, min_price numeric,
         max_price numeric, modal_price numeric)
       on conflict (${COLUMNS}) do update set min_price = excluded.min_price,
         max_price = excluded.max_price, modal_price = excluded.modal_price,
         updated_at = excluded.updated_at
       where (market_prices.min_price, market_prices.max_price, market_prices.modal_price)
         is distinct from (excluded.min_price, excluded.max_price, excluded.modal_price)
       returning 1`,
      [JSON.stringify(rows)],
    );
    return changed.length;
  }

  async deleteBefore(date: string): Promise<number> {
    const deleted = await this.em.execute<unknown[]>(
      'delete from market_prices where arrival_date < ?::date returning 1',
      [date],
    );
    return deleted.length;
  }

  async isEmpty(): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>('select 1 from market_prices limit 1');
    return rows.length === 0;
  }

  async latestDate(filter: PriceFilter): Promise<string | null> {
    const w = where(filter);
    const rows = await this.em.execute<{ d: string | null }[]>(
      `select to_char(max(arrival_date), 'YYYY-MM-DD') as d from market_prices ${w.sql}`,
      w.params,
    );
    return rows[0]?.d ?? null;
  }

  async find(query: PriceQuery): Promise<MarketPrice[]> {
    const w = where(query, ['arrival_date = ?::date'], [query.date]);
    // Qualified names: the select list casts prices under the same names, and ordering by those
    // casts would sort every row of the day instead of walking the (day, modal, id) index.
    const order =
      query.sort === 'modal_desc'
        ? 'market_prices.modal_price desc, market_prices.id desc'
        : query.sort === 'modal_asc'
          ? 'market_prices.modal_price asc, market_prices.id asc'
          : 'market_prices.state, market_prices.district, market_prices.market, market_prices.commodity, market_prices.variety, market_prices.id';
    const first = nearFirst(query.near);
    const rows = await this.em.execute<PriceRow[]>(
      `${SELECT_PRICE} ${w.sql} order by ${first.sql}${order} limit ? offset ?`,
      [...w.params, ...first.params, query.limit, query.offset],
    );
    return rows.map(toPrice);
  }

  async states(): Promise<string[]> {
    const rows = await this.em.execute<{ v: string }[]>(
      'select distinct state as v from market_prices order by 1',
    );
    return rows.map((r) => r.v);
  }

  async commodities(state?: string): Promise<string[]> {
    const w = where({ state });
    const rows = await this.em.execute<{ v: string }[]>(
      `select distinct commodity as v from market_prices ${w.sql} order by 1`,
      w.params,
    );
    return rows.map((r) => r.v);
  }

  async trend(filter: PriceFilter & { commodity: string }, since: string): Promise<TrendPoint[]> {
    const w = where(filter, ['arrival_date >= ?::date'], [since]);
    const rows = await this.em.execute<{ d: string; p: number; n: number }[]>(
      `select to_char(arrival_date, 'YYYY-MM-DD') as d, round(avg(modal_price), 2)::float8 as p,
         count(distinct market)::int as n
       from market_prices ${w.sql} group by arrival_date order by arrival_date`,
      w.params,
    );
    return rows.map((r) => ({ date: r.d, modalPrice: Number(r.p), markets: Number(r.n) }));
  }

  async recentDays(
    commodity: string,
    state: string,
    days: number,
  ): Promise<{ commodity: string; days: DaySummary[] } | null> {
    const prefix = `${commodity.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}(%`;
    const named = await this.em.execute<{ c: string }[]>(
      `select commodity as c from market_prices where state = ?
         and (lower(commodity) = lower(?) or lower(commodity) like ? escape '\\')
       order by lower(commodity) = lower(?) desc, arrival_date desc limit 1`,
      [state, commodity, prefix, commodity],
    );
    const name = named[0]?.c;
    if (name === undefined) return null;
    const rows = await this.em.execute<{ d: string; p: number; n: number }[]>(
      `select to_char(arrival_date, 'YYYY-MM-DD') as d,
         round(percentile_cont(0.5) within group (order by modal_price)::numeric, 2)::float8 as p,
         count(distinct market)::int as n
       from market_prices where state = ? and commodity = ?
       group by arrival_date order by arrival_date desc limit ?`,
      [state, name, days],
    );
    return {
      commodity: name,
      days: rows.map((r) => ({ date: r.d, modalPrice: Number(r.p), markets: Number(r.n) })),
    };
  }
}
