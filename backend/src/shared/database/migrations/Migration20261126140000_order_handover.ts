import { Migration } from '@mikro-orm/migrations';

/**
 * The seller says when the goods were handed over (`orders.handed_over_at`); the order then
 * completes by itself 72 hours later unless the buyer confirms first (issue #21). The step and
 * the buyer's notification get their own kinds.
 */
export class Migration20261126140000_order_handover extends Migration {
  override up(): void {
    this.addSql(`alter table "orders" add column "handed_over_at" timestamptz null;`);
    this.addSql(`alter table "order_steps" drop constraint if exists "order_steps_type_check";`);
    this.addSql(
      `alter table "order_steps" add constraint "order_steps_type_check" check ("type" in ('placed', 'accepted', 'rejected', 'cancelled', 'handed_over', 'completed'));`,
    );
    this.addSql(
      `alter table "notifications" drop constraint if exists "notifications_kind_check";`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('order_placed', 'order_accepted', 'order_rejected', 'order_cancelled', 'order_handed_over', 'order_completed', 'message'));`,
    );
  }

  override down(): void {
    this.addSql(`delete from "notifications" where "kind" = 'order_handed_over';`);
    this.addSql(
      `alter table "notifications" drop constraint if exists "notifications_kind_check";`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('order_placed', 'order_accepted', 'order_rejected', 'order_cancelled', 'order_completed', 'message'));`,
    );
    this.addSql(`delete from "order_steps" where "type" = 'handed_over';`);
    this.addSql(`alter table "order_steps" drop constraint if exists "order_steps_type_check";`);
    this.addSql(
      `alter table "order_steps" add constraint "order_steps_type_check" check ("type" in ('placed', 'accepted', 'rejected', 'cancelled', 'completed'));`,
    );
    this.addSql(`alter table "orders" drop column "handed_over_at";`);
  }
}
