import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DatabaseContext } from '../../shared/database/database-context';
import { Clock } from '../../shared/time/clock';
import { MarketPriceErrors } from '../domain/market-price-errors';
import { toMarketPrice, type MarketPrice } from '../domain/market-price';
import { PriceSyncRun, type SyncTrigger } from '../domain/sync-run';
import { MarketPriceSource } from './ports/market-price-source';
import { MarketPriceRepository } from './ports/market-price.repository';
import { PriceSyncRunRepository } from './ports/price-sync-run.repository';
import { SyncLock, type HeldLock } from './ports/sync-lock';
import { PriceSyncMetrics } from './price-sync-metrics';
import { PriceSyncSettings } from './price-sync-settings';

const DAY_MS = 86_400_000;

/**
 * Copies mandi prices from the source into our cache, page by page. Each page is one upsert
 * statement, so a run that dies keeps every page it stored; the run itself is recorded from its
 * start. One run at a time across replicas (SyncLock); a run found "running" by the lock holder
 * belonged to a process that died, and is marked failed.
 */
@Injectable()
export class PriceSyncService {
  private readonly logger = new Logger(PriceSyncService.name);
  private inFlight: Promise<void> | null = null;
  /** A run from "asking for the lock" until it is recorded (or given up); stop() waits for it. */
  private starting: Promise<unknown> | null = null;
  private stopping = false;
  private readonly listeners = new Set<() => void>();
  private readonly afterRunHooks: (() => Promise<void>)[] = [];

  constructor(
    private readonly context: DatabaseContext,
    private readonly source: MarketPriceSource,
    private readonly prices: MarketPriceRepository,
    private readonly runs: PriceSyncRunRepository,
    private readonly lock: SyncLock,
    private readonly settings: PriceSyncSettings,
    private readonly metrics: PriceSyncMetrics,
    private readonly clock: Clock,
  ) {}

  /** Called after every run (e.g. to drop cached filter lists). */
  onFinished(listener: () => void): void {
    this.listeners.add(listener);
  }

  /**
   * Work to do after every run, whatever its outcome, in the run's database context and while
   * it still holds the lock (one replica at a time): the price alerts' evaluation. A hook's error
   * is its own to handle.
   */
  afterEachRun(hook: () => Promise<void>): void {
    this.afterRunHooks.push(hook);
  }

  /** Admin's "Run now": starts a run and answers at once; 409 while one runs anywhere. */
  async startManual(): Promise<PriceSyncRun> {
    const started = await this.begin('manual');
    if (!started) throw MarketPriceErrors.syncRunning();
    return started;
  }

  /**
   * Scheduled and start-up runs: waits for the run; null when another run holds the lock, or when
   * `tick` (the scheduled time of a cron tick) was already run by another replica. The lock alone
   * is not enough: a replica whose tick fires late would start a second run once the first ended.
   */
  async runAndWait(trigger: SyncTrigger, tick?: Date): Promise<PriceSyncRun | null> {
    const started = await this.begin(trigger, tick);
    if (!started) {
      this.logger.log(`Price sync (${trigger}) skipped: another replica runs or ran it`);
      return null;
    }
    await this.inFlight;
    return started;
  }

  /** At start: if no one else is syncing, runs still marked "running" died with their process. */
  async recoverInterruptedRuns(): Promise<number> {
    const held = await this.lock.tryAcquire();
    if (!held) return 0;
    try {
      return await this.markInterrupted();
    } finally {
      await held.release();
    }
  }

  /** Stops between pages and waits for the current run to record how it ended. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.starting?.catch(() => undefined);
    await this.inFlight;
  }

  get running(): boolean {
    return this.inFlight !== null;
  }

  private begin(trigger: SyncTrigger, tick?: Date): Promise<PriceSyncRun | null> {
    if (this.inFlight || this.starting || this.stopping) return Promise.resolve(null);
    const starting = this.start(trigger, tick);
    this.starting = starting;
    return starting.finally(() => {
      this.starting = null;
    });
  }

  private async start(trigger: SyncTrigger, tick?: Date): Promise<PriceSyncRun | null> {
    const held = await this.lock.tryAcquire();
    if (!held) return null;
    if (this.stopping) {
      // The server began shutting down while we waited for the lock: its database may be closed.
      await held.release();
      return null;
    }
    // One ORM context for the whole run: it records the run, then copies the pages.
    return new Promise<PriceSyncRun | null>((resolve, reject) => {
      this.inFlight = this.context
        .run(async () => {
          let run: PriceSyncRun;
          try {
            if (tick && (await this.runs.scheduledRunSince(tick))) {
              await held.release();
              resolve(null);
              return;
            }
            await this.markInterrupted();
            run = new PriceSyncRun(randomUUID(), trigger, this.clock.now());
            await this.runs.save(run);
          } catch (e) {
            await held.release();
            reject(e instanceof Error ? e : new Error(String(e)));
            return;
          }
          resolve(run);
          await this.execute(run, held);
        })
        .finally(() => {
          this.inFlight = null;
        });
    });
  }

  private async markInterrupted(): Promise<number> {
    const stale = await this.runs.running();
    for (const run of stale) {
      run.markInterrupted(this.clock.now());
      await this.runs.save(run);
      this.metrics.finished(run);
    }
    return stale.length;
  }

  private async execute(run: PriceSyncRun, held: HeldLock): Promise<void> {
    try {
      const scopes = this.settings.states.length
        ? this.settings.states.map((state) => ({ state }))
        : [{}];
      for (const scope of scopes) await this.copyScope(run, scope);
      await this.applyRetention();
      run.succeed(this.clock.now());
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      this.logger.warn(`Price sync ${run.id} ended early: ${message}`);
      run.fail(this.clock.now(), message);
    } finally {
      try {
        await this.runs.save(run);
      } catch (e) {
        this.logger.error(`Could not record the end of price sync ${run.id}: ${String(e)}`);
      }
      this.metrics.finished(run);
      if (!this.stopping) {
        for (const hook of this.afterRunHooks) await hook().catch(() => undefined);
      }
      await held.release();
      for (const listener of this.listeners) listener();
      this.logger.log(
        `Price sync ${run.id} (${run.trigger}) ${run.status}: ${run.pages} pages, ${run.fetched} fetched, ${run.upserted} upserted`,
      );
    }
  }

  private async copyScope(run: PriceSyncRun, scope: { state?: string }): Promise<void> {
    const limit = this.source.maxPageSize;
    let offset = 0;
    for (;;) {
      if (this.stopping) throw new Error('Stopped: the server shut down during this run');
      if (run.pages >= this.settings.maxPages) {
        throw new Error(`Stopped after ${this.settings.maxPages} pages (PRICE_SYNC_MAX_PAGES)`);
      }
      const page = await this.source.fetchPage({ offset, limit, ...scope });
      const valid = page.records.map(toMarketPrice).filter((p): p is MarketPrice => p !== null);
      const upserted = await this.prices.upsert(valid);
      run.pageStored(page.records.length, upserted);
      await this.runs.save(run);
      offset += page.records.length;
      if (page.records.length < limit || (page.total !== null && offset >= page.total)) return;
    }
  }

  private async applyRetention(): Promise<void> {
    if (this.settings.retentionDays <= 0) return;
    const newest = await this.prices.latestDate({});
    if (!newest) return;
    const cutoff = new Date(Date.parse(newest) - this.settings.retentionDays * DAY_MS);
    await this.prices.deleteBefore(cutoff.toISOString().slice(0, 10));
  }
}
