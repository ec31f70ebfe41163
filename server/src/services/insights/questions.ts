import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../../db/kysely.ts';

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
  const rows = await em.getConnection().execute<
    {
      grp: number;
      file_id: string;
      file_name: string;
      page: number | null;
      excerpt: string;
      n: string;
    }[]
  >(
    `with g as materialized (
       select * from jsonb_to_recordset(?::jsonb) as g(question uuid, grp int)
     ),
     replies as (
       select g.grp, r.citations
         from g
         join messages q on q.id = g.question
         join conversations cv on cv.id = q.conversation_id and cv.activity_id = ?
         -- The next message of the conversation (the index's order), if the assistant's; a
         -- teacher's answer written meanwhile is not the reply.
         cross join lateral (
           select n.sender, n.citations from messages n
            where n.conversation_id = q.conversation_id and n.created_at > q.created_at
              and n.sender <> 'teacher'
            order by n.created_at limit 1
         ) r
        where r.sender = 'assistant'
     ),
     cited as (
       select r.grp, e->>'fileId' as file_id, e->>'fileName' as file_name,
              (e->>'page')::int as page, e->>'text' as text
         from replies r cross join lateral jsonb_array_elements(r.citations) e
     )
     select grp, file_id, file_name, page, excerpt, n from (
       select grp, file_id, file_name, page, min(left(text, ${EXCERPT_CHARS})) as excerpt,
              count(*) as n,
              row_number() over (partition by grp order by count(*) desc, file_name, page) as rank
         from cited
        group by grp, file_id, file_name, page, md5(text)
     ) ranked
     where rank <= ?
     order by grp, rank`,
    // Arrays go as JSON: the driver layer would expand a JS array into a list.
    [JSON.stringify(members), activityId, perGroup],
  );
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
