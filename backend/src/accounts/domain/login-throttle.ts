/**
 * Wrong passwords per account (per mobile number, known or not), whatever address they come
 * from: the first FREE_ATTEMPTS failures cost nothing; after that each attempt must wait a delay
 * that doubles with every further failure, from one minute up to a quarter of an hour. A correct
 * password or a password reset with the mailed code clears the count, so the real owner is never
 * locked out for long (docs/reliability.md, "Security round 2").
 */
export const LOGIN_THROTTLE = {
  freeAttempts: 5,
  firstDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
  /** Failures are forgotten this long after the last one. */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

/** The wait before the next attempt, after `failures` counted failures. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_THROTTLE.freeAttempts) return 0;
  const doublings = Math.min(failures - LOGIN_THROTTLE.freeAttempts, 10);
  return Math.min(LOGIN_THROTTLE.firstDelayMs * 2 ** doublings, LOGIN_THROTTLE.maxDelayMs);
}
