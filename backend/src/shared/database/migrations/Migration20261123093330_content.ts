import { Migration } from '@mikro-orm/migrations';

export class Migration20261123093330_content extends Migration {
  override up(): void {
    this.addSql(
      `create table "machinery_resources" ("id" uuid not null, "code" varchar(80) null, "position" int not null, "name" varchar(120) not null, "image_key" varchar(200) null, "description" varchar(3000) not null, "purpose" varchar(3000) not null, "popular_brand" varchar(500) not null, "advantages" varchar(3000) not null, "link" varchar(500) not null, "how_to_use" varchar(4000) not null, "edited_by_admin" boolean not null default false, "archived_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "machinery_resources" add constraint "machinery_resources_code_unique" unique ("code");`,
    );
    this.addSql(
      `create table "newsletter_subscriptions" ("id" uuid not null, "email" varchar(254) not null, "status" text not null, "token_hash" varchar(64) not null, "last_mailed_at" timestamptz null, "created_at" timestamptz not null, "confirmed_at" timestamptz null, "unsubscribed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "newsletter_subscriptions" add constraint "newsletter_subscriptions_email_unique" unique ("email");`,
    );
    this.addSql(
      `alter table "newsletter_subscriptions" add constraint "newsletter_subscriptions_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create table "schemes" ("id" uuid not null, "code" varchar(80) null, "name" varchar(200) not null, "state" varchar(80) not null, "state_slug" varchar(80) not null, "description" varchar(2000) not null, "eligibility" varchar(2000) not null, "benefits" varchar(2000) not null, "apply_link" varchar(500) not null, "last_verified" varchar(10) not null, "source" varchar(300) not null, "audience" jsonb not null, "edited_by_admin" boolean not null default false, "archived_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "schemes" add constraint "schemes_code_unique" unique ("code");`);
    this.addSql(`create index "schemes_state_slug_index" on "schemes" ("state_slug");`);
    this.addSql(
      `create table "resource_reviews" ("id" uuid not null, "resource_id" uuid not null, "user_id" uuid not null, "name" varchar(80) not null, "title" varchar(120) not null, "comment" varchar(1000) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "resource_reviews_user_id_index" on "resource_reviews" ("user_id");`);
    this.addSql(
      `create index "resource_reviews_resource_id_created_at_index" on "resource_reviews" ("resource_id", "created_at");`,
    );
    this.addSql(
      `create table "inbox_messages" ("id" uuid not null, "kind" text not null, "name" varchar(100) not null, "email" varchar(254) not null, "mobile" varchar(20) null, "address" varchar(300) null, "message" varchar(3000) not null, "user_id" uuid null, "created_at" timestamptz not null, "mailed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "inbox_messages_kind_created_at_index" on "inbox_messages" ("kind", "created_at");`,
    );
    this.addSql(
      `alter table "newsletter_subscriptions" add constraint "newsletter_subscriptions_status_check" check ("status" in ('pending', 'confirmed', 'unsubscribed'));`,
    );
    this.addSql(
      `alter table "resource_reviews" add constraint "resource_reviews_resource_id_foreign" foreign key ("resource_id") references "machinery_resources" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "resource_reviews" add constraint "resource_reviews_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "inbox_messages" add constraint "inbox_messages_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "inbox_messages" add constraint "inbox_messages_kind_check" check ("kind" in ('contact', 'support'));`,
    );
  }
}
