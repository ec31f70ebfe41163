import { setNewest } from '../../bounded-map.ts';
import { createLexicalIndexes } from './lexical-indexes.ts';
import type { ActivityStats, Conn, KnownWord } from './vocabulary-lookup.ts';
import { activityStats, lookUpWords } from './vocabulary-lookup.ts';
import type { QuestionWord } from './words.ts';

// Activities whose statistics one node keeps, and words per activity: a class asks about
// the same material in much the same words.
const ACTIVITIES = 64;
const WORDS = 20_000;

interface Entry {
  stamp: string;
  stats?: Promise<ActivityStats>;
  words: Map<string, KnownWord>;
  /** Words being looked up, each with its lookup's answer. */
  pending: Map<string, Promise<KnownWord[]>>;
}

/**
 * What retrieval reads about an activity's material that only changes with the material:
 * its statistics, and each question word as its vocabulary knows it. Kept per node under
 * the material's stamp (chat/asking.ts), which every question reads with the activity's
 * row, so new material on any node is seen at the next question. With a budget, its
 * postings too (lexical-indexes.ts), for BM25 in memory.
 */
export function createMaterialCache(
  opts: { lexicalIndexBytes?: number; log?: (msg: string, err?: unknown) => void } = {},
) {
  const entries = new Map<string, Entry>();
  const lexical = createLexicalIndexes({ budgetBytes: opts.lexicalIndexBytes ?? 0, log: opts.log });

  function entry(activityId: string, stamp: string): Entry {
    let found = entries.get(activityId);
    if (found?.stamp !== stamp) found = { stamp, words: new Map(), pending: new Map() };
    setNewest(entries, activityId, found, ACTIVITIES);
    return found;
  }

  return {
    /** In-memory lexical indexes, within their budget. */
    lexical,

    /** The activity's statistics, read once per stamp. */
    stats(conn: Conn, activityId: string, stamp: string): Promise<ActivityStats> {
      const e = entry(activityId, stamp);
      if (!e.stats) {
        const stats = activityStats(conn, activityId);
        e.stats = stats;
        stats.catch(() => {
          if (e.stats === stats) delete e.stats;
        });
      }
      return e.stats;
    },

    /**
     * lookUpWords, reading only the words this node has not looked up under the stamp, and
     * each of those once: a class asking at once waits for the lookup already under way.
     */
    async lookUp(
      conn: Conn,
      activityId: string,
      stamp: string,
      words: QuestionWord[],
    ): Promise<KnownWord[]> {
      const e = entry(activityId, stamp);
      const missing = words.filter((w) => !e.words.has(keyOf(w)) && !e.pending.has(keyOf(w)));
      if (missing.length > 0) {
        const lookup = lookUpWords(conn, activityId, missing);
        for (const w of missing) e.pending.set(keyOf(w), lookup);
        lookup
          .then((found) => {
            if (e.words.size + found.length > WORDS) e.words.clear();
            for (const k of found) e.words.set(keyOf(k), k);
          })
          .catch(() => undefined)
          .finally(() => {
            for (const w of missing)
              if (e.pending.get(keyOf(w)) === lookup) e.pending.delete(keyOf(w));
          });
      }
      const known = new Map<string, KnownWord>();
      for (const w of words) {
        const k = e.words.get(keyOf(w));
        if (k) known.set(keyOf(w), k);
      }
      const lookups = new Set(
        words.flatMap((w) => (known.has(keyOf(w)) ? [] : [e.pending.get(keyOf(w))])),
      );
      for (const found of await Promise.all(lookups)) {
        for (const k of found ?? []) known.set(keyOf(k), k);
      }
      return words.flatMap((w) => {
        const k = known.get(keyOf(w));
        return k ? [{ ...k, code: w.code }] : [];
      });
    },
  };
}
export type MaterialCache = ReturnType<typeof createMaterialCache>;

/** A word written as a name, or looked up exactly, is kept apart: it is never corrected. */
const keyOf = (w: QuestionWord) => (w.name || w.exact ? `${w.text}\u0000exact` : w.text);
