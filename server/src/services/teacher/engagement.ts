import type { EntityManager } from '@mikro-orm/postgresql';
import { courseSql } from '../../access/courses.ts';

// A chat session ends after this much silence (docs/product.md#student-activity-time).
const SESSION_GAP = "interval '10 minutes'";

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
  const courses = courseSql(scope);
  const rows = await em
    .getConnection()
    .execute<{ student_id: string; seconds: number; sessions: string; messages: string }[]>(
      `with msgs as (
       select cv.student_id, m.sender, m.created_at,
              lag(m.created_at) over (partition by cv.id order by m.created_at) as prev
         from messages m
         join conversations cv on cv.id = m.conversation_id
         join activities a on a.id = cv.activity_id
         join courses c on c.id = a.course_id
        where ${courses.sql} and m.created_at >= ? and m.created_at < ?
          -- A teacher's answer is not time the student spent chatting.
          and m.sender <> 'teacher'
          and (?::uuid is null or cv.student_id = ?::uuid)
          and (?::uuid is null or c.id = ?::uuid)
          and (?::uuid[] is null or c.id = any(?::uuid[]))
     )
     select student_id,
            coalesce(sum(extract(epoch from created_at - prev)) filter (where created_at - prev <= ${SESSION_GAP}), 0)::float8 as seconds,
            count(*) filter (where prev is null or created_at - prev > ${SESSION_GAP}) as sessions,
            count(*) filter (where sender = 'user') as messages
       from msgs group by student_id`,
      [
        ...courses.params,
        from,
        to,
        scope.studentId ?? null,
        scope.studentId ?? null,
        scope.courseId ?? null,
        scope.courseId ?? null,
        ...Array<string | null>(2).fill(scope.courseIds ? `{${scope.courseIds.join(',')}}` : null),
      ],
    );
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
