import type { PriceSyncRun } from '../../domain/sync-run';

export abstract class PriceSyncRunRepository {
  abstract save(run: PriceSyncRun): Promise<void>;
  abstract recent(limit: number): Promise<PriceSyncRun[]>;
  abstract running(): Promise<PriceSyncRun[]>;
  abstract lastSucceeded(): Promise<PriceSyncRun | null>;
  /** Whether a scheduled run started at or after this time (i.e. for this tick) exists. */
  abstract scheduledRunSince(at: Date): Promise<boolean>;
}
