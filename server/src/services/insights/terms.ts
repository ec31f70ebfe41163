import type { EntityManager } from '@mikro-orm/postgresql';
import { asksInLanguages } from '../../rag/search/languages.ts';
import type { TermHit } from './group-by-terms.ts';
import { type QuestionSource, questionWords } from './question-words.ts';

// Words of how students ask rather than of what (as stemmed): they would group unrelated
// questions.
const ASKING_WORDS = new Set(
  'answer differ exampl explain give help know mean pleas question say tell thank understand use work'.split(
    ' ',
  ),
);

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
  const rows = await questionWords(em, activityId, source, material);
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
