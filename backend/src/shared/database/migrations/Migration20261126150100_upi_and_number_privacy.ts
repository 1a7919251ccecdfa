import { Migration } from '@mikro-orm/migrations';

/**
 * Paying the seller directly (issue #21): a member's UPI ID (VPA) for the buyer's `upi://pay`
 * link, and their choice to show the mobile number only to buyers whose order they accepted
 * (off for everyone until they turn it on).
 */
export class Migration20261126150100_upi_and_number_privacy extends Migration {
  override up(): void {
    this.addSql(
      `alter table "users" add column "upi_id" varchar(300) null, add column "mobile_to_accepted_buyers_only" boolean not null default false;`,
    );
  }

  override down(): void {
    this.addSql(
      `alter table "users" drop column "upi_id", drop column "mobile_to_accepted_buyers_only";`,
    );
  }
}
