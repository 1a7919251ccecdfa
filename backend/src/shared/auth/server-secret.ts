import { createHmac } from 'node:crypto';

/** The server's signing secret (JWT_SECRET or the one kept in DATA_DIR). */
export class ServerSecret {
  constructor(readonly value: string) {}

  /** A key for one purpose, so a leak of one derived value says nothing about the others. */
  derive(purpose: string): Buffer {
    return createHmac('sha256', this.value).update(purpose).digest();
  }
}
