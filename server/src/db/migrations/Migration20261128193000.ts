import { Migration } from '@mikro-orm/migrations';

export class Migration20261128193000 extends Migration {
  override name = 'Migration20261128193000';

  override up(): void | Promise<void> {
    // Grade columns the tool manages in an LMS course (AGS line items), one per activity.
    this.addSql(`alter table "lti_contexts" add "line_items_url" varchar(2048) null;`);
    this.addSql(
      `create table "lti_line_items" ("id" uuid not null, "context_id" uuid not null, "activity_id" uuid not null, "url" varchar(2048) null, "label" varchar(200) not null, "score_maximum" int not null default 100, "status" text not null default 'pending', "queued_at" timestamptz null, "attempts" int not null default 0, "error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "lti_line_items" add constraint "lti_line_items_status_check" check ("status" in ('pending', 'synced', 'failed'));`,
    );
    this.addSql(
      `create index "lti_line_items_activity_id_index" on "lti_line_items" ("activity_id");`,
    );
    this.addSql(
      `alter table "lti_line_items" add constraint "lti_line_items_context_id_activity_id_unique" unique ("context_id", "activity_id");`,
    );
    this.addSql(
      `alter table "lti_line_items" add constraint "lti_line_items_context_id_foreign" foreign key ("context_id") references "lti_contexts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lti_line_items" add constraint "lti_line_items_activity_id_foreign" foreign key ("activity_id") references "activities" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lti_line_items" cascade;`);
    this.addSql(`alter table "lti_contexts" drop column "line_items_url";`);
  }
}
