import type { EntityManager } from '@mikro-orm/postgresql';
import type { Expression, Kysely } from 'kysely';
import { courseSeen } from '../../access/courses.ts';
import { type DB, kysely } from '../../db/kysely.ts';
import {
  type CorrectionView,
  TEACHER_QUESTIONS,
  type TeacherQuestionStatus,
  type TeacherQuestionView,
} from '@teachchat/shared';

interface QuestionRecord {
  id: string;
  status: TeacherQuestionStatus;
  note: string | null;
  asked_at: string;
  student_name: string;
  student_email: string;
  activity_id: string;
  activity_title: string;
  course_code: string;
  course_title: string;
  question: string | null;
  reply_id: string;
  reply: string;
  answer: string | null;
  answered_by: string | null;
  answered_at: string | null;
  correction: string | null;
  corrected_by: string | null;
  corrected_at: string | null;
  note_id: string | null;
}

// Questions about replies in the teacher's courses; callers narrow them further.
function questionsOf(db: Kysely<DB>, teacherId: string) {
  return db
    .selectFrom('teacher_questions as q')
    .innerJoin('conversations as cv', 'cv.id', 'q.conversation_id')
    .innerJoin('activities as a', 'a.id', 'cv.activity_id')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .where(courseSeen({ teacherId }));
}

function questionRecords(db: Kysely<DB>, teacherId: string) {
  return questionsOf(db, teacherId)
    .innerJoin('users as s', 's.id', 'cv.student_id')
    .innerJoin('messages as r', 'r.id', 'q.message_id')
    .leftJoin('messages as am', 'am.id', 'q.answer_id')
    .leftJoin('users as t', 't.id', 'q.answered_by_id')
    .leftJoin('message_corrections as mc', 'mc.message_id', 'r.id')
    .leftJoin('users as ca', 'ca.id', 'mc.author_id')
    .select(({ eb, fn, cast, val, selectFrom }) => {
      const name = (first: Expression<string | null>, last: Expression<string | null>) =>
        fn<string>('trim', [eb(eb(first, '||', val(' ')), '||', last)]);
      return [
        'q.id',
        'q.status',
        'q.note',
        cast<string>('q.created_at', 'text').as('asked_at'),
        name(eb.ref('s.first_name'), eb.ref('s.last_name')).as('student_name'),
        's.email as student_email',
        'a.id as activity_id',
        'a.title as activity_title',
        'c.course_code',
        'c.title as course_title',
        selectFrom('messages as u')
          .select('u.content')
          .whereRef('u.conversation_id', '=', 'r.conversation_id')
          .where('u.sender', '=', 'user')
          .whereRef('u.created_at', '<=', 'r.created_at')
          .orderBy('u.created_at', 'desc')
          .limit(1)
          .as('question'),
        'r.id as reply_id',
        'r.content as reply',
        'am.content as answer',
        fn<string | null>('nullif', [
          name(eb.ref('t.first_name'), eb.ref('t.last_name')),
          val(''),
        ]).as('answered_by'),
        cast<string | null>('q.answered_at', 'text').as('answered_at'),
        'mc.text as correction',
        name(eb.ref('ca.first_name'), eb.ref('ca.last_name'))
          .$castTo<string | null>()
          .as('corrected_by'),
        cast<string | null>('mc.updated_at', 'text').as('corrected_at'),
        'mc.note_id',
      ];
    });
}

// The reply's correction as corrections.ts shows it in the transcript.
function correctionOf(r: QuestionRecord): CorrectionView | null {
  if (r.correction === null) return null;
  return {
    messageId: r.reply_id,
    text: r.correction,
    authorName: r.corrected_by,
    updatedAt: new Date(r.corrected_at ?? r.asked_at),
    noteId: r.note_id,
  };
}

function toView(r: QuestionRecord): TeacherQuestionView {
  return {
    id: r.id,
    status: r.status,
    note: r.note,
    askedAt: new Date(r.asked_at),
    student: { name: r.student_name, email: r.student_email },
    activity: { id: r.activity_id, title: r.activity_title },
    course: { code: r.course_code, title: r.course_title },
    question: r.question,
    reply: { id: r.reply_id, content: r.reply },
    answer:
      r.answer === null
        ? null
        : {
            content: r.answer,
            authorName: r.answered_by,
            answeredAt: new Date(r.answered_at ?? r.asked_at),
          },
    correction: correctionOf(r),
  };
}

/**
 * The teacher's open questions, oldest first (the longest waiting on top), or the latest
 * answered ones; at most TEACHER_QUESTIONS.listMax.
 */
export async function listQuestions(
  em: EntityManager,
  teacherId: string,
  status: TeacherQuestionStatus,
): Promise<TeacherQuestionView[]> {
  const rows = await questionRecords(kysely(em), teacherId)
    .where('q.status', '=', status)
    .$if(status === 'open', (qb) => qb.orderBy('q.created_at', 'asc'))
    .$if(status !== 'open', (qb) => qb.orderBy('q.answered_at', 'desc'))
    .orderBy('q.id')
    .limit(TEACHER_QUESTIONS.listMax)
    .execute();
  return rows.map(toView);
}

/** One of the teacher's questions; null when it is not theirs or does not exist. */
export async function findQuestionView(
  em: EntityManager,
  teacherId: string,
  questionId: string,
): Promise<TeacherQuestionView | null> {
  const rows = await questionRecords(kysely(em), teacherId)
    .where('q.id', '=', questionId)
    .execute();
  return rows[0] ? toView(rows[0]) : null;
}

/** How many questions wait for the teacher's answer: the sidebar's badge. */
export async function openQuestionCount(em: EntityManager, teacherId: string): Promise<number> {
  const row = await questionsOf(kysely(em), teacherId)
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('q.status', '=', 'open')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
