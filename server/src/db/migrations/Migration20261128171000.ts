import { Migration } from '@mikro-orm/migrations';

export class Migration20261128171000 extends Migration {
  override name = 'Migration20261128171000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "school_settings" ("key" varchar(100) not null, "value" jsonb not null, "updated_at" timestamptz not null, primary key ("key"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "school_settings" cascade;`);
  }
}
