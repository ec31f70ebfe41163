import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@teachchat/shared';
import { kysely } from '../../db/kysely.ts';
import type { Translate } from '../../texts/index.ts';

/**
 * The dashboard's counts. A response is one student's work on one activity (their chat), as
 * on teachers' activity cards: responses30d counts those a student asked in lately, not
 * their messages.
 */
export async function dashboardStats(em: EntityManager) {
  const since = new Date(Date.now() - LIMITS.responsesWindowDays * 24 * 60 * 60 * 1000);
  const row = await kysely(em)
    .selectNoFrom(({ selectFrom }) => [
      selectFrom('users')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .where('role', '=', 'teacher')
        .as('teachers'),
      selectFrom('users')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .where('role', '=', 'student')
        .as('students'),
      selectFrom('courses')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .where('archived_at', 'is', null)
        .as('courses'),
      selectFrom('courses')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .where('archived_at', 'is not', null)
        .as('archived'),
      selectFrom('messages')
        .select(({ fn }) => fn.count<string>('conversation_id').distinct().as('n'))
        .where('sender', '=', 'user')
        .where('created_at', '>=', since)
        .as('responses'),
    ])
    .executeTakeFirst();
  return {
    totalTeachers: Number(row?.teachers ?? 0),
    totalStudents: Number(row?.students ?? 0),
    /** Courses in use; archived ones are counted apart (docs/product.md#archiving). */
    totalCourses: Number(row?.courses ?? 0),
    archivedCourses: Number(row?.archived ?? 0),
    responses30d: Number(row?.responses ?? 0),
  };
}

/**
 * The admin dashboard's recent activity: new teachers, courses and responses of the last 7
 * days (docs/product.md#business-constants). A student's questions in one activity are one
 * line naming the activity, dated by the latest, rather than a line per message. Each line is
 * written by `t`, in the reader's language.
 */
export async function recentActivity(em: EntityManager, t: Translate) {
  const rows = await em.getConnection().execute<RecentRow[]>(
    `select * from (
       select 'teacher' as kind, trim(first_name || ' ' || last_name) as name, null as title,
              0 as questions, created_at as at
         from users where role = 'teacher' and created_at >= now() - (? * interval '1 day')
       union all
       select 'course', null, title, 0, created_at
         from courses where created_at >= now() - (? * interval '1 day')
       union all
       select 'response',
              coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email),
              a.title, count(*), max(m.created_at)
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
  return {
    items: rows.map((r) => ({ kind: r.kind, message: recentLine(r, t), at: new Date(r.at) })),
  };
}

interface RecentRow {
  kind: 'teacher' | 'course' | 'response';
  /** The teacher's or the student's name. */
  name: string | null;
  /** The course's or the activity's title. */
  title: string | null;
  questions: string | number;
  at: string;
}

function recentLine(row: RecentRow, t: Translate): string {
  switch (row.kind) {
    case 'teacher':
      return t('dashboard.newTeacher', { name: row.name ?? '' });
    case 'course':
      return t('dashboard.newCourse', { title: row.title ?? '' });
    case 'response':
      return t('dashboard.asked', {
        student: row.name ?? '',
        questions: Number(row.questions),
        activity: row.title ?? '',
      });
  }
}
