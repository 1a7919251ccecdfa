import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PriceAlertFired } from '../domain/price-alert';
import type { AlertDirection } from '../domain/price-watch';
import { PriceAlerts } from '../application/ports/price-alerts';
import { dayPrice, lastDays } from './watch-prices.sql';

interface FiredRow {
  watch_id: string;
  user_id: string;
  commodity: string;
  state: string;
  market: string | null;
  district: string | null;
  direction: AlertDirection;
  threshold: string;
  price: string;
  change: string | null;
  price_date: string;
}

/**
 * The whole evaluation is this one statement (docs/price-alerts.md):
 * 1. `places`: every distinct (state, commodity, market, district) some watch with an alert price
 *    follows, so watches of the same place share the price work;
 * 2. `priced`: each place's last two price dates and its (median) price on each;
 * 3. `latest`: the latest price and its change from the previous date;
 * 4. `evaluated`: each watch's next state per threshold (armed -> fired when the price reaches it;
 *    fired -> armed when the price is back past it by the band);
 * 5. `moved` stores the states that changed, `recorded` the firings, keyed by (watch, direction,
 *    price date) so a second evaluation of the same prices inserts nothing;
 * 6. the answer: the firings inserted now (the alerts to publish).
 */
const EVALUATE = `
with places as (
  select distinct state, commodity, market, district from price_watches
  where above is not null or below is not null
),
priced as (
  select k.state, k.commodity, k.market, k.district, x.d, x.r, dp.p
  from places k cross join ${lastDays('k', '2')}
    cross join ${dayPrice('k', 'x.d')}
),
latest as (
  select l.state, l.commodity, l.market, l.district, l.d, l.p, l.p - pr.p as change
  from priced l left join priced pr on pr.r = 2 and pr.state = l.state
    and pr.commodity = l.commodity and pr.market is not distinct from l.market
    and pr.district is not distinct from l.district
  where l.r = 1 and l.p is not null
),
evaluated as (
  select w.id, w.user_id, w.commodity, w.state, w.market, w.district, w.above, w.below,
    w.above_state, w.below_state, lt.d, lt.p, lt.change,
    case when w.above is null then w.above_state
      when w.above_state = 'armed' and lt.p >= w.above then 'fired'
      when w.above_state = 'fired' and lt.p < w.above * (1 - ?::numeric) then 'armed'
      else w.above_state end as next_above,
    case when w.below is null then w.below_state
      when w.below_state = 'armed' and lt.p <= w.below then 'fired'
      when w.below_state = 'fired' and lt.p > w.below * (1 + ?::numeric) then 'armed'
      else w.below_state end as next_below
  from price_watches w join latest lt on lt.state = w.state and lt.commodity = w.commodity
    and lt.market is not distinct from w.market and lt.district is not distinct from w.district
  where w.above is not null or w.below is not null
),
moved as (
  update price_watches w set above_state = e.next_above, below_state = e.next_below
  from evaluated e
  where w.id = e.id and (e.next_above <> e.above_state or e.next_below <> e.below_state)
  returning w.id
),
fired as (
  select e.id, e.user_id, e.commodity, e.state, e.market, e.district, e.d, e.p, e.change,
    'above'::text as direction, e.above as threshold
  from evaluated e where e.above_state = 'armed' and e.next_above = 'fired'
  union all
  select e.id, e.user_id, e.commodity, e.state, e.market, e.district, e.d, e.p, e.change,
    'below'::text, e.below
  from evaluated e where e.below_state = 'armed' and e.next_below = 'fired'
),
recorded as (
  insert into price_alert_firings (watch_id, direction, price_date, threshold, price, fired_at)
  select id, direction, d, threshold, p, ? from fired
  on conflict do nothing
  returning watch_id, direction, price_date
)
select f.id as watch_id, f.user_id, f.commodity, f.state, f.market, f.district, f.direction,
  f.threshold::text as threshold, f.p::text as price, f.change::text as change,
  to_char(f.d, 'YYYY-MM-DD') as price_date
from fired f join recorded r on r.watch_id = f.id and r.direction = f.direction
  and r.price_date = f.d
order by f.user_id, f.id, f.direction`;

@Injectable()
export class SqlPriceAlerts extends PriceAlerts {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async evaluate(now: Date, band: number): Promise<PriceAlertFired[]> {
    const rows = await this.em.execute<FiredRow[]>(EVALUATE, [band, band, now]);
    return rows.map((r) => ({
      type: 'price_alert.fired',
      watchId: r.watch_id,
      userId: r.user_id,
      commodity: r.commodity,
      state: r.state,
      market: r.market,
      district: r.district,
      direction: r.direction,
      threshold: r.threshold,
      price: r.price,
      change: r.change,
      priceDate: r.price_date,
    }));
  }
}
