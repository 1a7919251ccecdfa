import { Migration } from '@mikro-orm/migrations';

/**
 * How members want messages on their phones (issue #24): SMS on and WhatsApp off by default, and
 * quiet hours 21:00-07:00 India time. Kept by the accounts context with the profile.
 */
export class Migration20261127100100_message_preferences extends Migration {
  override up(): void {
    this.addSql(
      `alter table "users" add column "sms_alerts" boolean not null default true, add column "whatsapp_alerts" boolean not null default false, add column "quiet_hours_start" varchar(5) not null default '21:00', add column "quiet_hours_end" varchar(5) not null default '07:00';`,
    );
  }

  override down(): void {
    this.addSql(
      `alter table "users" drop column "sms_alerts", drop column "whatsapp_alerts", drop column "quiet_hours_start", drop column "quiet_hours_end";`,
    );
  }
}
