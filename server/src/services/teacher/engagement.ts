import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../../db/kysely.ts';
import { sql } from 'kysely';
import { courseSeen } from '../../access/courses.ts';

// A chat session ends after this much silence (docs/product.md#student-activity-time).
const SESSION_GAP = sql<string>`interval '10 minutes'`;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The seven days before `now`: the dashboard's Student Activity and a student's chat time. */
export function weekBefore(now: Date = new Date()): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - WEEK_MS), to: now };
}

/**
 * Seconds each student spent chatting between `from` and `to` in a teacher's courses:
 * the gaps between consecutive messages of a conversation, counting only gaps of at most
 * ten minutes (a longer silence ends the session).
 */
export async function chatSecondsByStudent(
  em: EntityManager,
  scope: { teacherId: string; studentId?: string; courseId?: string; courseIds?: string[] },
  from: Date,
  to: Date,
): Promise<Map<string, { seconds: number; sessions: number; messages: number }>> {
  const { studentId, courseId, courseIds } = scope;
  const rows = await kysely(em)
    .with('msgs', (db) =>
      db
        .selectFrom('messages as m')
        .innerJoin('conversations as cv', 'cv.id', 'm.conversation_id')
        .innerJoin('activities as a', 'a.id', 'cv.activity_id')
        .innerJoin('courses as c', 'c.id', 'a.course_id')
        .select(({ fn }) => [
          'cv.student_id',
          'm.sender',
          'm.created_at',
          fn
            .agg<Date | null>('lag', ['m.created_at'])
            .over((over) => over.partitionBy('cv.id').orderBy('m.created_at'))
            .as('prev'),
        ])
        .where(courseSeen(scope))
        .where('m.created_at', '>=', from)
        .where('m.created_at', '<', to)
        // A teacher's answer is not time the student spent chatting.
        .where('m.sender', '<>', 'teacher')
        .$if(studentId != null, (qb) => qb.where('cv.student_id', '=', studentId ?? ''))
        .$if(courseId != null, (qb) => qb.where('c.id', '=', courseId ?? ''))
        .$if(courseIds != null, (qb) =>
          qb.where(({ eb, fn, val }) => eb('c.id', '=', fn.any(val(courseIds ?? [])))),
        ),
    )
    .selectFrom('msgs')
    .select(({ fn, ref }) => {
      const gap = sql<string>`${ref('created_at')} - ${ref('prev')}`;
      return [
        'student_id',
        sql<number>`coalesce(sum(extract(epoch from ${gap})) filter (where ${gap} <= ${SESSION_GAP}), 0)::float8`.as(
          'seconds',
        ),
        fn
          .countAll<string>()
          .filterWhere(({ eb, or }) => or([eb('prev', 'is', null), eb(gap, '>', SESSION_GAP)]))
          .as('sessions'),
        fn.countAll<string>().filterWhere('sender', '=', 'user').as('messages'),
      ];
    })
    .groupBy('student_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.student_id,
      { seconds: Number(r.seconds), sessions: Number(r.sessions), messages: Number(r.messages) },
    ]),
  );
}

/** Engagement from how much a student writes: a plain rule teachers can read. */
export function engagementLevel(messages: number): 'High' | 'Medium' | 'Low' {
  return messages >= 20 ? 'High' : messages >= 5 ? 'Medium' : 'Low';
}
