import { Migration } from '@mikro-orm/migrations';

export class Migration20261123033111_market_prices extends Migration {
  override up(): void {
    this.addSql(
      `create table "market_prices" ("id" bigserial primary key, "state" varchar(120) not null, "district" varchar(120) not null, "market" varchar(120) not null, "commodity" varchar(120) not null, "variety" varchar(120) not null, "grade" varchar(120) not null, "arrival_date" date not null, "min_price" numeric(12,2) not null, "max_price" numeric(12,2) not null, "modal_price" numeric(12,2) not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "market_prices_day_modal_idx" on "market_prices" ("arrival_date", "modal_price", "id");`,
    );
    this.addSql(
      `create index "market_prices_state_day_idx" on "market_prices" ("state", "arrival_date", "modal_price", "id");`,
    );
    this.addSql(
      `create index "market_prices_commodity_day_idx" on "market_prices" ("commodity", "arrival_date", "modal_price", "id");`,
    );
    this.addSql(
      `create index "market_prices_state_commodity_day_idx" on "market_prices" ("state", "commodity", "arrival_date", "modal_price", "id");`,
    );
    this.addSql(
      `alter table "market_prices" add constraint "market_prices_report_unique" unique ("state", "district", "market", "commodity", "variety", "grade", "arrival_date");`,
    );
    this.addSql(
      `create table "price_sync_runs" ("id" uuid not null, "trigger" text not null, "status" text not null default 'running', "started_at" timestamptz not null, "finished_at" timestamptz null, "pages" int not null default 0, "fetched" int not null default 0, "upserted" int not null default 0, "error" varchar(1000) null, primary key ("id"));`,
    );
    this.addSql(
      `create index "price_sync_runs_started_at_index" on "price_sync_runs" ("started_at");`,
    );
    this.addSql(
      `create index "price_sync_runs_status_finished_at_index" on "price_sync_runs" ("status", "finished_at");`,
    );
    this.addSql(
      `create table "price_watches" ("id" uuid not null, "user_id" uuid not null, "commodity" varchar(120) not null, "state" varchar(120) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "price_watches" add constraint "price_watches_user_id_commodity_state_unique" unique ("user_id", "commodity", "state");`,
    );
    this.addSql(
      `alter table "price_sync_runs" add constraint "price_sync_runs_trigger_check" check ("trigger" in ('startup', 'schedule', 'manual'));`,
    );
    this.addSql(
      `alter table "price_sync_runs" add constraint "price_sync_runs_status_check" check ("status" in ('running', 'succeeded', 'failed', 'partial'));`,
    );
    this.addSql(
      `alter table "price_watches" add constraint "price_watches_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }
}
