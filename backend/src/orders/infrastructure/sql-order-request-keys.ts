import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OrderRequestKeys, type KeyClaim } from '../application/ports/order-request-keys';

/**
 * Request keys in `order_request_keys`. The insert is `on conflict do nothing`: PostgreSQL makes
 * a second insert of the same (account, key) wait until the first transaction ends, so two racing
 * requests never both place an order; the later sees the row the first committed.
 */
@Injectable()
export class SqlOrderRequestKeys extends OrderRequestKeys {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async claim(
    claim: { accountId: string; key: string; fingerprint: string; orderId: string },
    now: Date,
    keptSince: Date,
  ): Promise<KeyClaim> {
    await this.em.execute('delete from order_request_keys where created_at < ?', [keptSince]);
    const inserted = await this.em.execute<{ order_id: string }[]>(
      'insert into order_request_keys (account_id, key, fingerprint, order_id, created_at) ' +
        'values (?, ?, ?, ?, ?) on conflict do nothing returning order_id',
      [claim.accountId, claim.key, claim.fingerprint, claim.orderId, now],
    );
    if (inserted.length > 0) return { kind: 'new' };
    const [found] = await this.em.execute<{ fingerprint: string; order_id: string }[]>(
      'select fingerprint, order_id from order_request_keys where account_id = ? and key = ?',
      [claim.accountId, claim.key],
    );
    // Gone between the two statements (expired and dropped by another request): take it anew.
    if (!found) return this.claim(claim, now, keptSince);
    return found.fingerprint === claim.fingerprint
      ? { kind: 'replay', orderId: found.order_id }
      : { kind: 'mismatch' };
  }
}
