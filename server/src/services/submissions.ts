import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { SubmissionsInput } from '@teachchat/shared';
import { courseSeen } from '../access/courses.ts';
import { type DB, kysely } from '../db/kysely.ts';
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

const fullName = (eb: ExpressionBuilder<DB & { s: DB['users'] }, 's'>) =>
  eb(eb('s.first_name', '||', eb.val(' ')), '||', eb.ref('s.last_name'));

/**
 * The submission rows (docs/product.md#conversations-and-submission): one per student and
 * activity that has at least one student message, `last` holding the newest student
 * message and the count, so every query over the rows filters them alike.
 */
function submissionRows(db: Kysely<DB>, filters: RowFilters) {
  const search = containsPattern(filters.search);
  const { courseId, studentId, studentCourseIds, activityId } = filters;
  return db
    .selectFrom('conversations as cv')
    .innerJoin('activities as a', 'a.id', 'cv.activity_id')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .innerJoin('users as s', 's.id', 'cv.student_id')
    .innerJoin('users as t', 't.id', 'c.teacher_id')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('messages as m')
          .select(({ fn }) => [fn.max('m.created_at').as('at'), fn.countAll<string>().as('n')])
          .whereRef('m.conversation_id', '=', 'cv.id')
          .where('m.sender', '=', 'user')
          .as('last'),
      (join) => join.on('last.n', '>', '0'),
    )
    .where(courseSeen({ teacherId: filters.teacherId }))
    .$if(courseId != null, (qb) => qb.where('c.id', '=', courseId ?? ''))
    .$if(studentId != null, (qb) => qb.where('s.id', '=', studentId ?? ''))
    .$if(studentCourseIds != null, (qb) =>
      qb.where(({ eb, fn, val }) => eb('c.id', '=', fn.any(val(studentCourseIds ?? [])))),
    )
    .$if(activityId != null, (qb) => qb.where('a.id', '=', activityId ?? ''))
    .$if(search != null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb(fullName(eb), 'ilike', search ?? ''),
          eb('s.email', 'ilike', search ?? ''),
          eb('a.title', 'ilike', search ?? ''),
          eb('c.title', 'ilike', search ?? ''),
          eb('c.course_code', 'ilike', search ?? ''),
        ]),
      ),
    );
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
  const db = kysely(em);
  const source = submissionRows(db, {
    ...(await teacherStudentFilter(em, filters, scope.teacherId)),
    teacherId,
  });
  const rows = await source
    .leftJoin('submission_feedback as f', 'f.conversation_id', 'cv.id')
    .select((eb) => [
      'cv.id as conversation_id',
      'a.id as activity_id',
      'a.title as activity_title',
      'c.id as course_id',
      'c.title as course_title',
      'c.course_code',
      's.id as student_id',
      eb.fn<string>('trim', [fullName(eb)]).as('student_name'),
      's.email as student_email',
      't.id as teacher_id',
      eb
        .fn<string>('trim', [
          eb(eb('t.first_name', '||', eb.val(' ')), '||', eb.ref('t.last_name')),
        ])
        .as('teacher_name'),
      't.email as teacher_email',
      eb.cast<string>('last.at', 'text').as('last_response_at'),
      eb('cv.status', '=', 'completed').$castTo<boolean>().as('completed'),
      'last.n as message_count',
      eb
        .selectFrom('messages as tm')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .whereRef('tm.conversation_id', '=', 'cv.id')
        .where('tm.sender', '=', 'teacher')
        .as('teacher_answers'),
      'f.comment as feedback_comment',
      'f.score as feedback_score',
      eb.cast<string | null>('f.released_at', 'text').as('feedback_released_at'),
      eb.fn.countAll<string>().over().as('total'),
    ])
    .orderBy('last.at', filters.sort === 'asc' ? 'asc' : 'desc')
    .orderBy('cv.id')
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize)
    .execute();
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
  const source = submissionRows(kysely(em), {
    ...(await teacherStudentFilter(em, filters, scope.teacherId)),
    teacherId: scope.teacherId,
  });
  const rows = await source
    .crossJoinLateral((eb) =>
      eb
        .selectFrom('messages as m')
        .select(({ fn }) => [
          fn.countAll<string>().filterWhere('m.feedback', '=', 'like').as('likes'),
          fn.countAll<string>().filterWhere('m.feedback', '=', 'dislike').as('dislikes'),
        ])
        .whereRef('m.conversation_id', '=', 'cv.id')
        .where('m.sender', '=', 'assistant')
        .as('f'),
    )
    .select(({ fn }) => [
      'a.id as activity_id',
      'a.title as activity_title',
      'c.title as course_title',
      fn.countAll<string>().as('responses'),
      fn.sum<string>('f.likes').as('likes'),
      fn.sum<string>('f.dislikes').as('dislikes'),
    ])
    .groupBy(['a.id', 'a.title', 'c.title'])
    .orderBy('a.title')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({
    activityId: r.activity_id,
    activityTitle: r.activity_title,
    courseTitle: r.course_title,
    responses: Number(r.responses),
    likes: Number(r.likes),
    dislikes: Number(r.dislikes),
  }));
}
