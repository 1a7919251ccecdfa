import { Migration } from '@mikro-orm/migrations';

/**
 * Each context owns its tables (docs/architecture.md, "Each context owns its tables"): foreign
 * keys that ran from one context's table to another's are dropped; the ids stay, and the owning
 * context's API is asked instead. The crops context now records itself which listings were ever
 * ordered (ordered_listings), rather than reading the orders table: filled here from the orders.
 */
export class Migration20261126090000_contexts_own_their_tables extends Migration {
  override up(): void {
    this.addSql(`alter table "crop_listings" drop constraint "crop_listings_seller_id_foreign";`);
    this.addSql(`alter table "orders" drop constraint "orders_listing_id_foreign";`);
    this.addSql(`alter table "orders" drop constraint "orders_seller_id_foreign";`);
    this.addSql(`alter table "orders" drop constraint "orders_buyer_id_foreign";`);
    this.addSql(
      `alter table "notifications" drop constraint "notifications_recipient_id_foreign";`,
    );
    this.addSql(`alter table "notifications" drop constraint "notifications_order_id_foreign";`);
    this.addSql(`alter table "price_watches" drop constraint "price_watches_user_id_foreign";`);
    this.addSql(
      `alter table "resource_reviews" drop constraint "resource_reviews_user_id_foreign";`,
    );
    this.addSql(`alter table "inbox_messages" drop constraint "inbox_messages_user_id_foreign";`);
    this.addSql(
      `create table "ordered_listings" ("listing_id" uuid not null, "first_ordered_at" timestamptz not null, primary key ("listing_id"));`,
    );
    // Data, once: which listings already have orders (the last time crops reads that table).
    this.addSql(
      `insert into "ordered_listings" ("listing_id", "first_ordered_at") select "listing_id", min("created_at") from "orders" group by "listing_id";`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "ordered_listings" cascade;`);
    this.addSql(
      `alter table "crop_listings" add constraint "crop_listings_seller_id_foreign" foreign key ("seller_id") references "users" ("id");`,
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
      `alter table "notifications" add constraint "notifications_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "price_watches" add constraint "price_watches_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "resource_reviews" add constraint "resource_reviews_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "inbox_messages" add constraint "inbox_messages_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
  }
}
