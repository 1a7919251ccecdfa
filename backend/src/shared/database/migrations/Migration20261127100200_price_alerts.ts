import { Migration } from '@mikro-orm/migrations';

const KINDS_BEFORE = `'order_placed', 'order_accepted', 'order_rejected', 'order_cancelled', 'order_handed_over', 'order_completed', 'order_handover_proposed', 'order_handover_confirmed', 'order_payment_reported', 'order_payment_answered', 'order_problem', 'order_problem_resolved', 'message'`;

/**
 * Price alerts (issue #24, docs/price-alerts.md): a watch may name one market or district of its
 * state and carry alert prices (`above`, `below`), each with its hysteresis state; every alert
 * that fired is kept in `price_alert_firings`, keyed by (watch, direction, price date), so the
 * same prices never fire twice. One watch per user, commodity, state and place, in any case (an
 * expression index replaces the exact-case unique). The bell gets the `price_alert` kind, and a
 * unique `dedupe_key` for news not about an order.
 */
export class Migration20261127100200_price_alerts extends Migration {
  override up(): void {
    this.addSql(
      `alter table "price_watches" add column "market" varchar(120) null, add column "district" varchar(120) null, add column "above" numeric(12,2) null, add column "below" numeric(12,2) null, add column "above_state" text not null default 'armed', add column "below_state" text not null default 'armed';`,
    );
    this.addSql(
      `alter table "price_watches" add constraint "price_watches_above_state_check" check ("above_state" in ('armed', 'fired'));`,
    );
    this.addSql(
      `alter table "price_watches" add constraint "price_watches_below_state_check" check ("below_state" in ('armed', 'fired'));`,
    );
    this.addSql(
      `alter table "price_watches" drop constraint "price_watches_user_id_commodity_state_unique";`,
    );
    this.addSql(
      `create unique index "price_watches_user_place_unique" on "price_watches" ("user_id", lower("commodity"), lower("state"), lower(coalesce("market", '')), lower(coalesce("district", '')));`,
    );
    this.addSql(
      `create table "price_alert_firings" ("watch_id" uuid not null, "direction" text not null, "price_date" date not null, "threshold" numeric(12,2) not null, "price" numeric(12,2) not null, "fired_at" timestamptz not null, primary key ("watch_id", "direction", "price_date"));`,
    );
    this.addSql(
      `alter table "price_alert_firings" add constraint "price_alert_firings_direction_check" check ("direction" in ('above', 'below'));`,
    );
    this.addSql(
      `alter table "price_alert_firings" add constraint "price_alert_firings_watch_id_foreign" foreign key ("watch_id") references "price_watches" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "notifications" add column "dedupe_key" varchar(200) null;`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_dedupe_key_unique" unique ("dedupe_key");`,
    );
    this.addSql(
      `alter table "notifications" drop constraint if exists "notifications_kind_check";`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in (${KINDS_BEFORE}, 'price_alert'));`,
    );
  }

  override down(): void {
    this.addSql(`delete from "notifications" where "kind" = 'price_alert';`);
    this.addSql(
      `alter table "notifications" drop constraint if exists "notifications_kind_check";`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in (${KINDS_BEFORE}));`,
    );
    this.addSql(`alter table "notifications" drop constraint "notifications_dedupe_key_unique";`);
    this.addSql(`alter table "notifications" drop column "dedupe_key";`);
    this.addSql(`drop table if exists "price_alert_firings" cascade;`);
    this.addSql(`drop index "price_watches_user_place_unique";`);
    // Back to one watch per user, commodity and state: keep the oldest of each.
    this.addSql(
      `delete from "price_watches" w using "price_watches" o where o."user_id" = w."user_id" and o."commodity" = w."commodity" and o."state" = w."state" and (o."created_at", o."id") < (w."created_at", w."id");`,
    );
    this.addSql(
      `alter table "price_watches" add constraint "price_watches_user_id_commodity_state_unique" unique ("user_id", "commodity", "state");`,
    );
    this.addSql(
      `alter table "price_watches" drop column "market", drop column "district", drop column "above", drop column "below", drop column "above_state", drop column "below_state";`,
    );
  }
}
