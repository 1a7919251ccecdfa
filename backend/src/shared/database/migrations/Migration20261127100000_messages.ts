import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox of messages to phones (issue #24, ADR 0013), owned by the messaging context: one row
 * per event and channel, written in the event's transaction and sent by the message worker.
 */
export class Migration20261127100000_messages extends Migration {
  override up(): void {
    this.addSql(
      `create table "outgoing_messages" ("id" uuid not null, "event_key" varchar(200) not null, "channel" varchar(16) not null, "user_id" uuid null, "recipient" varchar(20) not null, "language" varchar(2) not null, "template" varchar(40) not null, "params" jsonb not null, "text" text not null, "status" varchar(16) not null, "attempts" int not null, "not_before" timestamptz not null, "lease_until" timestamptz null, "provider" varchar(32) null, "provider_id" varchar(200) null, "last_error" varchar(200) null, "sent_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "outgoing_messages_provider_id_index" on "outgoing_messages" ("provider_id");`,
    );
    this.addSql(
      `create index "outgoing_messages_status_not_before_index" on "outgoing_messages" ("status", "not_before");`,
    );
    this.addSql(
      `create index "outgoing_messages_user_id_sent_at_index" on "outgoing_messages" ("user_id", "sent_at");`,
    );
    this.addSql(
      `create index "outgoing_messages_created_at_index" on "outgoing_messages" ("created_at");`,
    );
    this.addSql(
      `alter table "outgoing_messages" add constraint "outgoing_messages_event_key_channel_unique" unique ("event_key", "channel");`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "outgoing_messages" cascade;`);
  }
}
