import { Migration } from '@mikro-orm/migrations';

const STEPS_BEFORE = `'placed', 'accepted', 'rejected', 'cancelled', 'handed_over', 'completed'`;
const STEPS = `${STEPS_BEFORE}, 'handover_proposed', 'handover_confirmed', 'payment_reported', 'payment_confirmed', 'payment_disputed', 'problem_reported', 'problem_resolved', 'reviewed'`;
const KINDS_BEFORE = `'order_placed', 'order_accepted', 'order_rejected', 'order_cancelled', 'order_handed_over', 'order_completed'`;
const KINDS = `${KINDS_BEFORE}, 'order_handover_proposed', 'order_handover_confirmed', 'order_payment_reported', 'order_payment_answered', 'order_problem', 'order_problem_resolved'`;

/**
 * Finishing the trade (issue #21): the handover plans the two sides propose and confirm
 * (`order_handover_plans`), whether the buyer paid (`orders.payment_*`), and the timeline steps
 * and notification kinds of handover, payment, problems and reviews.
 */
export class Migration20261126150000_handover_plans_and_payment extends Migration {
  override up(): void {
    this.addSql(
      `alter table "orders" add column "payment_status" text not null default 'unpaid', add column "payment_utr" varchar(12) null, add column "payment_changed_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_payment_status_check" check ("payment_status" in ('unpaid', 'reported', 'confirmed', 'disputed'));`,
    );
    this.addSql(
      `create table "order_handover_plans" ("id" uuid not null, "order_id" uuid not null, "kind" text not null, "place" varchar(200) null, "date" date not null, "from_time" varchar(5) not null, "to_time" varchar(5) not null, "note" varchar(300) null, "proposed_by" text not null, "proposed_at" timestamptz not null, "confirmed_at" timestamptz null, "superseded_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "order_handover_plans" add constraint "order_handover_plans_kind_check" check ("kind" in ('farm_pickup', 'place_pickup', 'delivery'));`,
    );
    this.addSql(
      `alter table "order_handover_plans" add constraint "order_handover_plans_proposed_by_check" check ("proposed_by" in ('seller', 'buyer'));`,
    );
    this.addSql(
      `create index "order_handover_plans_order_id_proposed_at_index" on "order_handover_plans" ("order_id", "proposed_at");`,
    );
    this.addSql(
      `alter table "order_handover_plans" add constraint "order_handover_plans_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "order_steps" drop constraint if exists "order_steps_type_check";`);
    this.addSql(
      `alter table "order_steps" add constraint "order_steps_type_check" check ("type" in (${STEPS}));`,
    );
    this.addSql(
      `alter table "notifications" drop constraint if exists "notifications_kind_check";`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in (${KINDS}, 'message'));`,
    );
  }

  override down(): void {
    this.addSql(`delete from "notifications" where "kind" not in (${KINDS_BEFORE}, 'message');`);
    this.addSql(
      `alter table "notifications" drop constraint if exists "notifications_kind_check";`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in (${KINDS_BEFORE}, 'message'));`,
    );
    this.addSql(`delete from "order_steps" where "type" not in (${STEPS_BEFORE});`);
    this.addSql(`alter table "order_steps" drop constraint if exists "order_steps_type_check";`);
    this.addSql(
      `alter table "order_steps" add constraint "order_steps_type_check" check ("type" in (${STEPS_BEFORE}));`,
    );
    this.addSql(`drop table if exists "order_handover_plans" cascade;`);
    this.addSql(
      `alter table "orders" drop constraint if exists "orders_payment_status_check", drop column "payment_status", drop column "payment_utr", drop column "payment_changed_at";`,
    );
  }
}
