import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../../db/kysely.ts';
import { type AskedQuestion, EXCERPT_CHARS, toAskedQuestion } from './questions.ts';

/** A question with the reply it got, as the gaps and feedback lists show them. */
export interface AnsweredQuestion extends AskedQuestion {
  replyId: string;
  answer: string;
  answeredAt: Date;
}

// Which replies each list wants.
const REPLIES = {
  'not-covered': ['r.covered', false],
  liked: ['r.feedback', 'like'],
  disliked: ['r.feedback', 'dislike'],
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
  const [column, value] = REPLIES[kind];
  const rows = await kysely(em)
    .selectFrom('conversations as cv')
    .innerJoin('users as u', 'u.id', 'cv.student_id')
    .innerJoin('messages as r', (join) =>
      join
        .onRef('r.conversation_id', '=', 'cv.id')
        .on('r.sender', '=', 'assistant')
        .on(column, '=', value),
    )
    .crossJoinLateral((eb) =>
      eb
        .selectFrom('messages as q')
        .select(['q.id', 'q.content', 'q.created_at'])
        .whereRef('q.conversation_id', '=', 'cv.id')
        .where('q.sender', '=', 'user')
        .whereRef('q.created_at', '<=', 'r.created_at')
        .orderBy('q.created_at', 'desc')
        .limit(1)
        .as('q'),
    )
    .select(({ eb, fn, val, lit }) => [
      'r.id as reply_id',
      fn<string>('left', ['r.content', lit(EXCERPT_CHARS)]).as('answer'),
      'r.created_at as answered_at',
      'q.id',
      fn<string>('left', ['q.content', lit(EXCERPT_CHARS)]).as('question'),
      'q.created_at as asked_at',
      fn<string>('trim', [eb(eb('u.first_name', '||', val(' ')), '||', eb.ref('u.last_name'))]).as(
        'student_name',
      ),
      'u.email as student_email',
    ])
    .where('cv.activity_id', '=', activityId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...toAskedQuestion(r),
    replyId: r.reply_id,
    answer: r.answer,
    answeredAt: new Date(r.answered_at),
  }));
}
