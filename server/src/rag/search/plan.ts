import { isCue, isFormWord, namesNoTopic } from './follow-up.ts';
import type { ActivityStats, KnownWord } from './vocabulary-lookup.ts';
import type { QuestionWord } from './words.ts';

/** A stem searched for, weighted by its rarity in the activity (BM25's idf). */
export interface SearchTerm {
  lexeme: string;
  /** How many of the activity's chunks hold it. */
  df: number;
  weight: number;
  /** 'fixed': the material's spelling of a misspelt word; 'context': from an earlier turn. */
  kind: 'asked' | 'fixed' | 'context';
  /** The asked word's stem when this is another form of it (a verb of the same action):
   * a chunk scores the best of a word's forms, not their sum. */
  of?: string;
}

/** One informative word of a question: a passage covers it when it holds any of `lexemes`. */
export interface Concept {
  word: string;
  lexemes: string[];
  weight: number;
  /** From an earlier question of the conversation, not the one asked. */
  context?: true;
}

export interface TermPlan {
  terms: SearchTerm[];
  concepts: Concept[];
}

// A stop word rarer than this share of the activity's chunks is a term of that material
// (HAVING in a SQL manual); commoner ones are grammar. Written as code, it is always a term.
const TERM_STOP_SHARE = 0.05;

// A name or number the material lacks ("Australia", "1966") says most plainly that the
// question is about something else: it counts this many times an unknown word.
const NAME_WEIGHT = 2;
// What a how-to's verb the material lacks weighs against coverage: half a word, as the
// material may say the action in other words.
const ACTION_WEIGHT = 0.5;

/** BM25's inverse document frequency. */
export function idf(df: number, chunks: number): number {
  return Math.log(1 + (chunks - df + 0.5) / (df + 0.5));
}

/**
 * Which of a question's words are searched, and with what weight: stems the material
 * holds, the material's spelling of a misspelt word, stop words only where they are terms
 * (written as code, or rare in this material), never the words that only steer the
 * conversation ("explain", "example") or stand for a topic named elsewhere ("it", "one");
 * the words of a question's form ("difference", "use") are searched where the material has
 * them but never count as its topic. Words the material lacks and cannot be matched to
 * count against coverage: a question about them is not covered by this material.
 */
export function planTerms(
  words: KnownWord[],
  stats: ActivityStats,
  kind: 'asked' | 'context' = 'asked',
): TermPlan {
  const terms = new Map<string, SearchTerm>();
  const concepts: Concept[] = [];
  // A word the material lacks weighs as much as its rarest word: in a small activity most
  // ordinary words are missing, and a question should not fail on one of them.
  const unknownWeight = idf(1, stats.chunks);
  for (const w of words) {
    if (!w.lexeme || ((isCue(w.text) || namesNoTopic(w)) && !w.code)) continue;
    if (w.stop && !w.code && (w.df === null || w.df / Math.max(1, stats.chunks) >= TERM_STOP_SHARE))
      continue;
    const form = (isFormWord(w.text) || w.form === true) && !w.code;
    if (w.df !== null) {
      const weight = idf(w.df, stats.chunks);
      terms.set(w.lexeme, { lexeme: w.lexeme, df: w.df, weight, kind });
      if ((!w.stop || w.code) && !form)
        concepts.push({ word: w.text, lexemes: [w.lexeme], weight });
      continue;
    }
    if (form) continue;
    const [best] = w.fixes;
    if (best) {
      const weight = idf(best.df, stats.chunks);
      if (!terms.has(best.lexeme))
        terms.set(best.lexeme, {
          lexeme: best.lexeme,
          df: best.df,
          weight,
          kind: kind === 'context' ? kind : 'fixed',
        });
      concepts.push({ word: w.text, lexemes: w.fixes.map((f) => f.lexeme), weight });
    } else if (!w.stop) {
      concepts.push({
        word: w.text,
        lexemes: [],
        weight: unknownWeight * (w.name ? NAME_WEIGHT : w.action ? ACTION_WEIGHT : 1),
      });
    }
  }
  return { terms: [...terms.values()], concepts };
}

/**
 * The plan with another form of some of the question's words searched too, and counted for
 * their concepts: a passage holding it covers them ("blackbody" for "black body", "remove"
 * for "delete").
 */
export function withForm(
  plan: TermPlan,
  words: string[],
  form: { lexeme: string; df: number },
  chunks: number,
  /** The stem of the word it is a form of, when it stands for that word alone: it is scored
   * as that word, at that word's weight (a rare synonym weighs no more than what was asked). */
  of?: string,
): TermPlan {
  const { lexeme, df } = form;
  const asked = of === undefined ? undefined : plan.terms.find((t) => t.lexeme === of);
  const term = asked
    ? { lexeme, df, weight: asked.weight, kind: asked.kind, of: asked.lexeme }
    : { lexeme, df, weight: idf(df, chunks), kind: 'asked' as const };
  const terms = plan.terms.some((t) => t.lexeme === lexeme) ? plan.terms : [...plan.terms, term];
  const concepts = plan.concepts.map((c) =>
    words.includes(c.word) && !c.lexemes.includes(lexeme)
      ? { ...c, lexemes: [...c.lexemes, lexeme] }
      : c,
  );
  return { terms, concepts };
}

/**
 * The plan with each word's fellows (`fellowsOf`) that the material holds searched beside
 * it, each counted as the word's concept and scored as the word ("remove" for "delete",
 * "~" for "tilde"), or at its own rarity (`ownRarity`: "step(" beside "step").
 */
export function withFellows(
  plan: TermPlan,
  words: QuestionWord[],
  fellowsOf: (word: QuestionWord) => QuestionWord[],
  known: ReadonlyMap<string, KnownWord>,
  chunks: number,
  ownRarity = false,
): TermPlan {
  let result = plan;
  for (const w of words)
    for (const fellow of fellowsOf(w)) {
      const k = known.get(fellow.text);
      if (k?.lexeme && k.df !== null && !k.stop)
        result = withForm(
          result,
          [w.text],
          { lexeme: k.lexeme, df: k.df },
          chunks,
          ownRarity ? undefined : (known.get(w.text)?.lexeme ?? undefined),
        );
    }
  return result;
}

/** Share of the concepts' weight that a passage holding `lexemes` covers. */
export function coverageOf(concepts: Concept[], lexemes: ReadonlySet<string>): number {
  const total = concepts.reduce((sum, c) => sum + c.weight, 0);
  if (total === 0) return 0;
  const covered = concepts
    .filter((c) => c.lexemes.some((l) => lexemes.has(l)))
    .reduce((sum, c) => sum + c.weight, 0);
  return covered / total;
}
