import { Migration } from '@mikro-orm/migrations';

/**
 * Problems reported on an order (issue #21): either party of an accepted or completed order
 * reports one (a reason, optional words and photo); an administrator resolves it with a note.
 * An open problem stops the order completing by itself (orders/infrastructure/
 * mikro-orm-order.repository.ts, completeHandedOverBefore).
 */
export class Migration20261126150300_order_problems extends Migration {
  override up(): void {
    this.addSql(
      `create table "order_problems" ("id" uuid not null, "order_id" uuid not null, "reporter_id" uuid not null, "reporter_role" text not null, "reason" text not null, "text" varchar(1000) null, "photo_key" varchar(255) null, "created_at" timestamptz not null, "resolved_at" timestamptz null, "resolved_by" uuid null, "resolution_note" varchar(1000) null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "order_problems" add constraint "order_problems_reporter_role_check" check ("reporter_role" in ('buyer', 'seller'));`,
    );
    this.addSql(
      `alter table "order_problems" add constraint "order_problems_reason_check" check ("reason" in ('not_received', 'quality_not_as_listed', 'quantity_short', 'payment_not_received', 'other'));`,
    );
    this.addSql(`create index "order_problems_order_id_index" on "order_problems" ("order_id");`);
    this.addSql(
      `create index "order_problems_resolved_at_created_at_index" on "order_problems" ("resolved_at", "created_at");`,
    );
    this.addSql(
      `alter table "order_problems" add constraint "order_problems_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "order_problems" cascade;`);
  }
}
