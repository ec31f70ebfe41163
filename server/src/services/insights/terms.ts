import type { EntityManager } from '@mikro-orm/postgresql';
import type { TermHit } from './group-by-terms.ts';

// Words of how students ask rather than of what (as stemmed): they would group unrelated
// questions.
const ASKING_WORDS = new Set(
  'answer differ exampl explain give help know mean pleas question say tell thank understand use work'.split(
    ' ',
  ),
);

/** Which questions: given ones, or the activity's newest (at most `newest`). */
export type QuestionSource = { ids: readonly string[] } | { newest: number };

const SOURCES = {
  ids: `select m.id, m.content, m.created_at from messages m
         join conversations cv on cv.id = m.conversation_id
        where m.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
          and cv.activity_id = ?`,
  newest: `select m.id, m.content, m.created_at from conversations cv
             join messages m on m.conversation_id = cv.id and m.sender = 'user'
            where cv.activity_id = ?::uuid
            order by m.created_at desc, m.id limit ?`,
} as const;

/**
 * The words of questions, stemmed as the material's vocabulary is: the 'english' text
 * search configuration stems like teachchat_english (the same Snowball stemmer) and also
 * drops English stop words. Words of asking are left out too. `material: 'rare'` keeps only
 * words of the activity's material found in at most half its passages (a word in most
 * passages says nothing of a topic); `'any'` keeps every word, with how many passages hold
 * it (0 when the material lacks it: a gap's subject). `items` are the questions read,
 * newest first, with words or not.
 */
export async function termsOfQuestions(
  em: EntityManager,
  activityId: string,
  source: QuestionSource,
  material: 'rare' | 'any',
): Promise<{ items: string[]; hits: TermHit[] }> {
  if ('ids' in source && source.ids.length === 0) return { items: [], hits: [] };
  const rows = await em.getConnection().execute<{ item: string; terms: string[]; dfs: number[] }[]>(
    `with q as materialized (${'ids' in source ? SOURCES.ids : SOURCES.newest}),
     k as materialized (
       select lexeme, df from activity_terms
        where activity_id = ?
          and (?::text = 'any' or df * 2 <= greatest((select count(*) from chunks where activity_id = ?), 2))
     ),
     hits as (
       select q.id, l.term, coalesce(k.df, 0) as df
         from q cross join lateral unnest(tsvector_to_array(to_tsvector('english', q.content))) as l(term)
         left join k on k.lexeme = l.term
        where length(l.term) > 2 and (?::text = 'any' or k.df is not null)
     )
     select q.id as item,
            coalesce(array_agg(h.term) filter (where h.term is not null), '{}') as terms,
            coalesce(array_agg(h.df) filter (where h.term is not null), '{}') as dfs
       from q left join hits h on h.id = q.id
      group by q.id, q.created_at
      order by q.created_at desc, q.id`,
    [
      // Arrays go as JSON: the driver layer would expand a JS array into a list.
      ...('ids' in source ? [JSON.stringify(source.ids), activityId] : [activityId, source.newest]),
      activityId,
      material,
      activityId,
      material,
    ],
  );
  const hits = rows.flatMap((r) =>
    r.terms.flatMap((term, i) =>
      ASKING_WORDS.has(term) ? [] : [{ item: r.item, term, df: Number(r.dfs[i] ?? 0) }],
    ),
  );
  return { items: rows.map((r) => r.item), hits };
}

/**
 * How the questions of each group wrote its word (a stem such as "collis" reads badly):
 * the commonest spelling among the given questions, or the stem if none is found.
 */
export async function termLabels(
  em: EntityManager,
  groups: readonly { term: string; items: readonly string[] }[],
): Promise<Map<string, string>> {
  const pairs = groups.flatMap((g) => g.items.map((question) => ({ term: g.term, question })));
  if (pairs.length === 0) return new Map();
  const rows = await em.getConnection().execute<{ term: string; word: string }[]>(
    `with w as (
       select g.term, t[1] as word
         from jsonb_to_recordset(?::jsonb) as g(term text, question uuid)
         join messages m on m.id = g.question
         cross join lateral regexp_matches(lower(m.content), '[[:alpha:]][[:alnum:]]+', 'g') as t
     )
     select distinct on (term) term, word
       from w
      where (select x from unnest(tsvector_to_array(to_tsvector('english', w.word))) x limit 1) = w.term
      group by term, word
      order by term, count(*) desc, word`,
    [JSON.stringify(pairs)],
  );
  return new Map(groups.map((g) => [g.term, rows.find((r) => r.term === g.term)?.word ?? g.term]));
}
