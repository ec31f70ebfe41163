import { Migration } from '@mikro-orm/migrations';

export class Migration20261126100000 extends Migration {
  override name = 'Migration20261126100000';

  override up(): void | Promise<void> {
    // "Ask my teacher": a student's question about an assistant reply, open until the
    // teacher answers with a message of their own in the conversation.
    this.addSql(
      `create table "teacher_questions" ("id" uuid not null, "conversation_id" uuid not null, "message_id" uuid not null, "note" text null, "status" text not null default 'open', "answer_id" uuid null, "answered_by_id" uuid null, "answered_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "teacher_questions_conversation_id_index" on "teacher_questions" ("conversation_id");`,
    );
    this.addSql(
      `create index "teacher_questions_message_id_index" on "teacher_questions" ("message_id");`,
    );
    this.addSql(
      `alter table "teacher_questions" add constraint "teacher_questions_answer_id_unique" unique ("answer_id");`,
    );
    this.addSql(
      `create index "teacher_questions_answered_by_id_index" on "teacher_questions" ("answered_by_id");`,
    );
    // One open question per reply: asking twice at once keeps one.
    this.addSql(
      `create unique index "teacher_questions_open_message_unique" on "teacher_questions" ("message_id") where "status" = 'open';`,
    );
    this.addSql(
      `alter table "teacher_questions" add constraint "teacher_questions_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "teacher_questions" add constraint "teacher_questions_message_id_foreign" foreign key ("message_id") references "messages" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "teacher_questions" add constraint "teacher_questions_answer_id_foreign" foreign key ("answer_id") references "messages" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "teacher_questions" add constraint "teacher_questions_answered_by_id_foreign" foreign key ("answered_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "teacher_questions" add constraint "teacher_questions_status_check" check ("status" in ('open', 'answered'));`,
    );

    // The teacher's answer is a message of the conversation.
    this.addSql(`alter table "messages" drop constraint "messages_sender_check";`);
    this.addSql(
      `alter table "messages" add constraint "messages_sender_check" check ("sender" in ('user', 'assistant', 'teacher'));`,
    );

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('submission', 'enrollment', 'material_ready', 'material_failed', 'contact_message', 'feedback', 'teacher_question', 'teacher_answer'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `delete from "notifications" where "kind" in ('teacher_question', 'teacher_answer');`,
    );
    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('submission', 'enrollment', 'material_ready', 'material_failed', 'contact_message', 'feedback'));`,
    );
    this.addSql(`drop table if exists "teacher_questions" cascade;`);
    // Teachers' answers have no place in a conversation of two.
    this.addSql(`delete from "messages" where "sender" = 'teacher';`);
    this.addSql(`alter table "messages" drop constraint "messages_sender_check";`);
    this.addSql(
      `alter table "messages" add constraint "messages_sender_check" check ("sender" in ('user', 'assistant'));`,
    );
  }
}
