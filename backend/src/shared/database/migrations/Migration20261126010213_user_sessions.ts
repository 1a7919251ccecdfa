import { Migration } from '@mikro-orm/migrations';

export class Migration20261126010213_user_sessions extends Migration {
  override up(): void {
    this.addSql(
      `create table "user_sessions" ("id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "user_sessions_user_id_index" on "user_sessions" ("user_id");`);
    this.addSql(`alter table "users" drop column "session_version";`);
    this.addSql(
      `alter table "user_sessions" add constraint "user_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }
}
