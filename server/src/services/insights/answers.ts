import type { EntityManager } from '@mikro-orm/postgresql';
import { type AskedQuestion, EXCERPT_CHARS, toAskedQuestion } from './questions.ts';

/** A question with the reply it got, as the gaps and feedback lists show them. */
export interface AnsweredQuestion extends AskedQuestion {
  replyId: string;
  answer: string;
  answeredAt: Date;
}

// Which replies each list wants: fixed SQL, never built from input.
const REPLIES = {
  'not-covered': 'r.covered = false',
  liked: `r.feedback = 'like'`,
  disliked: `r.feedback = 'dislike'`,
} as const;

/**
 * The activity's newest replies of one kind (at most `limit`), each with the question it
 * answered: the student's last message before it in the conversation.
 */
export async function answeredQuestions(
  em: EntityManager,
  activityId: string,
  kind: keyof typeof REPLIES,
  limit: number,
): Promise<AnsweredQuestion[]> {
  const rows = await em.getConnection().execute<
    {
      reply_id: string;
      answer: string;
      answered_at: Date;
      id: string;
      question: string;
      asked_at: Date;
      student_name: string;
      student_email: string;
    }[]
  >(
    `select r.id as reply_id, left(r.content, ${EXCERPT_CHARS}) as answer, r.created_at as answered_at,
            q.id, left(q.content, ${EXCERPT_CHARS}) as question, q.created_at as asked_at,
            trim(u.first_name || ' ' || u.last_name) as student_name, u.email as student_email
       from conversations cv
       join users u on u.id = cv.student_id
       join messages r on r.conversation_id = cv.id and r.sender = 'assistant' and ${REPLIES[kind]}
       cross join lateral (
         select q.id, q.content, q.created_at from messages q
          where q.conversation_id = cv.id and q.sender = 'user' and q.created_at <= r.created_at
          order by q.created_at desc limit 1
       ) q
      where cv.activity_id = ?
      order by r.created_at desc, r.id
      limit ?`,
    [activityId, limit],
  );
  return rows.map((r) => ({
    ...toAskedQuestion(r),
    replyId: r.reply_id,
    answer: r.answer,
    answeredAt: new Date(r.answered_at),
  }));
}
