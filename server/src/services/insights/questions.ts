import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kysely } from '../../db/kysely.ts';
import { citationsOf } from './citations.ts';

// Enough of a question or answer to recognise it; the transcript has the rest.
export const EXCERPT_CHARS = 300;

/** A student's question as the insights show it, with where to read it in context. */
export interface AskedQuestion {
  messageId: string;
  question: string;
  askedAt: Date;
  studentName: string;
  studentEmail: string;
}

interface QuestionRecord {
  id: string;
  question: string;
  asked_at: Date;
  student_name: string;
  student_email: string;
}

export const toAskedQuestion = (r: QuestionRecord): AskedQuestion => ({
  messageId: r.id,
  question: r.question,
  askedAt: new Date(r.asked_at),
  studentName: r.student_name,
  studentEmail: r.student_email,
});

/** The given questions of the activity, in the order of `ids`. */
export async function questionsByIds(
  em: EntityManager,
  activityId: string,
  ids: readonly string[],
): Promise<AskedQuestion[]> {
  if (ids.length === 0) return [];
  const rows = await kysely(em)
    .selectFrom('messages as m')
    .innerJoin('conversations as cv', 'cv.id', 'm.conversation_id')
    .innerJoin('users as u', 'u.id', 'cv.student_id')
    .select(({ eb, fn, val, lit }) => [
      'm.id',
      fn<string>('left', ['m.content', lit(EXCERPT_CHARS)]).as('question'),
      'm.created_at as asked_at',
      fn<string>('trim', [eb(eb('u.first_name', '||', val(' ')), '||', eb.ref('u.last_name'))]).as(
        'student_name',
      ),
      'u.email as student_email',
    ])
    // One array parameter, however many ids.
    .where(({ eb, fn, val }) => eb('m.id', '=', fn.any(val([...ids]))))
    .where('cv.activity_id', '=', activityId)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, toAskedQuestion(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A passage that answered questions of a group: its file, page, opening, and how often. */
export interface AnsweringPassage {
  fileId: string;
  fileName: string;
  page: number | null;
  excerpt: string;
  count: number;
}

// Questions of a group whose replies are read, newest first: enough to rank its passages.
const SAMPLE = 300;

/**
 * For each group of questions (newest first), the passages the replies to its newest 300
 * cited most (at most `perGroup`). A question's reply is the message right after it in
 * its conversation, when that is the assistant's (one that failed to save leaves none).
 */
export async function answeringPassages(
  em: EntityManager,
  activityId: string,
  groups: readonly (readonly string[])[],
  perGroup: number,
): Promise<AnsweringPassage[][]> {
  const members = groups.flatMap((g, grp) =>
    g.slice(0, SAMPLE).map((question) => ({ question, grp })),
  );
  if (members.length === 0) return groups.map(() => []);
  // The questions with their groups as one JSON parameter, however many, read back as rows.
  const sampled = sql<{
    question: string;
    grp: number;
  }>`jsonb_to_recordset(${JSON.stringify(members)}::jsonb)`.as<'g'>(sql`g(question uuid, grp int)`);
  const rows = await kysely(em)
    .with(
      (cte) => cte('g').materialized(),
      (db) => db.selectFrom(sampled).selectAll(),
    )
    .with('replies', (db) =>
      db
        .selectFrom('g')
        .innerJoin('messages as q', 'q.id', 'g.question')
        .innerJoin('conversations as cv', (join) =>
          join.onRef('cv.id', '=', 'q.conversation_id').on('cv.activity_id', '=', activityId),
        )
        // The next message of the conversation (the index's order), if the assistant's; a
        // teacher's answer written meanwhile is not the reply.
        .crossJoinLateral((eb) =>
          eb
            .selectFrom('messages as n')
            .select(['n.sender', 'n.citations'])
            .whereRef('n.conversation_id', '=', 'q.conversation_id')
            .whereRef('n.created_at', '>', 'q.created_at')
            .where('n.sender', '<>', 'teacher')
            .orderBy('n.created_at')
            .limit(1)
            .as('r'),
        )
        .select(['g.grp', 'r.citations'])
        .where('r.sender', '=', 'assistant'),
    )
    .with('cited', (db) =>
      db
        .selectFrom('replies as r')
        .crossJoinLateral(({ ref }) => citationsOf(ref('r.citations')))
        .select(({ eb }) => [
          'r.grp',
          eb.ref('e.citation', '->>').key('fileId').as('file_id'),
          eb.ref('e.citation', '->>').key('fileName').as('file_name'),
          eb.cast<number | null>(eb.ref('e.citation', '->>').key('page'), 'integer').as('page'),
          eb.ref('e.citation', '->>').key('text').as('text'),
        ]),
    )
    .selectFrom((db) =>
      db
        .selectFrom('cited')
        .select(({ fn, lit }) => [
          'grp',
          'file_id',
          'file_name',
          'page',
          fn.min(fn<string>('left', ['text', lit(EXCERPT_CHARS)])).as('excerpt'),
          fn.countAll<string>().as('n'),
          fn
            .agg<number>('row_number')
            .over((over) =>
              over
                .partitionBy('grp')
                .orderBy(fn.countAll(), 'desc')
                .orderBy('file_name')
                .orderBy('page'),
            )
            .as('rank'),
        ])
        .groupBy(({ fn }) => ['grp', 'file_id', 'file_name', 'page', fn('md5', ['text'])])
        .as('ranked'),
    )
    .select(['grp', 'file_id', 'file_name', 'page', 'excerpt', 'n'])
    .where('rank', '<=', perGroup)
    .orderBy('grp')
    .orderBy('rank')
    .execute();
  const passages = groups.map((): AnsweringPassage[] => []);
  for (const r of rows) {
    passages[r.grp]?.push({
      fileId: r.file_id,
      fileName: r.file_name,
      page: r.page,
      excerpt: r.excerpt,
      count: Number(r.n),
    });
  }
  return passages;
}
