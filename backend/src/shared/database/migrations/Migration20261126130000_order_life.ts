import { Migration } from '@mikro-orm/migrations';

/**
 * The order's life (issue #21): an accepted order can be Completed (the buyer confirms receipt) or
 * Cancelled with a reason, and every step is kept on the order's timeline (`order_steps`). Orders
 * placed before get the steps their rows tell: placed, and the decision when there was one.
 */
export class Migration20261126130000_order_life extends Migration {
  override up(): void {
    this.addSql(`alter table "orders" drop constraint if exists "orders_status_check";`);
    this.addSql(
      `alter table "orders" add constraint "orders_status_check" check ("status" in ('Pending', 'Accepted', 'Rejected', 'Cancelled', 'Completed'));`,
    );
    this.addSql(
      `alter table "notifications" drop constraint if exists "notifications_kind_check";`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('order_placed', 'order_accepted', 'order_rejected', 'order_cancelled', 'order_completed', 'message'));`,
    );
    this.addSql(
      `create table "order_steps" ("id" uuid not null, "order_id" uuid not null, "type" text not null, "actor_id" uuid null, "reason" text null, "note" varchar(300) null, "at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "order_steps" add constraint "order_steps_type_check" check ("type" in ('placed', 'accepted', 'rejected', 'cancelled', 'completed'));`,
    );
    this.addSql(
      `alter table "order_steps" add constraint "order_steps_reason_check" check ("reason" in ('changed_mind', 'price_disagreement', 'cannot_deliver', 'cannot_collect', 'quality', 'no_response', 'other'));`,
    );
    this.addSql(
      `create index "order_steps_order_id_at_index" on "order_steps" ("order_id", "at");`,
    );
    this.addSql(
      `alter table "order_steps" add constraint "order_steps_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    );
    this.addSql(
      `insert into "order_steps" ("id", "order_id", "type", "actor_id", "at")
       select gen_random_uuid(), "id", 'placed', "buyer_id", "created_at" from "orders";`,
    );
    this.addSql(
      `insert into "order_steps" ("id", "order_id", "type", "actor_id", "at")
       select gen_random_uuid(), "id", lower("status"),
         case when "status" = 'Cancelled' then "buyer_id" else "seller_id" end, "decided_at"
       from "orders" where "status" <> 'Pending' and "decided_at" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "order_steps" cascade;`);
    this.addSql(`delete from "notifications" where "kind" = 'order_completed';`);
    this.addSql(
      `alter table "notifications" drop constraint if exists "notifications_kind_check";`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('order_placed', 'order_accepted', 'order_rejected', 'order_cancelled', 'message'));`,
    );
    this.addSql(`update "orders" set "status" = 'Accepted' where "status" = 'Completed';`);
    this.addSql(`alter table "orders" drop constraint if exists "orders_status_check";`);
    this.addSql(
      `alter table "orders" add constraint "orders_status_check" check ("status" in ('Pending', 'Accepted', 'Rejected', 'Cancelled'));`,
    );
  }
}
