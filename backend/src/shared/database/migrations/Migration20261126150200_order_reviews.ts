import { Migration } from '@mikro-orm/migrations';

/**
 * Reviews after a completed trade (issue #21): each side of an order rates the other once, 1 to
 * 5 stars and an optional comment (`order_reviews`, one row per order and reviewer).
 */
export class Migration20261126150200_order_reviews extends Migration {
  override up(): void {
    this.addSql(
      `create table "order_reviews" ("id" uuid not null, "order_id" uuid not null, "reviewer_id" uuid not null, "reviewee_id" uuid not null, "role" text not null, "rating" smallint not null, "comment" varchar(500) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "order_reviews" add constraint "order_reviews_role_check" check ("role" in ('buyer', 'seller'));`,
    );
    this.addSql(
      `alter table "order_reviews" add constraint "order_reviews_rating_check" check (rating >= 1 and rating <= 5);`,
    );
    this.addSql(
      `alter table "order_reviews" add constraint "order_reviews_order_id_reviewer_id_unique" unique ("order_id", "reviewer_id");`,
    );
    this.addSql(
      `create index "order_reviews_reviewee_id_created_at_index" on "order_reviews" ("reviewee_id", "created_at");`,
    );
    this.addSql(
      `alter table "order_reviews" add constraint "order_reviews_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "order_reviews" cascade;`);
  }
}
