import { type Expression, sql } from 'kysely';
import { type Prepared, runPrepared } from '../../db/prepared.ts';
import { type Hit, NOTE_KIND } from '../types.ts';
import { fuse, K } from './fusion.ts';
import { withBm25 } from './lexical.ts';
import { arrayOf, jsonTexts } from './lists.ts';
import {
  type LexicalIndex,
  lexicalRowsInMemory,
  passageBytes,
  type PassageText,
  stemsHeld,
} from './lexical-index.ts';
import type { SearchTerm } from './plan.ts';
import { type Conn, onPool } from './pool.ts';

/** A passage as the search ranked it, with its file and which of the question's stems it
 * holds. */
export interface PassageRow extends PassageText {
  /** Those of the query's `stems` it holds (all of its own would be a hundred or more). */
  lexemes: string[];
  /** The fused score (higher is better). */
  score: number;
  /** Where it stood (1-based) in BM25 by the words as asked, by the material's spelling of
   * misspelt words, and in the vector leg; null where that leg missed it. */
  bm25_rank: number | null;
  misspelling_rank: number | null;
  vector_rank: number | null;
}

export interface LexicalQuery {
  terms: SearchTerm[];
  /** The stems a passage is checked for (what decides its coverage). */
  stems: string[];
  avgLength: number;
  candidates: number;
}

export interface VectorLeg {
  hits: Hit[];
  weight: number;
}

const PASSAGE_COLUMNS = [
  'c.id',
  'c.file_id',
  'f.original_name',
  'f.kind',
  'c.page',
  'c.heading',
  'c.text',
] as const;

/**
 * The best passages of an activity: BM25 (lexical.ts) fused with the store's vector hits
 * by weighted reciprocal rank fusion (each list votes weight/(K + rank) for its chunks, so
 * a less reliable ranking, the hashing embedder's vectors, can add evidence without
 * outvoting BM25), and the `limit` best read with their files and stems, with any
 * teacher's note found below them (placeNotes may move one that answers the question up).
 * With the activity's in-memory index (lexical-indexes.ts) BM25 and the fusion run here,
 * and only passages the index does not hold yet are read; without it, all of it is one
 * statement.
 * Both rank alike, to the bit (test/rag/lexical-index.test.ts).
 */
export async function rankedPassages(
  conn: Conn,
  activityId: string,
  lexical: LexicalQuery,
  vector: VectorLeg,
  limit: number,
  index?: LexicalIndex,
): Promise<PassageRow[]> {
  if (index) return passagesInMemory(conn, activityId, index, lexical, vector, limit);
  const db = onPool(conn);
  const rows = await withBm25(db, activityId, lexical.terms, lexical.avgLength, lexical.candidates)
    .with('ranked', (w) =>
      w.selectFrom('lexical').select(({ eb, fn, lit }) => {
        // Where the chunk stands by one part of its score: none when that part is nothing.
        const rankBy = (part: 'asked_score' | 'fixed_score') =>
          eb
            .case()
            .when(part, '>', lit(0))
            .then(
              fn.agg<number>('row_number').over((o) =>
                o
                  .orderBy(eb(part, '>', lit(0)), 'desc')
                  .orderBy(part, 'desc')
                  .orderBy('score', 'desc')
                  .orderBy('id'),
              ),
            )
            .end();
        return [
          'id',
          fn
            .agg<number>('row_number')
            .over((o) => o.orderBy('score', 'desc').orderBy('id'))
            .as('rank'),
          rankBy('asked_score').as('bm25_rank'),
          rankBy('fixed_score').as('misspelling_rank'),
        ];
      }),
    )
    .with('vector', (w) =>
      w
        .selectFrom(
          sql<{ id: string; rank: number }>`jsonb_array_elements_text(${JSON.stringify(
            vector.hits.map((h) => h.chunkId),
          )}::jsonb) with ordinality`.as<'v'>(sql`v(id, rank)`),
        )
        .select(({ cast }) => [cast<string>('v.id', 'uuid').as('id'), 'v.rank']),
    )
    .with('fused', (w) =>
      w
        .selectFrom('ranked as r')
        .fullJoin('vector as v', 'v.id', 'r.id')
        .select(({ cast, eb, fn, lit, parens, val }) => {
          const k = (value: number) => lit(value);
          // A list's vote: its weight over K plus the rank.
          const vote = (weight: Expression<number>, rank: 'r.rank' | 'v.rank') =>
            fn.coalesce(eb(weight, '/', parens(eb(k(K), '+', eb.ref(rank)))), k(0));
          return [
            fn.coalesce('r.id', 'v.id').as('id'),
            eb(
              vote(cast<number>(k(1), 'float8'), 'r.rank'),
              '+',
              vote(cast<number>(val(vector.weight), 'float8'), 'v.rank'),
            ).as('score'),
            'r.bm25_rank',
            'r.misspelling_rank',
            'v.rank as vector_rank',
            fn.coalesce('r.rank', eb(k(K * 1000), '+', eb.ref('v.rank'))).as('tie'),
          ];
        }),
    )
    .with('placed', (w) =>
      w
        .selectFrom('fused')
        .selectAll()
        .select(({ fn }) =>
          fn
            .agg<number>('row_number')
            .over((o) => o.orderBy('score', 'desc').orderBy('tie'))
            .as('place'),
        ),
    )
    .selectFrom('placed as s')
    .innerJoin('chunks as c', (join) =>
      join.onRef('c.id', '=', 's.id').on('c.activity_id', '=', activityId),
    )
    .innerJoin('activity_files as f', 'f.id', 'c.file_id')
    .select(PASSAGE_COLUMNS)
    .select(({ cast, ref, selectFrom }) => [
      // Which of the query's stems the passage holds, in byte order as the in-memory path
      // sorts them.
      arrayOf(
        selectFrom(
          db
            .selectNoFrom(sql<string>`unnest(tsvector_to_array(${ref('c.tsv')}))`.as('e'))
            .intersect(jsonTexts(db, lexical.stems))
            .as('held'),
        )
          .select('held.e')
          .orderBy('held.e', (o) => o.collate('C')),
      ).as('lexemes'),
      cast<number>('s.score', 'float8').as('score'),
      cast<number | null>('s.bm25_rank', 'integer').as('bm25_rank'),
      cast<number | null>('s.misspelling_rank', 'integer').as('misspelling_rank'),
      cast<number | null>('s.vector_rank', 'integer').as('vector_rank'),
    ])
    .where(({ eb, or }) => or([eb('s.place', '<=', limit), eb('f.kind', '=', NOTE_KIND)]))
    .orderBy('s.score', 'desc')
    .orderBy('s.tie')
    .execute();
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}

// Prepared (db/prepared.ts): run on a turn whose passages this node has not read yet.
const PASSAGES_BY_ID: Prepared = {
  name: 'passages_by_id',
  text: `select ${PASSAGE_COLUMNS.join(', ')}
           from chunks c join activity_files f on f.id = c.file_id
          where c.activity_id = $1::uuid and c.id = any ($2::uuid[])`,
};

async function passagesInMemory(
  conn: Conn,
  activityId: string,
  index: LexicalIndex,
  lexical: LexicalQuery,
  vector: VectorLeg,
  limit: number,
): Promise<PassageRow[]> {
  const rows = lexicalRowsInMemory(index, lexical.terms, lexical.avgLength, lexical.candidates);
  const chosen = fuse(rows, vector.hits, vector.weight).filter(
    (f) => f.place <= limit || index.notes.has(f.id),
  );
  const missing = chosen.flatMap((f) => (index.passages.has(f.id) ? [] : [f.id]));
  const read =
    missing.length > 0
      ? await runPrepared<PassageText>(conn, PASSAGES_BY_ID, [activityId, missing])
      : [];
  for (const passage of read) keepPassage(index, passage);
  const fresh = new Map(read.map((r) => [r.id, r]));
  // Distinct and in order, as the SQL path returns them.
  const stems = [...new Set(lexical.stems)].sort();
  return chosen.flatMap((f) => {
    const passage = index.passages.get(f.id) ?? fresh.get(f.id);
    if (!passage) return [];
    const { score, bm25_rank, misspelling_rank, vector_rank } = f;
    const lexemes = stemsHeld(index, f.id, stems);
    return [{ ...passage, lexemes, score, bm25_rank, misspelling_rank, vector_rank }];
  });
}

/** Keeps a passage read with the index, while its room lasts. */
function keepPassage(index: LexicalIndex, passage: PassageText): void {
  const size = passageBytes(
    passage.text.length + (passage.heading?.length ?? 0) + passage.original_name.length,
  );
  if (index.passageUse + size > index.passageRoom) return;
  index.passageUse += size;
  index.passages.set(passage.id, passage);
}
