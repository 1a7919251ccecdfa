/** A job repeating on a wall-clock schedule. */
export interface RepeatingJob {
  /** When the next tick is due. */
  nextRunAt(): Date;
  /** No tick after this; resolves once a tick in progress has been let go. */
  stop(): Promise<void>;
}

/**
 * Runs work on a cron schedule; the library behind it lives in infrastructure (CronSchedule).
 * Each tick is given its scheduled time: the same on every replica, however late this one fires.
 */
export abstract class Schedule {
  /** Starts calling `onTick` on the schedule `cron` (already validated by the config). */
  abstract repeat(cron: string, onTick: (scheduledAt: Date) => void): RepeatingJob;
}
