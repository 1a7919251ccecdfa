import { Migration } from '@mikro-orm/migrations';

export class Migration20261122052449_crop_listings extends Migration {
  override up(): void {
    this.addSql(
      `create table "crop_listings" ("id" uuid not null, "crop_id" varchar(10) not null, "seller_id" uuid not null, "name" varchar(100) not null, "category" text not null, "description" varchar(2000) not null, "price" numeric(12,2) not null, "unit" text not null, "quantity" numeric(12,3) not null, "organic" boolean not null, "status" text not null, "images" jsonb not null, "archived_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "crop_listings" add constraint "crop_listings_crop_id_unique" unique ("crop_id");`,
    );
    this.addSql(`create index "crop_listings_seller_id_index" on "crop_listings" ("seller_id");`);
    this.addSql(`create index "crop_listings_created_at_index" on "crop_listings" ("created_at");`);
    this.addSql(`create index "crop_listings_category_index" on "crop_listings" ("category");`);
    this.addSql(`create index "crop_listings_price_index" on "crop_listings" ("price");`);
    this.addSql(
      `alter table "crop_listings" add constraint "crop_listings_seller_id_foreign" foreign key ("seller_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "crop_listings" add constraint "crop_listings_category_check" check ("category" in ('vegetables', 'fruits', 'herbs', 'grains', 'other'));`,
    );
    this.addSql(
      `alter table "crop_listings" add constraint "crop_listings_unit_check" check ("unit" in ('bunch', 'lb', 'kg', 'each', 'dozen'));`,
    );
    this.addSql(
      `alter table "crop_listings" add constraint "crop_listings_status_check" check ("status" in ('Available', 'Not Available'));`,
    );
  }
}
