/** Runs work in one database transaction; repositories used inside take part in it. */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
