import type { EntityManager } from '@mikro-orm/postgresql';

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

/** The activity's newest questions, at most `limit`. */
export async function recentQuestions(
  em: EntityManager,
  activityId: string,
  limit: number,
): Promise<AskedQuestion[]> {
  const rows = await em.getConnection().execute<QuestionRecord[]>(
    `select m.id, left(m.content, ${EXCERPT_CHARS}) as question, m.created_at as asked_at,
            trim(u.first_name || ' ' || u.last_name) as student_name, u.email as student_email
       from conversations cv
       join users u on u.id = cv.student_id
       join messages m on m.conversation_id = cv.id and m.sender = 'user'
      where cv.activity_id = ?
      order by m.created_at desc, m.id
      limit ?`,
    [activityId, limit],
  );
  return rows.map(toAskedQuestion);
}

/** A passage that answered questions of a group: its file, page, opening, and how often. */
export interface AnsweringPassage {
  fileId: string;
  fileName: string;
  page: number | null;
  excerpt: string;
  count: number;
}

/**
 * For each group of questions, the passages its replies cited most (at most `perGroup`).
 * A question's reply is the first assistant message after it in its conversation.
 */
export async function answeringPassages(
  em: EntityManager,
  groups: readonly (readonly string[])[],
  perGroup: number,
): Promise<AnsweringPassage[][]> {
  const members = groups.flatMap((g, grp) => g.map((question) => ({ question, grp })));
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
    `select grp, file_id, file_name, page, excerpt, n from (
       select g.grp, e->>'fileId' as file_id, e->>'fileName' as file_name,
              (e->>'page')::int as page, left(e->>'text', ${EXCERPT_CHARS}) as excerpt,
              count(*) as n,
              row_number() over (partition by g.grp order by count(*) desc, e->>'fileName', (e->>'page')::int) as rank
         from jsonb_to_recordset(?::jsonb) as g(question uuid, grp int)
         join messages q on q.id = g.question
         cross join lateral (
           select r.citations from messages r
            where r.conversation_id = q.conversation_id and r.sender = 'assistant'
              and r.created_at >= q.created_at
            order by r.created_at limit 1
         ) r
         cross join lateral jsonb_array_elements(r.citations) e
        group by g.grp, e->>'fileId', e->>'fileName', (e->>'page')::int, e->>'text'
     ) ranked
     where rank <= ?
     order by grp, rank`,
    // Arrays go as JSON: the driver layer would expand a JS array into a list.
    [JSON.stringify(members), perGroup],
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
