import { type Prepared, runPrepared } from '../../db/prepared.ts';
import { type Hit, NOTE_KIND } from '../types.ts';
import { fuse, K } from './fusion.ts';
import { bm25 } from './lexical.ts';
import {
  type LexicalIndex,
  lexicalRowsInMemory,
  passageBytes,
  type PassageText,
  stemsHeld,
} from './lexical-index.ts';
import type { SearchTerm } from './plan.ts';
import type { Conn } from './vocabulary-lookup.ts';

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

const PASSAGE_COLUMNS = 'c.id, c.file_id, f.original_name, f.kind, c.page, c.heading, c.text';

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
  const { ctes, params } = bm25(activityId, lexical.terms, lexical.avgLength, lexical.candidates);
  const rows = await conn.execute<PassageRow[]>(
    `with ${ctes},
     ranked as (
       select id, row_number() over (order by score desc, id) as rank,
              case when asked_score > 0
                   then row_number() over (order by asked_score > 0 desc, asked_score desc, score desc, id)
              end as bm25_rank,
              case when fixed_score > 0
                   then row_number() over (order by fixed_score > 0 desc, fixed_score desc, score desc, id)
              end as misspelling_rank
         from lexical
     ),
     vector as (
       select v.id::uuid as id, v.rank
         from jsonb_array_elements_text(?::jsonb) with ordinality as v(id, rank)
     ),
     fused as (
       select coalesce(r.id, v.id) as id,
              coalesce(1::float8 / (${K} + r.rank), 0) + coalesce(?::float8 / (${K} + v.rank), 0) as score,
              r.bm25_rank, r.misspelling_rank, v.rank as vector_rank,
              coalesce(r.rank, ${K} * 1000 + v.rank) as tie
         from ranked r full join vector v on v.id = r.id
     ),
     placed as (
       select *, row_number() over (order by score desc, tie) as place from fused
     )
     select ${PASSAGE_COLUMNS},
            array(select l from (select unnest(tsvector_to_array(c.tsv)) as l
                                intersect select jsonb_array_elements_text(?::jsonb)) held
                  order by l collate "C")
              as lexemes,
            s.score::float8 as score,
            s.bm25_rank::int as bm25_rank, s.misspelling_rank::int as misspelling_rank,
            s.vector_rank::int as vector_rank
       from placed s
       join chunks c on c.id = s.id and c.activity_id = ?
       join activity_files f on f.id = c.file_id
      where s.place <= ? or f.kind = ?
      order by s.score desc, s.tie`,
    [
      ...params,
      JSON.stringify(vector.hits.map((h) => h.chunkId)),
      vector.weight,
      JSON.stringify(lexical.stems),
      activityId,
      limit,
      NOTE_KIND,
    ],
  );
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}

// Prepared (db/prepared.ts): run on a turn whose passages this node has not read yet.
const PASSAGES_BY_ID: Prepared = {
  name: 'passages_by_id',
  text: `select ${PASSAGE_COLUMNS}
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
