/** The connection the app was started with; provided by the bootstrap, not read from env here. */
export class DatabaseUrl {
  constructor(
    readonly value: string,
    readonly poolSize: number,
  ) {}
}
