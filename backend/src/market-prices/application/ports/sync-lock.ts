/** Held while a sync runs; `release` is safe to call more than once. */
export interface HeldLock {
  release(): Promise<void>;
}

/**
 * One sync at a time across every replica on the database. `tryAcquire` answers at once: null
 * when another process (or this one) holds it. A holder that dies loses the lock with its session.
 */
export abstract class SyncLock {
  abstract tryAcquire(): Promise<HeldLock | null>;
}
