import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OneTimeCodes } from '../application/ports/one-time-codes';

/** Six-digit codes from the CSPRNG, stored as an HMAC keyed by a server-derived secret. */
export class HmacOneTimeCodes extends OneTimeCodes {
  constructor(private readonly key: Buffer) {
    super();
  }

  generate(): string {
    return randomInt(0, 1_000_000).toString().padStart(6, '0');
  }

  hash(code: string): string {
    return createHmac('sha256', this.key).update(code).digest('hex');
  }

  matches(code: string, hash: string): boolean {
    if (!/^\d{6}$/.test(code)) return false;
    const a = Buffer.from(this.hash(code), 'hex');
    const b = Buffer.from(hash, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
