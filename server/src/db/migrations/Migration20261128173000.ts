import { Migration } from '@mikro-orm/migrations';

/** The tables whose rows belong to one course, and how each row finds its course. */
const COURSE_OF: Record<string, string> = {
  activities: `r.course_id`,
  enrollments: `r.course_id`,
  activity_files: `(select a.course_id from activities a where a.id = r.activity_id)`,
  conversations: `(select a.course_id from activities a where a.id = r.activity_id)`,
  messages: `(select a.course_id from conversations v join activities a on a.id = v.activity_id
               where v.id = r.conversation_id)`,
  teacher_questions: `(select a.course_id from conversations v join activities a on a.id = v.activity_id
               where v.id = r.conversation_id)`,
  submission_feedback: `(select a.course_id from conversations v join activities a on a.id = v.activity_id
               where v.id = r.conversation_id)`,
  message_corrections: `(select a.course_id from messages m join conversations v on v.id = m.conversation_id
               join activities a on a.id = v.activity_id where m.id = r.message_id)`,
};

export class Migration20261128173000 extends Migration {
  override name = 'Migration20261128173000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "courses" add "archived_at" timestamptz null;`);
    // An archived course is read-only for everyone (docs/product.md#archiving), held here so
    // that no path of the app can change it: a change to any of its rows is refused with
    // SQLSTATE TC001, which the transports answer with 409. Deletes that cascade from a
    // deleted course or person (trigger depth > 1) and transactions that set
    // teachchat.archive_maintenance (retention, erasure) are let through.
    for (const [table, courseOf] of Object.entries(COURSE_OF)) {
      this.addSql(`create or replace function refuse_archived_${table}()
returns trigger language plpgsql as $$
declare
  r ${table}%rowtype;
  archived boolean;
begin
  if coalesce(current_setting('teachchat.archive_maintenance', true), '') = 'on'
     or (tg_op = 'DELETE' and pg_trigger_depth() > 1) then
    if tg_op = 'DELETE' then return old; end if;
    return new;
  end if;
  if tg_op = 'DELETE' then r := old; else r := new; end if;
  select c.archived_at is not null into archived from courses c where c.id = ${courseOf};
  if not coalesce(archived, false) and tg_op = 'UPDATE' then
    r := old;
    select c.archived_at is not null into archived from courses c where c.id = ${courseOf};
  end if;
  if coalesce(archived, false) then
    raise exception 'This course is archived: it can be read but not changed.'
      using errcode = 'TC001';
  end if;
  if tg_op = 'DELETE' then return old; end if;
  return new;
end
$$;`);
      this.addSql(`create trigger refuse_archived before insert or update or delete on "${table}"
  for each row execute function refuse_archived_${table}();`);
    }
    // The course itself: archiving and unarchiving change only archived_at; nothing else
    // changes while it is archived.
    this.addSql(`create or replace function refuse_archived_courses()
returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('teachchat.archive_maintenance', true), '') <> 'on'
     and old.archived_at is not null and new.archived_at is not null then
    raise exception 'This course is archived: it can be read but not changed.'
      using errcode = 'TC001';
  end if;
  return new;
end
$$;`);
    this.addSql(`create trigger refuse_archived before update on "courses"
  for each row execute function refuse_archived_courses();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists refuse_archived on "courses";`);
    this.addSql(`drop function if exists refuse_archived_courses();`);
    for (const table of Object.keys(COURSE_OF)) {
      this.addSql(`drop trigger if exists refuse_archived on "${table}";`);
      this.addSql(`drop function if exists refuse_archived_${table}();`);
    }
    this.addSql(`alter table "courses" drop column "archived_at";`);
  }
}
