/**
 * Counts login attempts per account across replicas. An attempt is counted as a failure BEFORE
 * the password is checked (so a burst of parallel guesses cannot slip past the count) and the
 * count is cleared when the password turns out right.
 */
export abstract class LoginAttempts {
  /**
   * Atomically: if the account must still wait (see loginDelayMs), the milliseconds left and
   * nothing counted; else counts this attempt and answers 0.
   */
  abstract begin(account: string, nowMs: number): Promise<number>;
  /** The password was right, or was reset: the count starts again. */
  abstract clear(account: string): Promise<void>;
}
