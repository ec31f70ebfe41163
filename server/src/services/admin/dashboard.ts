import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@teachchat/shared';

/**
 * The dashboard's counts. A response is one student's work on one activity (their chat), as
 * on teachers' activity cards: responses30d counts those a student asked in lately, not
 * their messages.
 */
export async function dashboardStats(em: EntityManager) {
  const [row] = await em
    .getConnection()
    .execute<{ teachers: string; students: string; courses: string; responses: string }[]>(
      `select (select count(*) from users where role = 'teacher') as teachers,
            (select count(*) from users where role = 'student') as students,
            (select count(*) from courses) as courses,
            (select count(distinct conversation_id) from messages where sender = 'user'
               and created_at >= now() - (? * interval '1 day')) as responses`,
      [LIMITS.responsesWindowDays],
    );
  return {
    totalTeachers: Number(row?.teachers ?? 0),
    totalStudents: Number(row?.students ?? 0),
    totalCourses: Number(row?.courses ?? 0),
    responses30d: Number(row?.responses ?? 0),
  };
}

/**
 * The admin dashboard's recent activity: new teachers, courses and responses of the last 7
 * days (docs/product.md#business-constants). A student's questions in one activity are one
 * line naming the activity, dated by the latest, rather than a line per message.
 */
export async function recentActivity(em: EntityManager) {
  const rows = await em
    .getConnection()
    .execute<{ kind: 'teacher' | 'course' | 'response'; message: string; at: string }[]>(
      `select * from (
       select 'teacher' as kind, 'New teacher ' || first_name || ' ' || last_name || ' added' as message, created_at as at
         from users where role = 'teacher' and created_at >= now() - (? * interval '1 day')
       union all
       select 'course', 'New course "' || title || '" created', created_at
         from courses where created_at >= now() - (? * interval '1 day')
       union all
       select 'response',
              coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)
                || case when count(*) = 1 then ' asked a question in "'
                        else ' asked ' || count(*) || ' questions in "' end
                || a.title || '"',
              max(m.created_at)
         from messages m join conversations cv on cv.id = m.conversation_id
              join users u on u.id = cv.student_id join activities a on a.id = cv.activity_id
        where m.sender = 'user' and m.created_at >= now() - (? * interval '1 day')
        group by cv.id, u.first_name, u.last_name, u.email, a.title
     ) recent
     order by at desc
     limit ?`,
      [
        LIMITS.recentWindowDays,
        LIMITS.recentWindowDays,
        LIMITS.recentWindowDays,
        LIMITS.recentMaxItems,
      ],
    );
  return { items: rows.map((r) => ({ kind: r.kind, message: r.message, at: new Date(r.at) })) };
}
