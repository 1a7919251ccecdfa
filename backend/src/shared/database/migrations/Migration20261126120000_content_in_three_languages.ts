import { Migration } from '@mikro-orm/migrations';

/**
 * Schemes and machinery guides carry their Hindi and Gujarati texts (`translations`, keyed by
 * language). The shipped ones are filled in at the next start, as the English texts are.
 */
export class Migration20261126120000_content_in_three_languages extends Migration {
  override up(): void {
    this.addSql(`alter table "schemes" add column "translations" jsonb not null default '{}';`);
    this.addSql(
      `alter table "machinery_resources" add column "translations" jsonb not null default '{}';`,
    );
  }

  override down(): void {
    this.addSql(`alter table "schemes" drop column "translations";`);
    this.addSql(`alter table "machinery_resources" drop column "translations";`);
  }
}
