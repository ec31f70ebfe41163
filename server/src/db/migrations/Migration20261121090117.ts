import { Migration } from '@mikro-orm/migrations';

export class Migration20261121090117 extends Migration {
  override name = 'Migration20261121090117';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "bus_payloads" ("id" uuid not null, "payload" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "bus_payloads_created_at_index" on "bus_payloads" ("created_at");`);

    this.addSql(`alter table "messages" add "offline" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "bus_payloads" cascade;`);

    this.addSql(`alter table "messages" drop column "offline";`);
  }
}
