import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/kysely.ts';
import { arrayOf, jsonTexts } from './lists.ts';
import type { SearchTerm } from './plan.ts';
import { type Conn, onPool } from './pool.ts';

// Candidates come from the question's rarest words, until they are held by this many
// chunks in all: in a large activity common words match most chunks, and a chunk with
// only common words of the question weighs little.
const CANDIDATE_BUDGET = 1000;
// Okapi BM25's usual constants: term-frequency saturation and length normalisation.
const K1 = 1.2;
const B = 0.75;

/** The rarest terms, until the chunks holding them reach the budget (at least one term). */
export function candidateTerms(terms: SearchTerm[]): SearchTerm[] {
  const picked: SearchTerm[] = [];
  let held = 0;
  for (const term of [...terms].sort((a, b) => a.df - b.df || a.lexeme.localeCompare(b.lexeme))) {
    if (picked.length > 0 && held + term.df > CANDIDATE_BUDGET) break;
    picked.push(term);
    held += term.df;
  }
  return picked;
}

/**
 * One term's BM25 score in one chunk, as the SQL below computes it: the same float8
 * operations in the same order, so the in-memory index (lexical-index.ts) ranks to the bit
 * as PostgreSQL does.
 */
export function termScore(weight: number, tf: number, tokenCount: number, avgLength: number) {
  return (weight * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * tokenCount) / avgLength));
}

/** The terms by the word they stand for, in the order of each word's first term: a word's
 * forms (SearchTerm.of) and the word itself are one group, scored by the best of them. */
export function termGroups(terms: SearchTerm[]): SearchTerm[][] {
  const groups = new Map<string, SearchTerm[]>();
  for (const term of terms) {
    const key = groupOf(term);
    groups.set(key, [...(groups.get(key) ?? []), term]);
  }
  return [...groups.values()];
}

const groupOf = (term: SearchTerm) => `${term.kind === 'fixed'}:${term.of ?? term.lexeme}`;

/** A chunk of the lexical legs: its BM25 score, and the parts from the words as asked (or
 * carried over) and from the material's spelling of misspelt words. */
export interface LexicalRow {
  id: string;
  score: number;
  asked_score: number;
  fixed_score: number;
}

/**
 * Okapi BM25 over the chunks' postings inside one activity (chunk_terms: each chunk's
 * stems, a word of its section title counting three times), each term weighted by its
 * rarity (BM25's idf, from activity_terms: PostgreSQL's ts_rank has none). The chunks
 * scored are those holding the question's rarest words (see CANDIDATE_BUDGET).
 *
 * Common table expressions ending in `lexical` (LexicalRow), the best `limit` chunks by
 * score then id, for a statement to build on. A word's forms (termGroups) score their best
 * in a chunk, and the words are summed in order, in float8, as the in-memory index does.
 */
export function withBm25(
  db: Kysely<DB>,
  activityId: string,
  terms: SearchTerm[],
  avgLength: number,
  limit: number,
) {
  // Each term with its word's place (termGroups), which orders the sum.
  const place = new Map(termGroups(terms).flatMap((group, i) => group.map((t) => [t, i + 1])));
  const asked = terms.map((term) => ({
    lexeme: term.lexeme,
    weight: term.weight,
    fixed: term.kind === 'fixed',
    word: place.get(term),
  }));
  // The postings of the question's words, looked up through the primary key, summed per
  // chunk in PostgreSQL.
  return db
    .with('q', (db) =>
      db
        .selectFrom(
          sql<{
            lexeme: string;
            weight: number;
            fixed: boolean;
            word: number;
          }>`jsonb_to_recordset(${JSON.stringify(asked)}::jsonb)`.as<'q'>(
            sql`q(lexeme text, weight float8, fixed boolean, word int)`,
          ),
        )
        .select(['q.lexeme', 'q.weight', 'q.fixed', 'q.word']),
    )
    .with('candidates', (w) =>
      w
        .selectFrom('chunk_terms as t')
        .select('t.chunk_id')
        .distinct()
        .where('t.activity_id', '=', activityId)
        .where(({ eb, fn }) =>
          eb(
            't.lexeme',
            '=',
            fn.any(
              arrayOf(
                jsonTexts(
                  db,
                  candidateTerms(terms).map((t) => t.lexeme),
                ),
              ),
            ),
          ),
        ),
    )
    .with('scored', (db) =>
      db
        .selectFrom('chunk_terms as t')
        .innerJoin('q', 'q.lexeme', 't.lexeme')
        .select(({ cast, eb, lit, parens, val }) => {
          // termScore, operation for operation, its constants written into the statement.
          const k = (value: number) => lit(value);
          const tf = cast<number>('t.tf', 'float8');
          const length = eb(
            eb(k(B), '*', cast<number>('t.token_count', 'float8')),
            '/',
            cast<number>(val(avgLength), 'float8'),
          );
          const norm = parens(eb(tf, '+', eb(k(K1), '*', parens(eb(k(1 - B), '+', length)))));
          return [
            't.chunk_id',
            'q.fixed',
            'q.word',
            eb(eb('q.weight', '*', parens(eb(tf, '*', k(K1 + 1)))), '/', norm).as('score'),
          ];
        })
        .where('t.activity_id', '=', activityId)
        .where(({ eb, fn, selectFrom }) =>
          eb('t.lexeme', '=', fn.any(arrayOf(selectFrom('q').select('lexeme')))),
        )
        .where('t.chunk_id', 'in', (eb) => eb.selectFrom('candidates').select('chunk_id')),
    )
    .with('words', (db) =>
      // A word's forms score their best in a chunk.
      db
        .selectFrom('scored')
        .select(({ fn }) => ['chunk_id', 'fixed', 'word', fn.max<number>('score').as('score')])
        .groupBy(['chunk_id', 'fixed', 'word']),
    )
    .with('lexical', (db) =>
      db
        .selectFrom('words')
        .select(({ fn, lit, not, ref }) => {
          const sum = () => fn.sum<number>('score').orderBy('word');
          return [
            'chunk_id as id',
            sum().as('score'),
            fn.coalesce(sum().filterWhere(not(ref('fixed'))), lit(0)).as('asked_score'),
            fn.coalesce(sum().filterWhere(ref('fixed')), lit(0)).as('fixed_score'),
          ];
        })
        .groupBy('chunk_id')
        .orderBy('score', 'desc')
        .orderBy('chunk_id')
        .limit(limit),
    );
}

/** The lexical legs alone, in PostgreSQL: the `lexical` rows, best first. */
export async function lexicalRows(
  conn: Conn,
  activityId: string,
  terms: SearchTerm[],
  avgLength: number,
  limit: number,
): Promise<LexicalRow[]> {
  return withBm25(onPool(conn), activityId, terms, avgLength, limit)
    .selectFrom('lexical')
    .select(['id', 'score', 'asked_score', 'fixed_score'])
    .orderBy('score', 'desc')
    .orderBy('id')
    .execute();
}
