/** How the price sync behaves; built from AppConfig in the module. */
export abstract class PriceSyncSettings {
  /** Cron expression of the schedule, or null for no schedule. */
  abstract readonly cron: string | null;
  /** Run once at start when the cache is empty. */
  abstract readonly runOnStartWhenEmpty: boolean;
  /** Reports older than this many days (before the newest report) are deleted after a good run. */
  abstract readonly retentionDays: number;
  /** Safety stop: at most this many pages per run. */
  abstract readonly maxPages: number;
  /** Only these states (empty: all of India). */
  abstract readonly states: string[];
}
