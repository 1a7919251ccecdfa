import { Migration } from '@mikro-orm/migrations';

export class Migration20261122050447_users_and_password_reset_codes extends Migration {
  override up(): void {
    this.addSql(
      `create table "users" ("id" uuid not null, "name" varchar(100) not null, "username" varchar(30) null, "email" varchar(254) not null, "mobile" varchar(10) not null, "password_hash" text not null, "language" text not null, "state" varchar(80) not null, "address" varchar(500) not null, "role" text not null, "session_version" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_mobile_unique" unique ("mobile");`);
    this.addSql(
      `create table "password_reset_codes" ("id" uuid not null, "user_id" uuid not null, "code_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "attempts" int not null default 0, "consumed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "password_reset_codes_user_id_created_at_index" on "password_reset_codes" ("user_id", "created_at");`,
    );
    this.addSql(
      `alter table "users" add constraint "users_language_check" check ("language" in ('English', 'Hindi', 'Gujarati'));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('user', 'admin'));`,
    );
    this.addSql(
      `alter table "password_reset_codes" add constraint "password_reset_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }
}
