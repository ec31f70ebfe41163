import type { EntityManager } from '@mikro-orm/postgresql';
import type { TermHit } from './group-by-terms.ts';

// Words of how students ask rather than of what: they would group unrelated questions.
const ASKING_WORDS = new Set(
  'answer differ exampl explain give help know mean pleas question say tell thank understand use work'.split(
    ' ',
  ),
);

/**
 * The words of the given questions, stemmed as the material's vocabulary is
 * (teachchat_english), leaving out English stop words and words of asking.
 * `material: 'rare'` keeps only words of the activity's material found in at most half
 * its passages (a word in most passages says nothing of a topic); `'any'` keeps every
 * word, with how many passages hold it (0 when the material lacks it: a gap's subject).
 */
export async function termsOfQuestions(
  em: EntityManager,
  activityId: string,
  questionIds: readonly string[],
  material: 'rare' | 'any',
): Promise<TermHit[]> {
  if (questionIds.length === 0) return [];
  const rows = await em
    .getConnection()
    .execute<{ item: string; term: string; word: string; df: number | null }[]>(
      `with q as (
       select m.id, lower(m.content) as content from messages m
        where m.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
     ),
     w as (
       select distinct q.id, t[1] as word
         from q cross join lateral regexp_matches(q.content, '[[:alpha:]][[:alnum:]]+', 'g') as t
     ),
     l as (
       select d.word,
              (select x from unnest(tsvector_to_array(to_tsvector('teachchat_english', d.word))) x limit 1) as lexeme
         from (select distinct word from w) d
        where to_tsvector('english', d.word) <> ''::tsvector
     ),
     passages as (select count(*) as n from chunks where activity_id = ?)
     select w.id as item, l.lexeme as term, w.word, coalesce(k.df, 0) as df
       from w
       join l on l.word = w.word
       left join activity_terms k on k.activity_id = ? and k.lexeme = l.lexeme
      where l.lexeme is not null and length(l.lexeme) > 2
        and (?::text = 'any' or k.df * 2 <= greatest((select n from passages), 2))`,
      [JSON.stringify(questionIds), activityId, activityId, material],
    );
  return rows
    .filter((r) => !ASKING_WORDS.has(r.term))
    .map((r) => ({ item: r.item, term: r.term, word: r.word, df: Number(r.df) }));
}
