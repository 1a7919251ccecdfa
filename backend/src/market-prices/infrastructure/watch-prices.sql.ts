/**
 * SQL shared by the watchlist and the alert evaluation: which price reports belong to a watch,
 * and a watch's price on one day.
 *
 * A watch's reports: its commodity in its state, narrowed to its market or district when it names
 * one. Exact names (the watch keeps the feed's spelling, see feedNames), so the
 * (state, commodity, arrival_date, ...) index finds them.
 */
export function watchReports(watch: string, report: string): string {
  return `${report}.state = ${watch}.state and ${report}.commodity = ${watch}.commodity
    and (${watch}.market is null or ${report}.market = ${watch}.market)
    and (${watch}.district is null or ${report}.district = ${watch}.district)`;
}

/**
 * The last `limit` arrival dates of a watch's reports, newest first (a backward index walk that
 * stops after `limit` distinct days), as a lateral subquery giving `d` and its rank `r` (1 = latest).
 */
export function lastDays(watch: string, limit: string): string {
  return `lateral (select d, row_number() over (order by d desc) as r from (
      select distinct mp.arrival_date as d from market_prices mp
      where ${watchReports(watch, 'mp')} order by 1 desc limit ${limit}) days) x`;
}

/**
 * A watch's price on day `day`: the median of the modal prices of its reports that day (the
 * state's or district's markets, or one market's varieties), rounded to paise, and how many
 * markets reported. The median, as the watchlist always showed: one odd market does not move it.
 */
export function dayPrice(watch: string, day: string): string {
  return `lateral (select round(percentile_cont(0.5) within group (order by mp.modal_price)::numeric, 2) as p,
      count(distinct mp.market)::int as n
    from market_prices mp where ${watchReports(watch, 'mp')} and mp.arrival_date = ${day}) dp`;
}
