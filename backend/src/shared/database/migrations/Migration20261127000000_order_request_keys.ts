import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency keys of "place an order" (issue #22): a retried POST /api/orders with the same
 * Idempotency-Key and body answers the order the first one placed. One row per account and key,
 * dropped after 24 hours (orders/infrastructure/sql-order-request-keys.ts).
 */
export class Migration20261127000000_order_request_keys extends Migration {
  override up(): void {
    this.addSql(
      `create table "order_request_keys" ("account_id" uuid not null, "key" varchar(255) not null, "fingerprint" varchar(64) not null, "order_id" uuid not null, "created_at" timestamptz not null, primary key ("account_id", "key"));`,
    );
    this.addSql(
      `create index "order_request_keys_created_at_index" on "order_request_keys" ("created_at");`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "order_request_keys" cascade;`);
  }
}
