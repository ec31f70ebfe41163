import { isEnglishWord } from './english.ts';
import { hasWordList, knownWords } from './known-words.ts';
import { asksInLanguages, folded, MATERIAL_LANGUAGES } from './languages.ts';
import { closestTerms, editDistance, oneEditFrom } from './typos.ts';
import { infinitivesOf } from './verb-forms.ts';
import { type Conn, onPool } from './pool.ts';
import { spellingsStatement, statsStatement } from './vocabulary-reads.ts';
import type { QuestionWord } from './words.ts';

export type { Conn } from './pool.ts';

/** A question word as the activity's vocabulary knows it. */
export interface KnownWord extends QuestionWord {
  /** The stem the chunks index, null for words with none: in the first of the material's
   * languages (then English) whose stem the material holds, else in its main language. */
  lexeme: string | null;
  /** A stop word of the material's languages or English ("the", "where", "qué"), or a word
   * that only asks in one of them ("explica"). */
  stop: boolean;
  /** How many of the activity's chunks hold the stem; null when none does. */
  df: number | null;
  /** For a misspelt word: the closest stems the material holds, the likeliest first, and
   * the material's spelling of that one. */
  fixes: { lexeme: string; df: number }[];
  spelling: string | null;
}

export interface ActivityStats {
  /** Chunks in the activity. */
  chunks: number;
  /** Their mean length in tokens. */
  avgLength: number;
  /** The embedder its chunks' vectors were made with. */
  embeddingModel: string | null;
  /** The languages its files are searched in (languages.ts), the commonest first; absent,
   * English alone. A file too short to tell (a table of numbers) is stemmed as the rest of
   * its course and counts for none. */
  languages?: string[];
}

// Known stems considered per misspelt word before the edit distance decides: those that
// begin with its first or second letter (a swapped pair) and are about as long (up to four
// letters shorter: a misspelt ending is not stemmed, "recursoin" against "recurs"), the
// most common first. A misspelt first letter is not looked for: it is the rarest slip, and the
// words to compare would be the whole vocabulary.
const NEIGHBOURS = 3000;
// A word's neighbouring stems in the activity (`w.lexeme`; the activity is its parameter):
// the same first letter or the first two swapped, a length within reach of a slip, the
// commonest first, at most NEIGHBOURS, as a JSON list.
const NEAR_STEMS = `select jsonb_agg(jsonb_build_object('lexeme', n.lexeme, 'df', n.df))
                from (
                  select a.lexeme, a.df from activity_terms a
                   where a.activity_id = ?
                     and left(a.lexeme, 1) in (left(w.lexeme, 1), substr(w.lexeme, 2, 1))
                     and length(a.lexeme) between length(w.lexeme) - 4 and length(w.lexeme) + 2
                   order by a.df desc, a.lexeme
                   limit ${NEIGHBOURS}
                ) n`;

// The search's languages as SQL: their codes, and PostgreSQL's built-in configuration of
// each (its stop list).
const CODES = Object.keys(MATERIAL_LANGUAGES)
  .map((code) => `'${code}'`)
  .join(', ');
const BUILTIN = Object.entries(MATERIAL_LANGUAGES)
  .map(([code, name]) => `('${code}', '${name}'::regconfig)`)
  .join(', ');

// How far what was typed is from a spelling of the material: a doubled letter missed or
// added weighs half an edit, a letter put for one that sounds alike or two letters swapped
// three quarters (the doubling is the commoner slip: "precesion" is "precession", not
// "precision"; "fiel" is "file" as much as "feel", and the commoner spelling wins).
const distance = (a: string, b: string) =>
  editDistance(a, b, Number.MAX_SAFE_INTEGER, 0.5, 0.75, 0.75);

/**
 * Looks every word up in the activity's vocabulary (activity_terms) in one statement: its
 * stem in each of the material's languages (its files' languages, the commonest first,
 * then English: a question in another language than the material still finds the words
 * they share), whether it is a stop word, how many chunks hold it, and for a word the material
 * lacks, its closest known stems (NEIGHBOURS, then edit distance). Each word's stem
 * is read by its key, one row a word (as a join, the planner hashed every term of the
 * activity: 4-8 ms at 10,000 terms, against 0.2-2 ms).
 */
export async function lookUpWords(
  conn: Conn,
  activityId: string,
  words: QuestionWord[],
): Promise<KnownWord[]> {
  if (words.length === 0) return [];
  // Only a word that is neither English nor a known name may be a misspelling of the
  // material's (see english.ts): "Wein's law" is Wien's, "France" stays France. Here only
  // in material that is all English; other material's words are read after this statement,
  // once its languages are known (otherForms).
  const fixable = await Promise.all(
    words.map(async (w) => ({
      word: w.text,
      fixable: !w.exact && !(await isEnglishWord(w.text)),
    })),
  );
  // Written by hand, not with the typed Kysely of the other statements: a turn looks its
  // words up here on most turns, and building and compiling this statement with the query
  // builder each time cost a lone student's turn 12-36% more app and PostgreSQL CPU
  // (turn.ts --alone 60, three interleaved pairs, 2026-11-29; docs/architecture.md).
  const rows = await conn.execute<
    {
      word: string;
      lexeme: string | null;
      stop: boolean;
      df: number | null;
      near: { lexeme: string; df: number }[] | null;
      languages: string[];
    }[]
  >(
    `with material as (
       select case when f.language in (${CODES}) then f.language else 'en' end as code,
              count(*) as n
         from activity_files f where f.activity_id = ? and f.language is not null group by 1
     ),
     langs as materialized (
       select l.code, min(l.ord) as ord, min(b.builtin::text)::regconfig as builtin
         from unnest((select coalesce(array_agg(code order by n desc, code), '{}') from material)
                     || '{en}'::text[]) with ordinality as l(code, ord)
         join (values ${BUILTIN}) as b(code, builtin) on b.code = l.code
        group by l.code
     ),
     candidates as materialized (
       select t.word, t.fixable, l.ord,
              (select x from unnest(tsvector_to_array(to_tsvector(teachchat_config(l.code), t.word))) x limit 1) as lexeme,
              to_tsvector(l.builtin, t.word) = ''::tsvector
                or (l.code <> 'en' and to_tsvector(l.builtin, unaccent(t.word)) = ''::tsvector) as stop
         from jsonb_to_recordset(?::jsonb) as t(word text, fixable boolean), langs l
     ),
     known as (
       select c.*,
              (select k.df from activity_terms k where k.activity_id = ? and k.lexeme = c.lexeme) as df
         from candidates c
     ),
     w as (
       select distinct on (word) word, fixable, lexeme, df,
              bool_or(stop) over (partition by word) as stop
         from known
        order by word, df is null, ord
     )
     select w.word, w.lexeme, w.stop, w.df,
            (select array_agg(code order by ord) from langs) as languages,
            case when w.df is null and w.fixable and length(w.lexeme) >= 3
                      and not exists (select 1 from langs where code <> 'en') then (
              ${NEAR_STEMS}
            ) end as near
       from w`,
    // Arrays go as JSON: the driver layer would expand a JS array into a list.
    [activityId, JSON.stringify(fixable), activityId, activityId],
  );
  const byWord = new Map(rows.map((r) => [r.word, r]));
  const languages = rows[0]?.languages ?? ['en'];
  const looked = words.map((w): KnownWord => {
    const row = byWord.get(w.text);
    const lexeme = row?.lexeme ?? null;
    return {
      ...w,
      lexeme,
      stop: (row?.stop ?? false) || asksInLanguages(w.text, languages),
      df: row?.df ?? null,
      fixes: lexeme && row?.near ? closestTerms(w.text, lexeme, row.near) : [],
      spelling: null,
    };
  });
  await otherForms(conn, activityId, looked, languages);
  // Stems hide how a word is spelt ("propogate" is one edit from the stems of both
  // "propagate" and "proposal"): the material's word closest to what was typed wins.
  const spellings = await spellingsOf(conn, activityId, [
    ...new Set(looked.flatMap((w) => w.fixes.map((f) => f.lexeme))),
  ]);
  return looked.map((w) => {
    if (w.fixes.length === 0) return w;
    const spelt = w.fixes
      .map((f, order) => {
        const closest = closestSpelling(w.text, spellings.get(f.lexeme) ?? []);
        return { f, order, ...(closest ?? { spelling: null, d: distance(w.text, f.lexeme) }) };
      })
      .sort((a, b) => a.d - b.d || a.order - b.order)
      .filter((x) => !asName(w, languages) || slipOfName(w.text, x.spelling, x.d));
    return { ...w, fixes: spelt.map((x) => x.f), spelling: spelt[0]?.spelling ?? null };
  });
}

/**
 * What the words of a question the material lacks are in the material's words (one more
 * statement, only when there is something to look up): a verb form whose infinitive or
 * other form the material writes ("¿cómo abro…?" → "abrir", "wrote" → "written";
 * verb-forms.ts, the candidates its language's word list knows), and in material that is
 * not all English, for a word that no language of the material knows (known-words.ts), its
 * closest stems, as English material's misspellings are read. Material in a language without a
 * word list keeps its words as written: a misspelling cannot be told from a word it lacks.
 */
async function otherForms(
  conn: Conn,
  activityId: string,
  looked: KnownWord[],
  languages: string[],
): Promise<void> {
  const missing = looked.filter((w) => w.df === null && w.lexeme !== null && !w.stop && !w.code);
  if (missing.length === 0) return;
  // English material's misspellings are read from its own stems (closestTerms above): only
  // an irregular verb's other forms are looked up here ("wrote" where it says "written").
  const english = languages.every((l) => l === 'en');
  const lists = !english && languages.every(hasWordList);
  const known = new Map(
    await Promise.all(languages.map(async (code) => [code, await knownWords(code)] as const)),
  );
  const isKnown = (word: string, code: string) => known.get(code)?.(word) === true;
  const asked = missing.map((w) => {
    const forms: { word: string; form: string; code: string; fix: boolean }[] = [];
    // A form's infinitives that the language knows; for a word one edit from what was
    // typed, the word itself too when the language knows it.
    const add = (form: string, fix: boolean) => {
      for (const code of languages) {
        if (fix && !isKnown(form, code)) continue;
        if (fix) forms.push({ word: w.text, form, code, fix });
        for (const f of infinitivesOf(form, code))
          if (isKnown(f, code)) forms.push({ word: w.text, form: f, code, fix });
      }
    };
    const name = asName(w, languages);
    if (!w.exact && !name) add(w.text, false);
    const fixable =
      lists && !w.exact && w.text.length >= 3 && !languages.some((code) => isKnown(w.text, code));
    // The words one edit away, and their infinitives, that the material may hold.
    if (fixable && !name) for (const variant of oneEditFrom(w.text)) add(variant, true);
    return { w, forms, fixable };
  });
  const forms = asked.flatMap((a) => a.forms);
  const fixable = asked.filter((a) => a.fixable);
  if (forms.length === 0 && fixable.length === 0) return;
  // By hand as lookUpWords' statement is, for the same turns (a word the material lacks),
  // with the same neighbouring-stems subquery.
  const rows = await conn.execute<
    {
      word: string;
      fix: boolean;
      lexeme: string | null;
      df: number | null;
      near: { lexeme: string; df: number }[] | null;
    }[]
  >(
    `select distinct f.word, f.fix, x.lexeme, k.df, null::jsonb as near
       from jsonb_to_recordset(?::jsonb) as f(word text, form text, code text, fix boolean)
       cross join lateral (select (select y from unnest(tsvector_to_array(to_tsvector(teachchat_config(f.code), f.form))) y limit 1) as lexeme) x
       join activity_terms k on k.activity_id = ? and k.lexeme = x.lexeme
     union all
     select w.word, true, w.lexeme, null, (
              ${NEAR_STEMS})
       from jsonb_to_recordset(?::jsonb) as w(word text, lexeme text)`,
    [
      JSON.stringify(forms),
      activityId,
      activityId,
      JSON.stringify(fixable.map((a) => ({ word: a.w.text, lexeme: a.w.lexeme }))),
    ],
  );
  const byDf = (a: { df: number | null }, b: { df: number | null }) => (b.df ?? 0) - (a.df ?? 0);
  for (const w of missing) {
    const found = rows.filter((r) => r.word === w.text && r.df !== null && r.lexeme !== null);
    // The infinitive the material writes most.
    const [form] = found.filter((r) => !r.fix).sort(byDf);
    if (form?.lexeme && form.df !== null) {
      w.lexeme = form.lexeme;
      w.df = form.df;
      continue;
    }
    // A word one edit away (or its infinitive) that the material holds, the commonest first.
    const fixes = new Map(
      found
        .filter((r) => r.fix)
        .sort(byDf)
        .map((r) => [r.lexeme ?? '', { lexeme: r.lexeme ?? '', df: r.df ?? 0 }]),
    );
    if (fixes.size > 0) {
      w.fixes = [...fixes.values()];
      continue;
    }
    const near = rows.find((r) => r.word === w.text && r.near)?.near;
    if (near && w.lexeme) w.fixes = closestTerms(folded(w.text), w.lexeme, near);
  }
}

/** Whether a word is read as a name: not a capitalised word over German material, which
 * capitalises every noun ("Schlüssel"); a German word list tells its nouns from a slip. */
function asName(w: QuestionWord, languages: readonly string[]): boolean {
  return w.name === true && (w.exact === true || !languages.includes('de'));
}

/** A name is taken for a misspelling only of a word as long, with the same first letter and
 * one letter swapped or changed ("Wein" for "Wien"): "RStudio" is no "studio". */
function slipOfName(name: string, spelling: string | null, d: number): boolean {
  return spelling !== null && d <= 1 && spelling.length === name.length && spelling[0] === name[0];
}

export async function activityStats(conn: Conn, activityId: string): Promise<ActivityStats> {
  const row = await statsStatement(onPool(conn), activityId).executeTakeFirst();
  return {
    chunks: row?.n ?? 0,
    avgLength: Math.max(1, row?.avglen ?? 1),
    embeddingModel: row?.model ?? null,
    languages: row?.languages ?? ['en'],
  };
}

/** Of a stem's spellings (the commonest first), the one closest to what was typed; the
 * commoner on a tie. */
function closestSpelling(typed: string, spellings: string[]) {
  let best: { spelling: string; d: number } | undefined;
  for (const spelling of spellings) {
    const d = distance(typed, spelling);
    if (!best || d < best.d) best = { spelling, d };
  }
  return best;
}

/** Each stem's commonest spellings in the material, the commonest first: counted with the
 * vocabulary (rag/vocabulary.ts), so every read gives the same. */
async function spellingsOf(
  conn: Conn,
  activityId: string,
  lexemes: string[],
): Promise<Map<string, string[]>> {
  if (lexemes.length === 0) return new Map();
  const rows = await spellingsStatement(onPool(conn), activityId, lexemes).execute();
  return new Map(rows.map((r) => [r.lexeme, r.spellings]));
}
