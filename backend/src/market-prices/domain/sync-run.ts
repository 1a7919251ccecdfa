export const SYNC_TRIGGERS = ['startup', 'schedule', 'manual'] as const;
export type SyncTrigger = (typeof SYNC_TRIGGERS)[number];

export const SYNC_STATUSES = ['running', 'succeeded', 'failed', 'partial'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

export const MAX_SYNC_ERROR_LENGTH = 1000;

/**
 * One run of the price sync, recorded from its start so that ops can see a run in progress and
 * a run that never finished (the process died): the next start marks those failed.
 *
 * Outcomes: succeeded (every page read), partial (some pages were stored, then the source failed
 * for good), failed (nothing could be read, or the source refused us).
 */
export class PriceSyncRun {
  finishedAt: Date | null = null;
  pages = 0;
  fetched = 0;
  upserted = 0;
  error: string | null = null;
  status: SyncStatus = 'running';

  constructor(
    readonly id: string,
    readonly trigger: SyncTrigger,
    readonly startedAt: Date,
  ) {}

  pageStored(fetched: number, upserted: number): void {
    this.pages += 1;
    this.fetched += fetched;
    this.upserted += upserted;
  }

  succeed(at: Date): void {
    this.finish('succeeded', at, null);
  }

  /** Failed for good: partial when some pages were already stored, failed otherwise. */
  fail(at: Date, error: string): void {
    this.finish(this.pages > 0 ? 'partial' : 'failed', at, error);
  }

  /** Found still "running" by a process that holds the sync lock: its process died mid-run. */
  markInterrupted(at: Date): void {
    this.finish('failed', at, 'Interrupted: the server stopped during this run');
  }

  private finish(status: SyncStatus, at: Date, error: string | null): void {
    if (this.status !== 'running') throw new Error(`Sync run ${this.id} already ${this.status}`);
    this.status = status;
    this.finishedAt = at;
    this.error = error ? error.slice(0, MAX_SYNC_ERROR_LENGTH) : null;
  }
}

/** How long a finished run took; null while it runs. */
export function runDurationMs(run: PriceSyncRun): number | null {
  return run.finishedAt ? run.finishedAt.getTime() - run.startedAt.getTime() : null;
}
