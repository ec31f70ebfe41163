import { Migration } from '@mikro-orm/migrations';

export class Migration20261126110000 extends Migration {
  override name = 'Migration20261126110000';

  override up(): void | Promise<void> {
    // A teacher's correction of an assistant reply; its student sees it under the reply.
    // Pinned, it becomes a teacher's note: an activity file of kind 'note' (no new columns).
    this.addSql(
      `create table "message_corrections" ("id" uuid not null, "message_id" uuid not null, "author_id" uuid null, "text" text not null, "note_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "message_corrections" add constraint "message_corrections_message_id_unique" unique ("message_id");`,
    );
    this.addSql(
      `create index "message_corrections_author_id_index" on "message_corrections" ("author_id");`,
    );
    this.addSql(
      `create index "message_corrections_note_id_index" on "message_corrections" ("note_id");`,
    );
    this.addSql(
      `alter table "message_corrections" add constraint "message_corrections_message_id_foreign" foreign key ("message_id") references "messages" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "message_corrections" add constraint "message_corrections_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "message_corrections" add constraint "message_corrections_note_id_foreign" foreign key ("note_id") references "activity_files" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "message_corrections" cascade;`);
    // Notes were activity files: without the feature they would be material nobody wrote.
    this.addSql(`delete from "activity_files" where "kind" = 'note';`);
  }
}
