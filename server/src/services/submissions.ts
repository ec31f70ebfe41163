import type { EntityManager } from '@mikro-orm/postgresql';
import type { SubmissionsInput } from '@teachchat/shared';
import { courseSql } from '../access/courses.ts';
import type { Scope } from '../access/scope.ts';
import { resolveStudentRef } from './pseudonyms/ids.ts';
import { containsPattern } from './search.ts';

export interface SubmissionRow {
  conversationId: string;
  activityId: string;
  activityTitle: string;
  courseId: string;
  courseTitle: string;
  courseCode: string;
  studentId: string;
  studentName: string;
  studentEmail: string;
  teacherId: string;
  teacherName: string;
  teacherEmail: string;
  lastResponseAt: Date;
  completed: boolean;
  messageCount: number;
  /** The teacher's answers in the conversation (docs/product.md#ask-my-teacher). */
  teacherAnswers: number;
  /** The teacher's feedback, a draft until `releasedAt`; null when none was written. */
  feedback: { comment: string; score: number | null; releasedAt: Date | null } | null;
}

type Filters = Omit<SubmissionsInput, 'sort' | 'page' | 'pageSize'> & {
  sort: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

/** The filters both the list and its feedback counts take; `teacherId` scopes to one teacher. */
type RowFilters = Pick<SubmissionsInput, 'search' | 'courseId' | 'studentId' | 'activityId'> & {
  teacherId?: string | undefined;
  /** The courses the student filter holds in (a teacher's, read by resolveStudentRef). */
  studentCourseIds?: string[] | undefined;
};

const NO_ONE = '00000000-0000-0000-0000-000000000000';

/**
 * A teacher's student filter is the id they were shown: in a pseudonymised course the
 * pseudonymous one, which names the student there only (pseudonyms/ids.ts).
 */
async function teacherStudentFilter<F extends RowFilters>(
  em: EntityManager,
  filters: F,
  teacherId: string | undefined,
): Promise<F> {
  if (!teacherId || !filters.studentId) return filters;
  const ref = await resolveStudentRef(em, teacherId, filters.studentId);
  return {
    ...filters,
    studentId: ref?.studentId ?? NO_ONE,
    studentCourseIds: ref?.courseIds ?? [],
  };
}

/**
 * The submission rows (docs/product.md#conversations-and-submission): one per student and
 * activity that has at least one student message, `last` holding the newest student
 * message and the count: the `from` and `where` fragments with the latter's parameters, so
 * every query over the rows filters them alike.
 */
function submissionRows(filters: RowFilters): { from: string; where: string; params: unknown[] } {
  const search = containsPattern(filters.search);
  const courses = courseSql({ teacherId: filters.teacherId });
  return {
    from: `from conversations cv
       join activities a on a.id = cv.activity_id
       join courses c on c.id = a.course_id
       join users s on s.id = cv.student_id
       join users t on t.id = c.teacher_id
       join lateral (
         select max(m.created_at) as at, count(*) as n from messages m
          where m.conversation_id = cv.id and m.sender = 'user'
       ) last on last.n > 0`,
    where: `where ${courses.sql}
        and (?::uuid is null or c.id = ?::uuid)
        and (?::uuid is null or s.id = ?::uuid)
        and (?::uuid[] is null or c.id = any(?::uuid[]))
        and (?::uuid is null or a.id = ?::uuid)
        and (?::text is null or s.first_name || ' ' || s.last_name ilike ? or s.email ilike ?
             or a.title ilike ? or c.title ilike ? or c.course_code ilike ?)`,
    params: [
      ...courses.params,
      filters.courseId ?? null,
      filters.courseId ?? null,
      filters.studentId ?? null,
      filters.studentId ?? null,
      ...Array<string | null>(2).fill(
        filters.studentCourseIds ? `{${filters.studentCourseIds.join(',')}}` : null,
      ),
      filters.activityId ?? null,
      filters.activityId ?? null,
      ...Array<string | null>(6).fill(search),
    ],
  };
}

/**
 * The submission rows, newest (or oldest) last response first, filtered, sorted and
 * paginated in the database. `scope` limits them to one teacher's courses.
 */
export async function listSubmissions(
  em: EntityManager,
  filters: Filters,
  scope: Scope = {},
): Promise<{ rows: SubmissionRow[]; total: number }> {
  const teacherId = scope.teacherId ?? filters.teacherId ?? undefined;
  const source = submissionRows({
    ...(await teacherStudentFilter(em, filters, scope.teacherId)),
    teacherId,
  });
  const rows = await em.getConnection().execute<
    {
      conversation_id: string;
      activity_id: string;
      activity_title: string;
      course_id: string;
      course_title: string;
      course_code: string;
      student_id: string;
      student_name: string;
      student_email: string;
      teacher_id: string;
      teacher_name: string;
      teacher_email: string;
      last_response_at: string;
      completed: boolean;
      message_count: string;
      teacher_answers: string;
      feedback_comment: string | null;
      feedback_score: number | null;
      feedback_released_at: string | null;
      total: string;
    }[]
  >(
    `select cv.id as conversation_id, a.id as activity_id, a.title as activity_title,
            c.id as course_id, c.title as course_title, c.course_code,
            s.id as student_id, trim(s.first_name || ' ' || s.last_name) as student_name, s.email as student_email,
            t.id as teacher_id, trim(t.first_name || ' ' || t.last_name) as teacher_name, t.email as teacher_email,
            last.at::text as last_response_at, cv.status = 'completed' as completed, last.n as message_count,
            (select count(*) from messages tm
              where tm.conversation_id = cv.id and tm.sender = 'teacher') as teacher_answers,
            f.comment as feedback_comment, f.score as feedback_score,
            f.released_at::text as feedback_released_at,
            count(*) over () as total
       ${source.from}
       left join submission_feedback f on f.conversation_id = cv.id
       ${source.where}
      order by last.at ${filters.sort === 'asc' ? 'asc' : 'desc'}, cv.id
      limit ? offset ?`,
    [...source.params, filters.pageSize, (filters.page - 1) * filters.pageSize],
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      conversationId: r.conversation_id,
      activityId: r.activity_id,
      activityTitle: r.activity_title,
      courseId: r.course_id,
      courseTitle: r.course_title,
      courseCode: r.course_code,
      studentId: r.student_id,
      studentName: r.student_name,
      studentEmail: r.student_email,
      teacherId: r.teacher_id,
      teacherName: r.teacher_name,
      teacherEmail: r.teacher_email,
      lastResponseAt: new Date(r.last_response_at),
      completed: r.completed,
      messageCount: Number(r.message_count),
      teacherAnswers: Number(r.teacher_answers),
      feedback:
        r.feedback_comment === null
          ? null
          : {
              comment: r.feedback_comment,
              score: r.feedback_score,
              releasedAt: r.feedback_released_at ? new Date(r.feedback_released_at) : null,
            },
    })),
  };
}

export interface ActivityFeedback {
  activityId: string;
  activityTitle: string;
  courseTitle: string;
  /** Submission rows (students who wrote) behind the counts. */
  responses: number;
  likes: number;
  dislikes: number;
}

/**
 * Likes and dislikes of the assistant's replies, per activity, over the same rows as the
 * list with the same filters: one line per activity with responses, by title.
 */
export async function feedbackByActivity(
  em: EntityManager,
  filters: Omit<RowFilters, 'teacherId'>,
  scope: Scope,
): Promise<ActivityFeedback[]> {
  const source = submissionRows({
    ...(await teacherStudentFilter(em, filters, scope.teacherId)),
    teacherId: scope.teacherId,
  });
  const rows = await em.getConnection().execute<
    {
      activity_id: string;
      activity_title: string;
      course_title: string;
      responses: string;
      likes: string;
      dislikes: string;
    }[]
  >(
    `select a.id as activity_id, a.title as activity_title, c.title as course_title,
            count(*) as responses, sum(f.likes) as likes, sum(f.dislikes) as dislikes
       ${source.from}
       cross join lateral (
         select count(*) filter (where m.feedback = 'like') as likes,
                count(*) filter (where m.feedback = 'dislike') as dislikes
           from messages m where m.conversation_id = cv.id and m.sender = 'assistant'
       ) f
       ${source.where}
      group by a.id, a.title, c.title
      order by a.title, a.id`,
    source.params,
  );
  return rows.map((r) => ({
    activityId: r.activity_id,
    activityTitle: r.activity_title,
    courseTitle: r.course_title,
    responses: Number(r.responses),
    likes: Number(r.likes),
    dislikes: Number(r.dislikes),
  }));
}
