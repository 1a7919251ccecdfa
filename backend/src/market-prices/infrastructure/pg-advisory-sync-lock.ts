import { Client } from 'pg';
import { SyncLock, type HeldLock } from '../application/ports/sync-lock';

/** Any fixed number, the same in every replica (the migration lock uses another). */
export const PRICE_SYNC_LOCK_KEY = 7_311_006;

/**
 * A Postgres session-level advisory lock on a connection of its own, held for the whole sync:
 * if the process dies the connection drops and the lock goes with it. Inside one process a flag
 * keeps a second run out too (the embedded database is one session for all connections).
 */
export class PgAdvisorySyncLock extends SyncLock {
  private held = false;

  constructor(private readonly databaseUrl: string) {
    super();
  }

  async tryAcquire(): Promise<HeldLock | null> {
    if (this.held) return null;
    this.held = true;
    const client = new Client({ connectionString: this.databaseUrl });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const result = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        PRICE_SYNC_LOCK_KEY,
      ]);
      if (!result.rows[0]?.ok) {
        await client.end().catch(() => undefined);
        this.held = false;
        return null;
      }
    } catch (e) {
      await client.end().catch(() => undefined);
      this.held = false;
      throw e;
    }
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        try {
          await client.query('select pg_advisory_unlock($1)', [PRICE_SYNC_LOCK_KEY]);
        } catch {
          // The session ends below either way, which releases the lock too.
        } finally {
          await client.end().catch(() => undefined);
          this.held = false;
        }
      },
    };
  }
}
