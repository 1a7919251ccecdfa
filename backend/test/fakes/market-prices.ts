import {
  MarketPriceSource,
  type PricePage,
  type PricePageRequest,
  type PriceSourceInfo,
} from '../../src/market-prices/application/ports/market-price-source';
import {
  MarketPriceRepository,
  type DaySummary,
  type PriceFilter,
  type PriceQuery,
  type TrendPoint,
} from '../../src/market-prices/application/ports/market-price.repository';
import { PriceSyncRunRepository } from '../../src/market-prices/application/ports/price-sync-run.repository';
import {
  PriceWatchRepository,
  type WatchDay,
  type WatchNames,
} from '../../src/market-prices/application/ports/price-watch.repository';
import { Schedule, type RepeatingJob } from '../../src/market-prices/application/ports/schedule';
import { SyncLock, type HeldLock } from '../../src/market-prices/application/ports/sync-lock';
import { PriceSyncSettings } from '../../src/market-prices/application/price-sync-settings';
import { priceKey, type MarketPrice } from '../../src/market-prices/domain/market-price';
import type { PriceWatch } from '../../src/market-prices/domain/price-watch';
import { PriceSyncRun } from '../../src/market-prices/domain/sync-run';
import { DatabaseContext } from '../../src/shared/database/database-context';
import { LocalCacheEvents } from '../../src/shared/cache/cache-events';
import { MetricsService } from '../../src/shared/observability/metrics.service';
import { MarketPricesService } from '../../src/market-prices/application/market-prices.service';
import { PriceSyncMetrics } from '../../src/market-prices/application/price-sync-metrics';
import { PriceSyncService } from '../../src/market-prices/application/price-sync.service';
import { DictionaryMandiNames } from '../../src/market-prices/infrastructure/dictionary-mandi-names';
import { FakeClock } from './accounts';

const matches = (p: MarketPrice, f: PriceFilter) =>
  (!f.state || p.state === f.state) &&
  (!f.district || p.district === f.district) &&
  (!f.market || p.market === f.market) &&
  (!f.commodity || p.commodity === f.commodity);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Price reports in a map by their key, counting the reads that reach it. */
export class InMemoryMarketPriceRepository extends MarketPriceRepository {
  readonly rows = new Map<string, MarketPrice>();
  readonly calls: Record<string, number> = {};
  readonly deletedBefore: string[] = [];

  private count(name: string) {
    this.calls[name] = (this.calls[name] ?? 0) + 1;
  }

  upsert(prices: MarketPrice[]) {
    this.count('upsert');
    let changed = 0;
    for (const p of prices) {
      const key = priceKey(p);
      if (JSON.stringify(this.rows.get(key)) === JSON.stringify(p)) continue;
      this.rows.set(key, p);
      changed++;
    }
    return Promise.resolve(changed);
  }
  deleteBefore(date: string) {
    this.deletedBefore.push(date);
    let n = 0;
    for (const [k, p] of this.rows) {
      if (p.arrivalDate < date) {
        this.rows.delete(k);
        n++;
      }
    }
    return Promise.resolve(n);
  }
  isEmpty() {
    return Promise.resolve(this.rows.size === 0);
  }
  latestDate(filter: PriceFilter) {
    this.count('latestDate');
    const dates = [...this.rows.values()]
      .filter((p) => matches(p, filter))
      .map((p) => p.arrivalDate);
    return Promise.resolve(dates.length ? dates.sort().at(-1)! : null);
  }
  find(query: PriceQuery) {
    this.count('find');
    const { near } = query;
    // 0 for the reader's district, 1 for the rest of their state, 2 for everything else.
    const group = (p: MarketPrice) => {
      if (!near) return 0;
      if (!near.states.includes(p.state)) return 2;
      const district = near.district?.toLowerCase();
      return district !== undefined && p.district.toLowerCase() === district ? 0 : 1;
    };
    const found = [...this.rows.values()]
      .filter((p) => matches(p, query) && p.arrivalDate === query.date)
      .sort(
        (a, b) =>
          group(a) - group(b) ||
          (query.sort === 'modal_desc'
            ? b.modalPrice - a.modalPrice
            : query.sort === 'modal_asc'
              ? a.modalPrice - b.modalPrice
              : a.market.localeCompare(b.market)),
      );
    return Promise.resolve(found.slice(query.offset, query.offset + query.limit));
  }
  states() {
    this.count('states');
    return Promise.resolve([...new Set([...this.rows.values()].map((p) => p.state))].sort());
  }
  commodities(state?: string) {
    this.count('commodities');
    return Promise.resolve(
      [
        ...new Set(
          [...this.rows.values()].filter((p) => matches(p, { state })).map((p) => p.commodity),
        ),
      ].sort(),
    );
  }
  trend(filter: PriceFilter & { commodity: string }, since: string): Promise<TrendPoint[]> {
    this.count('trend');
    const byDay = new Map<string, number[]>();
    for (const p of this.rows.values()) {
      if (!matches(p, filter) || p.arrivalDate < since) continue;
      byDay.set(p.arrivalDate, [...(byDay.get(p.arrivalDate) ?? []), p.modalPrice]);
    }
    return Promise.resolve(
      [...byDay.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, prices]) => ({
          date,
          modalPrice: prices.reduce((s, x) => s + x, 0) / prices.length,
          markets: prices.length,
        })),
    );
  }
  recentDays(commodity: string, state: string, days: number) {
    this.count('recentDays');
    const wanted = commodity.toLowerCase();
    const mine = [...this.rows.values()].filter(
      (p) =>
        p.state.toLowerCase() === state.toLowerCase() &&
        p.commodity.toLowerCase().startsWith(wanted),
    );
    if (!mine.length) return Promise.resolve(null);
    const byDay = new Map<string, number[]>();
    for (const p of mine)
      byDay.set(p.arrivalDate, [...(byDay.get(p.arrivalDate) ?? []), p.modalPrice]);
    const summaries: DaySummary[] = [...byDay.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .slice(0, days)
      .map(([date, prices]) => ({ date, modalPrice: median(prices), markets: prices.length }));
    return Promise.resolve({ commodity: mine[0]!.commodity, days: summaries });
  }
}

/** A price report with sensible defaults. */
export function price(overrides: Partial<MarketPrice> = {}): MarketPrice {
  return {
    state: 'Gujarat',
    district: 'Anand',
    market: 'Anand APMC',
    commodity: 'Wheat',
    variety: 'Lokwan',
    grade: 'FAQ',
    arrivalDate: '2026-11-20',
    minPrice: 2400,
    maxPrice: 2800,
    modalPrice: 2600,
    ...overrides,
  };
}

/** Runs as stored; `save` keeps the very object, as the ORM's identity map would. */
export class InMemoryPriceSyncRunRepository extends PriceSyncRunRepository {
  readonly rows = new Map<string, PriceSyncRun>();
  readonly recentLimits: number[] = [];
  /** Scheduled ticks another replica already ran. */
  readonly ranTicks: Date[] = [];
  saves = 0;
  failSavesAfter: number | null = null;

  save(run: PriceSyncRun) {
    if (this.failSavesAfter !== null && this.saves >= this.failSavesAfter) {
      return Promise.reject(new Error('the database went away'));
    }
    this.saves++;
    this.rows.set(run.id, run);
    return Promise.resolve();
  }
  recent(limit: number) {
    this.recentLimits.push(limit);
    return Promise.resolve(
      [...this.rows.values()]
        .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
        .slice(0, limit),
    );
  }
  running() {
    return Promise.resolve([...this.rows.values()].filter((r) => r.status === 'running'));
  }
  lastSucceeded() {
    const done = [...this.rows.values()]
      .filter((r) => r.status === 'succeeded')
      .sort((a, b) => b.finishedAt!.getTime() - a.finishedAt!.getTime());
    return Promise.resolve(done[0] ?? null);
  }
  scheduledRunSince(at: Date) {
    const mine = [...this.rows.values()].some((r) => r.trigger === 'schedule' && r.startedAt >= at);
    return Promise.resolve(mine || this.ranTicks.some((t) => t.getTime() === at.getTime()));
  }
}

/** One lock for the whole "cluster"; `heldElsewhere` plays another replica holding it. */
export class InMemorySyncLock extends SyncLock {
  held = false;
  heldElsewhere = false;
  acquired = 0;

  tryAcquire(): Promise<HeldLock | null> {
    if (this.held || this.heldElsewhere) return Promise.resolve(null);
    this.held = true;
    this.acquired++;
    let released = false;
    return Promise.resolve({
      release: () => {
        if (!released) this.held = false;
        released = true;
        return Promise.resolve();
      },
    });
  }
}

type Gate = { promise: Promise<void>; open: () => void };
function gate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * A source serving records from a list in pages. `failAt(n, error)` makes the n-th request fail;
 * `holdAt(n)` makes the n-th request wait until `release()`.
 */
export class ListPriceSource extends MarketPriceSource {
  readonly info: PriceSourceInfo = { kind: 'sample', label: 'Sample prices' };
  readonly requests: PricePageRequest[] = [];
  private failures = new Map<number, Error>();
  private held = new Map<number, Gate>();

  constructor(
    readonly records: Record<string, unknown>[] = [],
    readonly maxPageSize = 2,
    /** What the source says the total is: the real count, null (unknown), or a number. */
    private readonly total: 'count' | null | number = 'count',
  ) {
    super();
  }

  failAt(request: number, error: Error): this {
    this.failures.set(request, error);
    return this;
  }

  holdAt(request: number): () => void {
    const g = gate();
    this.held.set(request, g);
    return g.open;
  }

  /** Resolves once the n-th request has been made. */
  async requested(n: number): Promise<void> {
    while (this.requests.length < n) await new Promise((r) => setImmediate(r));
  }

  async fetchPage(request: PricePageRequest): Promise<PricePage> {
    this.requests.push(request);
    const n = this.requests.length;
    await this.held.get(n)?.promise;
    const failure = this.failures.get(n);
    if (failure) throw failure;
    const mine = this.records.filter((r) => !request.state || r.state === request.state);
    return {
      records: mine.slice(request.offset, request.offset + request.limit),
      total: this.total === 'count' ? mine.length : this.total,
    };
  }
}

/** A raw record as data.gov.in sends it. */
export function rawRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    state: 'Gujarat',
    district: 'Anand',
    market: 'Anand APMC',
    commodity: 'Wheat',
    variety: 'Lokwan',
    grade: 'FAQ',
    arrival_date: '20/11/2026',
    min_price: '2400',
    max_price: '2800',
    modal_price: '2600',
    ...overrides,
  };
}

export class FixedPriceSyncSettings extends PriceSyncSettings {
  readonly cron: string | null = null;
  readonly runOnStartWhenEmpty: boolean = false;
  readonly retentionDays: number = 0;
  readonly maxPages: number = 100;
  readonly states: string[] = [];

  constructor(overrides: Partial<PriceSyncSettings> = {}) {
    super();
    Object.assign(this, overrides);
  }
}

export class ImmediateDatabaseContext extends DatabaseContext {
  run<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }
}

/** A schedule the test ticks by hand. */
export class ManualSchedule extends Schedule {
  readonly jobs: { cron: string; onTick: (at: Date) => void; stopped: boolean }[] = [];
  constructor(private readonly next = new Date('2026-11-26T12:00:00Z')) {
    super();
  }
  repeat(cron: string, onTick: (scheduledAt: Date) => void): RepeatingJob {
    const job = { cron, onTick, stopped: false };
    this.jobs.push(job);
    return {
      nextRunAt: () => this.next,
      stop: () => {
        job.stopped = true;
        return Promise.resolve();
      },
    };
  }
}

/** Watches in a map; their prices come from the given price reports, as the SQL reads them. */
export class InMemoryPriceWatchRepository extends PriceWatchRepository {
  readonly rows = new Map<string, PriceWatch>();
  constructor(private readonly prices?: InMemoryMarketPriceRepository) {
    super();
  }
  listFor(userId: string) {
    return Promise.resolve(
      [...this.rows.values()]
        .filter((w) => w.userId === userId)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
    );
  }
  countFor(userId: string) {
    return Promise.resolve([...this.rows.values()].filter((w) => w.userId === userId).length);
  }
  addUnlessExists(watch: PriceWatch) {
    const same = (a: string | null, b: string | null) =>
      (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
    const exists = [...this.rows.values()].some(
      (w) =>
        w.userId === watch.userId &&
        same(w.commodity, watch.commodity) &&
        same(w.state, watch.state) &&
        same(w.market, watch.market) &&
        same(w.district, watch.district),
    );
    if (!exists) this.rows.set(watch.id, watch);
    return Promise.resolve(!exists);
  }
  findById(id: string) {
    return Promise.resolve(this.rows.get(id) ?? null);
  }
  save(watch: PriceWatch) {
    this.rows.set(watch.id, watch);
    return Promise.resolve();
  }
  remove(id: string) {
    this.rows.delete(id);
    return Promise.resolve();
  }
  recentDaysOf(userId: string, days: number, watchIds?: string[]) {
    const out = new Map<string, WatchDay[]>();
    for (const w of this.rows.values()) {
      if (w.userId !== userId || (watchIds && !watchIds.includes(w.id))) continue;
      const reports = [...(this.prices?.rows.values() ?? [])].filter(
        (p) =>
          p.state === w.state &&
          p.commodity === w.commodity &&
          (w.market === null || p.market === w.market) &&
          (w.district === null || p.district === w.district),
      );
      const dates = [...new Set(reports.map((p) => p.arrivalDate))].sort().reverse();
      const list = dates.slice(0, days).map((date) => {
        const day = reports.filter((p) => p.arrivalDate === date);
        return {
          date,
          modalPrice: median(day.map((p) => p.modalPrice)),
          markets: new Set(day.map((p) => p.market)).size,
        };
      });
      if (list.length) out.set(w.id, list);
    }
    return Promise.resolve(out);
  }
  feedNames(names: WatchNames) {
    const found = [...(this.prices?.rows.values() ?? [])].find(
      (p) => p.state === names.state && p.commodity.toLowerCase() === names.commodity.toLowerCase(),
    );
    return Promise.resolve(found ? { ...names, commodity: found.commodity } : names);
  }
}

/** The sync, the price reads and their fakes wired together, as the module wires them. */
export function marketPricesWithFakes(
  options: { records?: Record<string, unknown>[]; settings?: Partial<PriceSyncSettings> } = {},
) {
  const prices = new InMemoryMarketPriceRepository();
  const runs = new InMemoryPriceSyncRunRepository();
  const source = new ListPriceSource(options.records ?? [], 100);
  const lock = new InMemorySyncLock();
  const settings = new FixedPriceSyncSettings(options.settings);
  const metrics = new PriceSyncMetrics(new MetricsService());
  const clock = new FakeClock(new Date('2026-11-26T06:00:00Z'));
  const context = new ImmediateDatabaseContext();
  const sync = new PriceSyncService(context, source, prices, runs, lock, settings, metrics, clock);
  const events = new LocalCacheEvents();
  const service = new MarketPricesService(prices, source, sync, events, new DictionaryMandiNames());
  return { prices, runs, source, lock, settings, metrics, clock, context, sync, events, service };
}
