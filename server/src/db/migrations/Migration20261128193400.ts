import { Migration } from '@mikro-orm/migrations';

export class Migration20261128193400 extends Migration {
  override name = 'Migration20261128193400';

  override up(): void | Promise<void> {
    // A student's progress (Started, Submitted) on its way to the LMS gradebook.
    this.addSql(
      `create table "lti_progress" ("id" uuid not null, "conversation_id" uuid not null, "resource_link_id" uuid not null, "progress" text not null, "status" text not null default 'pending', "attempts" int not null default 0, "error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "lti_progress" add constraint "lti_progress_progress_check" check ("progress" in ('Started', 'Submitted'));`,
    );
    this.addSql(
      `alter table "lti_progress" add constraint "lti_progress_status_check" check ("status" in ('pending', 'sent', 'failed'));`,
    );
    this.addSql(
      `create index "lti_progress_resource_link_id_index" on "lti_progress" ("resource_link_id");`,
    );
    this.addSql(
      `alter table "lti_progress" add constraint "lti_progress_conversation_id_resource_link_id_progress_unique" unique ("conversation_id", "resource_link_id", "progress");`,
    );
    this.addSql(
      `alter table "lti_progress" add constraint "lti_progress_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lti_progress" add constraint "lti_progress_resource_link_id_foreign" foreign key ("resource_link_id") references "lti_resource_links" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lti_progress" cascade;`);
  }
}
