import { Migration } from '@mikro-orm/migrations';

export class Migration20261124221000 extends Migration {
  override name = 'Migration20261124221000';

  override up(): void | Promise<void> {
    // A teacher's feedback on a submitted conversation; the student sees it once released.
    this.addSql(
      `create table "submission_feedback" ("id" uuid not null, "conversation_id" uuid not null, "author_id" uuid null, "comment" text not null, "score" int null, "released_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "submission_feedback" add constraint "submission_feedback_conversation_id_unique" unique ("conversation_id");`,
    );
    this.addSql(
      `create index "submission_feedback_author_id_index" on "submission_feedback" ("author_id");`,
    );
    this.addSql(
      `alter table "submission_feedback" add constraint "submission_feedback_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "submission_feedback" add constraint "submission_feedback_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "submission_feedback" add constraint "submission_feedback_score_check" check (score is null or (score >= 0 and score <= 100));`,
    );

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('submission', 'enrollment', 'material_ready', 'material_failed', 'contact_message', 'feedback'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "notifications" where "kind" = 'feedback';`);
    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('submission', 'enrollment', 'material_ready', 'material_failed', 'contact_message'));`,
    );
    this.addSql(`drop table if exists "submission_feedback" cascade;`);
  }
}
