import { Migration } from '@mikro-orm/migrations';

export class Migration20261128193300 extends Migration {
  override name = 'Migration20261128193300';

  override up(): void | Promise<void> {
    // Teachers of a course besides its own (an LMS course's other instructors).
    this.addSql(
      `create table "course_teachers" ("id" uuid not null, "course_id" uuid not null, "teacher_id" uuid not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "course_teachers_teacher_id_index" on "course_teachers" ("teacher_id");`,
    );
    this.addSql(
      `alter table "course_teachers" add constraint "course_teachers_course_id_teacher_id_unique" unique ("course_id", "teacher_id");`,
    );
    this.addSql(
      `alter table "course_teachers" add constraint "course_teachers_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "course_teachers" add constraint "course_teachers_teacher_id_foreign" foreign key ("teacher_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "course_teachers" cascade;`);
  }
}
