import { Migration } from '@mikro-orm/migrations';

export class Migration20261121083238 extends Migration {
  override name = 'Migration20261121083238';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "contact_messages" ("id" uuid not null, "name" varchar(100) not null, "email" varchar(320) not null, "message" text not null, "read_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "contact_messages_created_at_index" on "contact_messages" ("created_at");`,
    );

    this.addSql(
      `create table "login_flows" ("state" varchar(64) not null, "code_verifier" varchar(128) not null, "nonce" varchar(64) not null, "created_at" timestamptz not null, primary key ("state"));`,
    );
    this.addSql(`create index "login_flows_created_at_index" on "login_flows" ("created_at");`);

    this.addSql(
      `create table "rate_limits" ("key" varchar(200) not null, "window_start" timestamptz not null, "count" int not null, primary key ("key"));`,
    );

    this.addSql(
      `create table "users" ("id" uuid not null, "role" text not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(320) not null, "department_code" varchar(16) null, "specialization" varchar(200) null, "bio" text null, "qualifications" text null, "phone" varchar(40) null, "office" varchar(200) null, "address" text null, "avatar_url" varchar(2048) null, "skills" jsonb not null default '[]', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "users_role_index" on "users" ("role");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "sessions" ("id" varchar(64) not null, "user_id" uuid not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "user_agent" varchar(512) null, primary key ("id"));`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(
      `create table "preferences" ("user_id" uuid not null, "data" jsonb not null default '{}', "updated_at" timestamptz not null, primary key ("user_id"));`,
    );

    this.addSql(
      `create table "notifications" ("id" uuid not null, "user_id" uuid not null, "kind" text not null, "title" varchar(200) not null, "body" text not null, "link" varchar(2048) null, "read_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "notifications_user_id_index" on "notifications" ("user_id");`);
    this.addSql(
      `create index "notifications_user_id_created_at_index" on "notifications" ("user_id", "created_at");`,
    );

    this.addSql(
      `create table "courses" ("id" uuid not null, "title" varchar(200) not null, "course_code" varchar(32) not null, "department_code" varchar(16) not null, "description" text not null, "teacher_id" uuid not null, "start_date" date not null, "end_date" date not null, "max_students" int not null, "credits" int not null, "prerequisites" text null, "cover_image" varchar(2048) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "courses" add constraint "courses_course_code_unique" unique ("course_code");`,
    );
    this.addSql(`create index "courses_teacher_id_index" on "courses" ("teacher_id");`);

    this.addSql(
      `create table "enrollments" ("id" uuid not null, "course_id" uuid not null, "student_id" uuid not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "enrollments_course_id_index" on "enrollments" ("course_id");`);
    this.addSql(`create index "enrollments_student_id_index" on "enrollments" ("student_id");`);
    this.addSql(
      `alter table "enrollments" add constraint "enrollments_course_id_student_id_unique" unique ("course_id", "student_id");`,
    );

    this.addSql(
      `create table "activities" ("id" uuid not null, "course_id" uuid not null, "title" varchar(200) not null, "description" text not null default '', "status" text not null default 'draft', "model" text not null, "vector_store" text not null default 'postgres', "temperature" numeric(2,1) not null default 0.7, "start_date" timestamptz null, "end_date" timestamptz null, "estimated_minutes" int null, "content_code" varchar(48) not null, "instructions" text null, "material_status" text not null default 'pending', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "activities_course_id_index" on "activities" ("course_id");`);
    this.addSql(`create index "activities_status_index" on "activities" ("status");`);
    this.addSql(
      `alter table "activities" add constraint "activities_content_code_unique" unique ("content_code");`,
    );

    this.addSql(
      `create table "activity_files" ("id" uuid not null, "activity_id" uuid not null, "original_name" varchar(255) not null, "kind" varchar(16) not null, "size_bytes" int not null, "sha256" varchar(64) not null, "content" bytea not null, "status" text not null default 'pending', "progress" int not null default 0, "error" text null, "page_count" int null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "activity_files_activity_id_index" on "activity_files" ("activity_id");`,
    );

    this.addSql(
      `create table "chunks" ("id" uuid not null, "activity_id" uuid not null, "file_id" uuid not null, "ordinal" int not null, "text" text not null, "page" int null, "row_start" int null, "row_end" int null, "token_count" int not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "chunks_activity_id_index" on "chunks" ("activity_id");`);
    this.addSql(`create index "chunks_file_id_index" on "chunks" ("file_id");`);
    this.addSql(
      `create index "chunks_activity_id_ordinal_index" on "chunks" ("activity_id", "ordinal");`,
    );

    this.addSql(
      `create table "conversations" ("id" uuid not null, "activity_id" uuid not null, "student_id" uuid not null, "status" text not null default 'in_progress', "submitted_at" timestamptz null, "last_message_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "conversations_activity_id_index" on "conversations" ("activity_id");`,
    );
    this.addSql(`create index "conversations_student_id_index" on "conversations" ("student_id");`);
    this.addSql(
      `create index "conversations_last_message_at_index" on "conversations" ("last_message_at");`,
    );
    this.addSql(
      `alter table "conversations" add constraint "conversations_activity_id_student_id_unique" unique ("activity_id", "student_id");`,
    );

    this.addSql(
      `create table "messages" ("id" uuid not null, "conversation_id" uuid not null, "sender" text not null, "content" text not null, "citations" jsonb not null default '[]', "feedback" text null, "status" text not null default 'complete', "error" text null, "timings" jsonb null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "messages_conversation_id_index" on "messages" ("conversation_id");`);
    this.addSql(
      `create index "messages_conversation_id_created_at_index" on "messages" ("conversation_id", "created_at");`,
    );

    this.addSql(
      `create table "api_tokens" ("id" uuid not null, "user_id" uuid not null, "name" varchar(100) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "api_tokens_user_id_index" on "api_tokens" ("user_id");`);
    this.addSql(
      `alter table "api_tokens" add constraint "api_tokens_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `alter table "users" add constraint "users_email_lower_check" check (email = lower(email));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('admin', 'teacher', 'student'));`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "preferences" add constraint "preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('submission', 'enrollment', 'material_ready', 'material_failed', 'contact_message'));`,
    );

    this.addSql(
      `alter table "courses" add constraint "courses_teacher_id_foreign" foreign key ("teacher_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "courses" add constraint "courses_max_students_check" check (max_students >= 1);`,
    );
    this.addSql(
      `alter table "courses" add constraint "courses_credits_check" check (credits >= 1);`,
    );
    this.addSql(
      `alter table "courses" add constraint "courses_dates_check" check (end_date >= start_date);`,
    );

    this.addSql(
      `alter table "enrollments" add constraint "enrollments_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "enrollments" add constraint "enrollments_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "activities" add constraint "activities_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    // Written here rather than on the entity: the schema differ cannot compare this check's
    // double precision casts and would re-create it in every new migration.
    this.addSql(
      `alter table "activities" add constraint "activities_temperature_check" check (temperature >= 0 and temperature <= 1);`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_status_check" check ("status" in ('draft', 'published'));`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_model_check" check ("model" in ('LLama_3.1', 'LLama_3.2', 'GPT_3.5_turbo', 'GPT_4', 'Gemini_1.5_Pro', 'Gemini_1.5', 'Mistral', 'offline'));`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_vector_store_check" check ("vector_store" in ('postgres', 'pinecone', 'faiss', 'chroma'));`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_material_status_check" check ("material_status" in ('pending', 'processing', 'ready', 'failed'));`,
    );

    this.addSql(
      `alter table "activity_files" add constraint "activity_files_activity_id_foreign" foreign key ("activity_id") references "activities" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "activity_files" add constraint "activity_files_status_check" check ("status" in ('pending', 'parsing', 'indexing', 'ready', 'failed'));`,
    );

    this.addSql(
      `alter table "chunks" add constraint "chunks_activity_id_foreign" foreign key ("activity_id") references "activities" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "chunks" add constraint "chunks_file_id_foreign" foreign key ("file_id") references "activity_files" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "conversations" add constraint "conversations_activity_id_foreign" foreign key ("activity_id") references "activities" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "conversations" add constraint "conversations_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "conversations" add constraint "conversations_status_check" check ("status" in ('in_progress', 'completed'));`,
    );

    this.addSql(
      `alter table "messages" add constraint "messages_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_sender_check" check ("sender" in ('user', 'assistant'));`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_feedback_check" check ("feedback" in ('like', 'dislike'));`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_status_check" check ("status" in ('complete', 'error'));`,
    );

    this.addSql(
      `alter table "api_tokens" add constraint "api_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    // content_code keeps its shape (course code + base-36 number, upper case) but the number
    // comes from this sequence, so two teachers creating at once never collide
    // (docs/product.md#content-code).
    this.addSql(`create sequence "activity_content_code_seq" start with 10;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop sequence if exists "activity_content_code_seq";`);
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);
    this.addSql(`alter table "preferences" drop constraint "preferences_user_id_foreign";`);
    this.addSql(`alter table "notifications" drop constraint "notifications_user_id_foreign";`);
    this.addSql(`alter table "courses" drop constraint "courses_teacher_id_foreign";`);
    this.addSql(`alter table "enrollments" drop constraint "enrollments_student_id_foreign";`);
    this.addSql(`alter table "conversations" drop constraint "conversations_student_id_foreign";`);
    this.addSql(`alter table "api_tokens" drop constraint "api_tokens_user_id_foreign";`);
    this.addSql(`alter table "enrollments" drop constraint "enrollments_course_id_foreign";`);
    this.addSql(`alter table "activities" drop constraint "activities_course_id_foreign";`);
    this.addSql(
      `alter table "activity_files" drop constraint "activity_files_activity_id_foreign";`,
    );
    this.addSql(`alter table "chunks" drop constraint "chunks_activity_id_foreign";`);
    this.addSql(`alter table "conversations" drop constraint "conversations_activity_id_foreign";`);
    this.addSql(`alter table "chunks" drop constraint "chunks_file_id_foreign";`);
    this.addSql(`alter table "messages" drop constraint "messages_conversation_id_foreign";`);

    this.addSql(`drop table if exists "contact_messages" cascade;`);
    this.addSql(`drop table if exists "login_flows" cascade;`);
    this.addSql(`drop table if exists "rate_limits" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "preferences" cascade;`);
    this.addSql(`drop table if exists "notifications" cascade;`);
    this.addSql(`drop table if exists "courses" cascade;`);
    this.addSql(`drop table if exists "enrollments" cascade;`);
    this.addSql(`drop table if exists "activities" cascade;`);
    this.addSql(`drop table if exists "activity_files" cascade;`);
    this.addSql(`drop table if exists "chunks" cascade;`);
    this.addSql(`drop table if exists "conversations" cascade;`);
    this.addSql(`drop table if exists "messages" cascade;`);
    this.addSql(`drop table if exists "api_tokens" cascade;`);
  }
}
