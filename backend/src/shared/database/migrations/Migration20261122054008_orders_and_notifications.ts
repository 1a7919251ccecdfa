import { Migration } from '@mikro-orm/migrations';

export class Migration20261122054008_orders_and_notifications extends Migration {
  override up(): void {
    this.addSql(
      `create table "orders" ("id" uuid not null, "listing_id" uuid not null, "seller_id" uuid not null, "buyer_id" uuid not null, "quantity" numeric(12,3) not null, "unit_price" numeric(12,2) not null, "total_price" numeric(12,2) not null, "status" text not null, "created_at" timestamptz not null, "decided_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "orders_listing_id_index" on "orders" ("listing_id");`);
    this.addSql(
      `create index "orders_seller_id_status_index" on "orders" ("seller_id", "status");`,
    );
    this.addSql(
      `create index "orders_buyer_id_created_at_index" on "orders" ("buyer_id", "created_at");`,
    );
    this.addSql(
      `create table "notifications" ("id" uuid not null, "recipient_id" uuid not null, "kind" text not null, "order_id" uuid null, "message" varchar(500) not null, "status" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "notifications_recipient_id_created_at_index" on "notifications" ("recipient_id", "created_at");`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_order_id_kind_unique" unique ("order_id", "kind");`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_listing_id_foreign" foreign key ("listing_id") references "crop_listings" ("id");`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_seller_id_foreign" foreign key ("seller_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_buyer_id_foreign" foreign key ("buyer_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_status_check" check ("status" in ('Pending', 'Accepted', 'Rejected', 'Cancelled'));`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('order_placed', 'order_accepted', 'order_rejected', 'order_cancelled', 'message'));`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_status_check" check ("status" in ('unread', 'read', 'accepted'));`,
    );
  }
}
