/** Makes and checks the 6-digit codes mailed for a password reset. */
export abstract class OneTimeCodes {
  /** Six digits from a cryptographically secure source. */
  abstract generate(): string;
  abstract hash(code: string): string;
  abstract matches(code: string, hash: string): boolean;
}
