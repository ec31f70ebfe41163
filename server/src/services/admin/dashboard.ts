import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
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
  const db = kysely(em);
  const since = sql<Date>`now() - (${LIMITS.recentWindowDays} * interval '1 day')`;
  const recent = db
    .selectFrom('users')
    .select(({ eb, fn, val, lit }) => [
      val('teacher').$castTo<RecentRow['kind']>().as('kind'),
      fn<string | null>('trim', [
        eb(eb('first_name', '||', val(' ')), '||', eb.ref('last_name')),
      ]).as('name'),
      lit(null).$castTo<string | null>().as('title'),
      lit(0).$castTo<string | number>().as('questions'),
      eb.ref('created_at').$castTo<string>().as('at'),
    ])
    .where('role', '=', 'teacher')
    .where('created_at', '>=', since)
    .unionAll(
      db
        .selectFrom('courses')
        .select(({ eb, val, lit }) => [
          val('course').$castTo<RecentRow['kind']>().as('kind'),
          lit(null).$castTo<string | null>().as('name'),
          'title',
          lit(0).$castTo<string | number>().as('questions'),
          eb.ref('created_at').$castTo<string>().as('at'),
        ])
        .where('created_at', '>=', since),
    )
    .unionAll(
      db
        .selectFrom('messages as m')
        .innerJoin('conversations as cv', 'cv.id', 'm.conversation_id')
        .innerJoin('users as u', 'u.id', 'cv.student_id')
        .innerJoin('activities as a', 'a.id', 'cv.activity_id')
        .select(({ eb, fn, val }) => [
          val('response').$castTo<RecentRow['kind']>().as('kind'),
          fn
            .coalesce(
              fn<string | null>('nullif', [
                fn('trim', [eb(eb('u.first_name', '||', val(' ')), '||', eb.ref('u.last_name'))]),
                val(''),
              ]),
              'u.email',
            )
            .as('name'),
          'a.title',
          fn.countAll<string>().as('questions'),
          fn.max('m.created_at').$castTo<string>().as('at'),
        ])
        .where('m.sender', '=', 'user')
        .where('m.created_at', '>=', since)
        .groupBy(['cv.id', 'u.first_name', 'u.last_name', 'u.email', 'a.title']),
    );
  const rows: RecentRow[] = await db
    .selectFrom(recent.as('recent'))
    .selectAll()
    .orderBy('at', 'desc')
    .limit(LIMITS.recentMaxItems)
    .execute();
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
