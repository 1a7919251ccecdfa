/**
 * Runs work outside any HTTP request (schedules, background jobs) with a database context of
 * its own: its own identity map, as each request has.
 */
export abstract class DatabaseContext {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
