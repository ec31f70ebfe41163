import type { EntityManager } from '@mikro-orm/postgresql';
import { asksInLanguages, MATERIAL_LANGUAGES } from '../../rag/search/languages.ts';
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

// The material languages by code with PostgreSQL's built-in configuration of each (its
// stop list), as JSON for the statement.
const BUILTIN = JSON.stringify(MATERIAL_LANGUAGES);

/** How a question wrote one of its words: the word (lower case), its stem, how often. */
export interface Spelling {
  item: string;
  term: string;
  word: string;
  n: number;
}

/**
 * The words of questions, stemmed as the material's vocabulary is: each word (a token of
 * the text search parser, as the material's words are counted) in the languages its chunks
 * were indexed in, the most passages' first, then English (search/languages.ts), taking the
 * first language whose stem the material holds, else the main one, as the search reads a
 * question (search/vocabulary-lookup.ts). Stop words of any of those languages are left
 * out (PostgreSQL's built-in lists, accents folded or not), and so are words of asking: an
 * English stem (ASKING_WORDS) or a word that only asks in the material's language
 * (asksInLanguages). English material is stemmed as before: 'english' and
 * teachchat_english share the Snowball stemmer. `material: 'rare'` keeps only words of the
 * activity's material found in at most half its passages (a word in most passages says
 * nothing of a topic); `'any'` keeps every word, with how many passages hold it (0 when
 * the material lacks it: a gap's subject). `items` are the questions read, newest first,
 * with words or not; `spellings` how they wrote each kept stem (termLabels); `fillers`,
 * in material not all English, their stop words; and `languages` the material's.
 */
export async function termsOfQuestions(
  em: EntityManager,
  activityId: string,
  source: QuestionSource,
  material: 'rare' | 'any',
): Promise<{
  items: string[];
  hits: TermHit[];
  spellings: Spelling[];
  fillers: Set<string>;
  languages: string[];
}> {
  const none = { items: [], hits: [], spellings: [], fillers: new Set<string>(), languages: [] };
  if ('ids' in source && source.ids.length === 0) return none;
  const rows = await em.getConnection().execute<
    {
      item: string;
      words: string[];
      ns: number[];
      terms: (string | null)[];
      dfs: number[];
      kept: boolean[];
      stops: boolean[];
      languages: string[];
    }[]
  >(
    `with q as materialized (${'ids' in source ? SOURCES.ids : SOURCES.newest}),
     material as (
       select case when c.language in (select key from jsonb_each_text(?::jsonb)) then c.language else 'en' end as code,
              count(*) as n
         from chunks c where c.activity_id = ? group by 1
     ),
     langs as materialized (
       select l.code, min(l.ord) as ord, min(b.value)::regconfig as builtin
         from unnest((select coalesce(array_agg(code order by n desc, code), '{}') from material)
                     || '{en}'::text[]) with ordinality as l(code, ord)
         join jsonb_each_text(?::jsonb) as b on b.key = l.code
        group by l.code
     ),
     words as materialized (
       select q.id, lower(t.token) as word, count(*)::int as n
         from q cross join lateral ts_parse('default', q.content) as t
        where t.tokid <> 12
        group by 1, 2
     ),
     candidates as (
       select d.word, l.ord,
              (select x.lexeme from unnest(to_tsvector(teachchat_config(l.code), d.word)) as x
                where 1 = any (x.positions) limit 1) as lexeme,
              to_tsvector(l.builtin, d.word) = ''::tsvector
                or (l.code <> 'en' and to_tsvector(l.builtin, unaccent(d.word)) = ''::tsvector) as stop
         from (select distinct word from words) as d, langs l
     ),
     stems as materialized (
       select distinct on (c.word) c.word, c.lexeme, t.df,
              bool_or(c.stop) over (partition by c.word) as stop
         from candidates c
         left join activity_terms t on t.activity_id = ? and t.lexeme = c.lexeme
        order by c.word, t.df is null, c.ord
     ),
     hits as (
       select w.id, w.word, w.n, s.lexeme as term, coalesce(s.df, 0) as df, s.stop,
              not s.stop and s.lexeme is not null and length(s.lexeme) > 2
                and (?::text = 'any'
                     or s.df * 2 <= greatest((select count(*) from chunks where activity_id = ?), 2)) as kept
         from words w join stems s on s.word = w.word
     ),
     -- Only the words kept, and in other languages than English the stop words (fillers).
     shown as (
       select * from hits
        where kept or (stop and exists (select 1 from langs where code <> 'en'))
     )
     select q.id as item,
            coalesce(array_agg(h.word order by h.word) filter (where h.word is not null), '{}') as words,
            coalesce(array_agg(h.n order by h.word) filter (where h.word is not null), '{}') as ns,
            coalesce(array_agg(h.term order by h.word) filter (where h.word is not null), '{}') as terms,
            coalesce(array_agg(h.df order by h.word) filter (where h.word is not null), '{}') as dfs,
            coalesce(array_agg(h.kept order by h.word) filter (where h.word is not null), '{}') as kept,
            coalesce(array_agg(h.stop order by h.word) filter (where h.word is not null), '{}') as stops,
            (select array_agg(code order by ord) from langs) as languages
       from q left join shown h on h.id = q.id
      group by q.id, q.created_at
      order by q.created_at desc, q.id`,
    [
      // Arrays go as JSON: the driver layer would expand a JS array into a list.
      ...('ids' in source ? [JSON.stringify(source.ids), activityId] : [activityId, source.newest]),
      BUILTIN,
      activityId,
      BUILTIN,
      activityId,
      material,
      activityId,
    ],
  );
  const languages = rows[0]?.languages ?? ['en'];
  // English's asking words are stems (ASKING_WORDS); other languages' are words, read once.
  const others = languages.filter((l) => l !== 'en');
  const asking = new Map<string, boolean>();
  const asks = (word: string) => {
    let known = asking.get(word);
    if (known === undefined) asking.set(word, (known = asksInLanguages(word, others)));
    return known;
  };
  const hits: TermHit[] = [];
  const spellings: Spelling[] = [];
  const fillers = new Set<string>();
  for (const r of rows) {
    const terms = new Set<string>();
    r.words.forEach((word, i) => {
      const term = r.terms[i] ?? null;
      if (r.stops[i]) fillers.add(word);
      if (!r.kept[i] || term === null || ASKING_WORDS.has(term)) return;
      if (others.length > 0 && asks(word)) return;
      spellings.push({ item: r.item, term, word, n: Number(r.ns[i] ?? 1) });
      if (terms.has(term)) return;
      terms.add(term);
      hits.push({ item: r.item, term, df: Number(r.dfs[i] ?? 0) });
    });
  }
  return { items: rows.map((r) => r.item), hits, spellings, fillers, languages };
}

/**
 * How the questions of each group wrote its word (a stem such as "collis" reads badly):
 * the commonest spelling among the given questions (termsOfQuestions' spellings), or the
 * stem if none is found.
 */
export function termLabels(
  groups: readonly { term: string; items: readonly string[] }[],
  spellings: readonly Spelling[],
): Map<string, string> {
  const byItem = new Map<string, Spelling[]>();
  for (const s of spellings) {
    const list = byItem.get(s.item);
    if (list) list.push(s);
    else byItem.set(s.item, [s]);
  }
  return new Map(
    groups.map((g) => {
      const counts = new Map<string, number>();
      for (const item of g.items)
        for (const s of byItem.get(item) ?? [])
          if (s.term === g.term) counts.set(s.word, (counts.get(s.word) ?? 0) + s.n);
      const [best] = [...counts].sort(
        ([a, na], [b, nb]) => nb - na || (a < b ? -1 : a > b ? 1 : 0),
      );
      return [g.term, best?.[0] ?? g.term];
    }),
  );
}
