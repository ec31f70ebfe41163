import { Migration } from '@mikro-orm/migrations';

export class Migration20261121092252 extends Migration {
  override name = 'Migration20261121092252';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "avatars" ("user_id" uuid not null, "content_type" varchar(32) not null, "bytes" bytea not null, "updated_at" timestamptz not null, primary key ("user_id"));`,
    );

    this.addSql(
      `alter table "avatars" add constraint "avatars_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "avatars" cascade;`);
  }
}
