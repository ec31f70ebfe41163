import type { EntityManager } from '@mikro-orm/postgresql';
import { courseSql } from '../../access/courses.ts';
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
const select = (teacherId: string) => {
  const courses = courseSql({ teacherId });
  return {
    sql: `
  select q.id, q.status, q.note, q.created_at::text as asked_at,
         trim(s.first_name || ' ' || s.last_name) as student_name, s.email as student_email,
         a.id as activity_id, a.title as activity_title, c.course_code, c.title as course_title,
         (select u.content from messages u
           where u.conversation_id = r.conversation_id and u.sender = 'user'
             and u.created_at <= r.created_at
           order by u.created_at desc limit 1) as question,
         r.id as reply_id, r.content as reply,
         am.content as answer, nullif(trim(t.first_name || ' ' || t.last_name), '') as answered_by,
         q.answered_at::text as answered_at,
         mc.text as correction, trim(ca.first_name || ' ' || ca.last_name) as corrected_by,
         mc.updated_at::text as corrected_at, mc.note_id
    from teacher_questions q
    join conversations cv on cv.id = q.conversation_id
    join activities a on a.id = cv.activity_id
    join courses c on c.id = a.course_id
    join users s on s.id = cv.student_id
    join messages r on r.id = q.message_id
    left join messages am on am.id = q.answer_id
    left join users t on t.id = q.answered_by_id
    left join message_corrections mc on mc.message_id = r.id
    left join users ca on ca.id = mc.author_id
   where ${courses.sql}`,
    params: courses.params,
  };
};

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
  const order = status === 'open' ? 'q.created_at asc, q.id' : 'q.answered_at desc, q.id';
  const questions = select(teacherId);
  const rows = await em
    .getConnection()
    .execute<QuestionRecord[]>(`${questions.sql} and q.status = ? order by ${order} limit ?`, [
      ...questions.params,
      status,
      TEACHER_QUESTIONS.listMax,
    ]);
  return rows.map(toView);
}

/** One of the teacher's questions; null when it is not theirs or does not exist. */
export async function findQuestionView(
  em: EntityManager,
  teacherId: string,
  questionId: string,
): Promise<TeacherQuestionView | null> {
  const questions = select(teacherId);
  const rows = await em
    .getConnection()
    .execute<QuestionRecord[]>(`${questions.sql} and q.id = ?`, [...questions.params, questionId]);
  return rows[0] ? toView(rows[0]) : null;
}

/** How many questions wait for the teacher's answer: the sidebar's badge. */
export async function openQuestionCount(em: EntityManager, teacherId: string): Promise<number> {
  const courses = courseSql({ teacherId });
  const [row] = await em.getConnection().execute<{ n: string }[]>(
    `select count(*) as n
       from teacher_questions q
       join conversations cv on cv.id = q.conversation_id
       join activities a on a.id = cv.activity_id
       join courses c on c.id = a.course_id
      where ${courses.sql} and q.status = 'open'`,
    courses.params,
  );
  return Number(row?.n ?? 0);
}
