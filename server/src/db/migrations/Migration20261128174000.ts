import { Migration } from '@mikro-orm/migrations';

export class Migration20261128174000 extends Migration {
  override name = 'Migration20261128174000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "retention_runs" ("id" uuid not null, "started_at" timestamptz not null, "finished_at" timestamptz null, "trigger" varchar(20) not null, "settings" jsonb not null, "counts" jsonb not null, "error" text null, primary key ("id"));`,
    );
    this.addSql(
      `create index "retention_runs_started_at_index" on "retention_runs" ("started_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "retention_runs" cascade;`);
  }
}
