import type pg from 'pg';

/** What a caller may act on now, by kind: ids (emails for `pseudonym-email`). */
export type Reach = Record<string, string[]>;

/**
 * The rows a caller may act on at this moment, so a valid input names something the
 * caller may reach and that is still there: all of them for an admin; a teacher's own
 * courses and what hangs off them; a student's enrollments and own conversations.
 * Read again before each valid input, since earlier calls add and take away rows (a
 * question answered is no longer open, a correction pinned can't be pinned again).
 * Users in `keep` (the ones the property calls as) are never offered to remove, nor
 * their courses to give to another teacher (`spare-course`).
 */
export async function readReach(
  client: pg.Client,
  email: string | undefined,
  keep: string[],
): Promise<Reach> {
  if (!email) return {};
  const { rows } = await client.query<{ kind: string; value: string }>(
    `with me as (select id, role from users where email = $1),
     mine as (
       select c.id from courses c, me
        where me.role = 'admin' or c.teacher_id = me.id
           or c.id in (select course_id from enrollments where student_id = me.id)),
     acts as (select id from activities where course_id in (select id from mine)),
     convs as (
       select cv.id from conversations cv, me
        where cv.activity_id in (select id from acts)
          and (me.role <> 'student' or cv.student_id = me.id)),
     replies as (
       select id from messages
        where sender = 'assistant' and conversation_id in (select id from convs)),
     admin as (select 1 from me where role = 'admin')
     select kind, value from (
       select 'course' as kind, id::text as value, course_code as rank from courses
        where id in (select id from mine)
       union all select 'activity', id::text, title from activities
        where id in (select id from acts)
       union all select 'message', id::text, id::text from replies
       union all select 'corrected', message_id::text, message_id::text from message_corrections
        where note_id is null and message_id in (select id from replies)
       union all select 'conversation', id::text, id::text from conversations
        where status = 'completed' and id in (select id from convs)
       union all select 'note', id::text, id::text from activity_files
        where kind = 'note' and activity_id in (select id from acts)
       union all select 'question', id::text, id::text from teacher_questions
        where status = 'open' and conversation_id in (select id from convs)
       union all select 'ended-course', id::text, course_code from courses, admin
        where end_date < current_date and archived_at is null
       union all select 'archived-course', id::text, course_code from courses, admin
        where archived_at is not null
       union all select 'enrollment-course', course_id::text, e.id::text from enrollments e, admin
       union all select 'enrollment-student', student_id::text, e.id::text from enrollments e, admin
       union all select 'spare-course', c.id::text, c.course_code from courses c, admin
        where c.teacher_id not in (select id from users where email = any($2))
       union all select 'termed-course', id::text, course_code from courses
        where term_id is not null and id in (select id from mine)
       union all select 'reviewed-activity', a.id::text, a.title from activities a
        join courses c on c.id = a.course_id where c.pseudonymised and a.id in (select id from acts)
       union all select 'pseudonym-email', p.email, p.email from (
         select 'student-' || left(encode(sha256(convert_to(
                  coalesce(c.pseudonym_salt, c.id::text) || ':' || e.student_id, 'UTF8')), 'hex'), 6)
                || '@pseudonym.invalid' as email
           from enrollments e join courses c on c.id = e.course_id
          where c.pseudonymised and c.id in (select id from mine)) p
       union all select 'token', id::text, id::text from api_tokens
        where user_id = (select id from me)
       union all select 'notification', id::text, id::text from notifications
        where user_id = (select id from me)
       union all select u.role::text, u.id::text, u.email from users u, admin
        where not (u.email = any($2))
       union all select 'contact', id::text, id::text from contact_messages, admin
       union all select 'platform', id::text, id::text from lti_platforms, admin
       union all select 'deployment', id::text, id::text from lti_deployments, admin
       union all select 'context', id::text, id::text from lti_contexts, admin
       union all select 'term', id::text, code from terms, admin
     ) reach order by kind, rank, value`,
    [email, keep],
  );
  const reach: Reach = {};
  for (const { kind, value } of rows) (reach[kind] ??= []).push(value);
  return reach;
}
