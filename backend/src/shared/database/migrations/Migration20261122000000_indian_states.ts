import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000_indian_states extends Migration {
  override up(): void {
    this.addSql(`create table "indian_states" (
      "id" uuid not null,
      "code" varchar(4) not null,
      "name" varchar(80) not null,
      "slug" varchar(80) not null,
      "kind" text not null,
      constraint "indian_states_pkey" primary key ("id"),
      constraint "indian_states_code_unique" unique ("code"),
      constraint "indian_states_slug_unique" unique ("slug"),
      constraint "indian_states_kind_check" check ("kind" in ('state', 'union_territory'))
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists "indian_states";');
  }
}
