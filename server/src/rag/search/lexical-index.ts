import { IsolationLevel } from '@mikro-orm/core';
import { type Expression, sql } from 'kysely';
import { kysely } from '../../db/kysely.ts';
import type { Orm } from '../../db/orm.ts';
import { NOTE_KIND } from '../types.ts';
import { candidateTerms, type LexicalRow, termGroups, termScore } from './lexical.ts';
import type { SearchTerm } from './plan.ts';

/** A passage's text and where it comes from. */
export interface PassageText {
  id: string;
  file_id: string;
  original_name: string;
  /** The file's kind: NOTE_KIND for a teacher's note. */
  kind: string;
  page: number | null;
  heading: string | null;
  text: string;
}

/**
 * One activity's chunk_terms in this node's memory, for BM25 without a round-trip: per
 * stem, the chunks holding it and how often (ascending chunk number), and per chunk its
 * id and length. Chunks are numbered in id order, so the number breaks ties as the SQL
 * path's `order by score desc, chunk_id` does.
 *
 * A second engine beside PostgreSQL's (the SQL BM25 of lexical.ts, which ranks the same to
 * the bit), kept because it passes the 5% bar: in turn.ts, three interleaved pairs against
 * LEXICAL_INDEX_MB=0, a turn took 18-43% less app and PostgreSQL CPU alone and 29-58% less
 * at saturation, on a 1,029-chunk activity (docs/architecture.md, "Libraries first").
 */
export interface LexicalIndex {
  ids: string[];
  tokenCount: Int32Array;
  /** Chunks of teachers' notes: found below the cut, they still reach placeNotes. */
  notes: Set<string>;
  terms: Map<string, number>;
  /** Term t's postings are [offsets[t], offsets[t + 1]) of `chunks` and `tfs`. */
  offsets: Int32Array;
  chunks: Int32Array;
  tfs: Uint16Array;
  /** Passages read for questions, by chunk id (passages.ts): a class asks about the same
   * few dozen. Kept up to `passageRoom` bytes, counted in `bytes` from the start. */
  passages: Map<string, PassageText>;
  passageRoom: number;
  /** What the passages kept take of their room. */
  passageUse: number;
  /** About what it holds in memory, the passages' room included (the budget counts this). */
  bytes: number;
  /** Per chunk, its place among a question's candidates (-1: none); reused by every search
   * (scoring is synchronous, so searches never share it at once). */
  slot: Int32Array;
}

// What V8 spends beyond the characters on a string and on a Map entry: the budget is an
// estimate, not a measurement (docs/benchmarks.md compares it with the heap).
const STRING_OVERHEAD = 24;
const MAP_ENTRY = 40;
// Room for every passage of an activity, or this much: a large activity's passages beyond
// it are read from PostgreSQL each time.
const PASSAGE_ROOM = 16 * 2 ** 20;

/**
 * Reads an activity's postings in one snapshot (the chunks and their numbering must agree),
 * packed by PostgreSQL into bytes per stem, so a 100,000-chunk activity arrives as one row
 * per stem rather than one per posting.
 */
export async function readLexicalIndex(orm: Orm, activityId: string): Promise<LexicalIndex> {
  const { chunkRows, termRows } = await orm.em.fork().transactional(
    async (tx) => {
      const db = kysely(tx);
      const chunkRows = await db
        .selectFrom('chunks as c')
        .leftJoin('activity_files as f', 'f.id', 'c.file_id')
        .select((eb) => {
          const { fn, lit } = eb;
          const lengthOr0 = (column: 'c.heading' | 'f.original_name') =>
            fn.coalesce(fn<number | null>('length', [column]), lit(0));
          return [
            'c.id',
            'c.token_count',
            fn.coalesce(eb('f.kind', '=', NOTE_KIND), lit(false)).as('note'),
            eb(
              eb(fn<number>('length', ['c.text']), '+', lengthOr0('c.heading')),
              '+',
              lengthOr0('f.original_name'),
            ).as('chars'),
          ];
        })
        .where('c.activity_id', '=', activityId)
        .orderBy('c.id')
        .execute();
      const termRows = await db
        .with('c', (db) =>
          db
            .selectFrom('chunks')
            .select(({ cast, eb, fn, lit }) => [
              'id',
              cast<number>(
                eb(
                  fn.agg<number>('row_number').over((o) => o.orderBy('id')),
                  '-',
                  lit(1),
                ),
                'integer',
              ).as('i'),
            ])
            .where('activity_id', '=', activityId),
        )
        .selectFrom('chunk_terms as t')
        .innerJoin('c', 'c.id', 't.chunk_id')
        .select(({ cast, fn }) => {
          // Each stem's postings packed as PostgreSQL's binary integers, in chunk order.
          const packed = (value: Expression<unknown>) =>
            fn.agg<Buffer>('string_agg', [value, sql`''::bytea`]).orderBy('c.i');
          return [
            't.lexeme',
            packed(fn('int4send', ['c.i'])).as('chunks'),
            packed(fn('int2send', [cast('t.tf', 'int2')])).as('tfs'),
          ];
        })
        .where('t.activity_id', '=', activityId)
        .groupBy('t.lexeme')
        .execute();
      return { chunkRows, termRows };
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
  const postings = termRows.reduce((n, r) => n + r.chunks.length / 4, 0);
  const index: LexicalIndex = {
    ids: chunkRows.map((r) => r.id),
    tokenCount: Int32Array.from(chunkRows, (r) => r.token_count),
    notes: new Set(chunkRows.flatMap((r) => (r.note ? [r.id] : []))),
    terms: new Map(),
    offsets: new Int32Array(termRows.length + 1),
    chunks: new Int32Array(postings),
    tfs: new Uint16Array(postings),
    passages: new Map(),
    passageUse: 0,
    passageRoom: Math.min(
      PASSAGE_ROOM,
      chunkRows.reduce((n, r) => n + passageBytes(r.chars), 0),
    ),
    bytes: 0,
    slot: new Int32Array(chunkRows.length).fill(-1),
  };
  let at = 0;
  let lexemeChars = 0;
  termRows.forEach((row, t) => {
    index.terms.set(row.lexeme, t);
    lexemeChars += row.lexeme.length;
    index.offsets[t] = at;
    for (let i = 0; i < row.chunks.length; i += 4, at++) {
      index.chunks[at] = row.chunks.readInt32BE(i);
      index.tfs[at] = row.tfs.readUInt16BE(i / 2);
    }
  });
  index.offsets[termRows.length] = at;
  index.bytes =
    postings * 6 +
    termRows.length * (4 + STRING_OVERHEAD + MAP_ENTRY) +
    lexemeChars +
    chunkRows.length * (4 + 4 + 8 + STRING_OVERHEAD + 36) +
    index.passageRoom;
  return index;
}

/** About what a passage of `chars` characters (text, heading, file name) takes in memory. */
export const passageBytes = (chars: number) => 2 * chars + 4 * STRING_OVERHEAD + MAP_ENTRY + 64;

/** Where `value` stands in `sorted` between `from` and `to` (excluded), or -1. */
function find<T extends string | number>(
  sorted: ArrayLike<T>,
  value: T,
  from = 0,
  to = sorted.length,
): number {
  let lo = from;
  let hi = to - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = sorted[mid] as T;
    if (at === value) return mid;
    if (at < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Which of `stems` (distinct, in order) the chunk holds, from its postings (as the SQL
 * path's tsvector). Chunks are numbered in id order, and each stem's postings by number. */
export function stemsHeld(index: LexicalIndex, id: string, stems: string[]): string[] {
  const c = find(index.ids, id);
  if (c === -1) return [];
  return stems.filter((stem) => {
    const t = index.terms.get(stem);
    return t !== undefined && find(index.chunks, c, index.offsets[t], index.offsets[t + 1]) !== -1;
  });
}

/**
 * The lexical legs from the index: the rows `withBm25()` (lexical.ts) ranks for the same
 * terms, with the same candidates, scores and order.
 */
export function lexicalRowsInMemory(
  index: LexicalIndex,
  terms: SearchTerm[],
  avgLength: number,
  limit: number,
): LexicalRow[] {
  const { slot, offsets, chunks, tfs, tokenCount } = index;
  const candidates: number[] = [];
  for (const term of candidateTerms(terms)) {
    const t = index.terms.get(term.lexeme);
    if (t === undefined) continue;
    for (let p = offsets[t] ?? 0, end = offsets[t + 1] ?? 0; p < end; p++) {
      const c = chunks[p] ?? 0;
      if (slot[c] === -1) slot[c] = candidates.push(c) - 1;
    }
  }
  const score = new Float64Array(candidates.length);
  const asked = new Float64Array(candidates.length);
  const fixed = new Float64Array(candidates.length);
  const top = new Float64Array(candidates.length);
  // A word's forms score their best (termGroups), the words in the terms' order, as the SQL
  // sums them.
  for (const group of termGroups(terms)) {
    const held: number[] = [];
    for (const term of group) {
      const t = index.terms.get(term.lexeme);
      if (t === undefined) continue;
      for (let p = offsets[t] ?? 0, end = offsets[t + 1] ?? 0; p < end; p++) {
        const c = chunks[p] ?? 0;
        const s = slot[c] ?? -1;
        if (s === -1) continue;
        const value = termScore(term.weight, tfs[p] ?? 0, tokenCount[c] ?? 0, avgLength);
        if (top[s] === 0) held.push(s);
        if (value > (top[s] ?? 0)) top[s] = value;
      }
    }
    const parts = group[0]?.kind === 'fixed' ? fixed : asked;
    for (const s of held) {
      score[s] = (score[s] ?? 0) + (top[s] ?? 0);
      parts[s] = (parts[s] ?? 0) + (top[s] ?? 0);
      top[s] = 0;
    }
  }
  for (const c of candidates) slot[c] = -1;
  // By score, then chunk number (id order); only the best `limit` are kept in order, so a
  // question whose rarest word is common in a large activity sorts 50, not thousands.
  const better = (a: number, b: number) => {
    const sa = score[a] ?? 0;
    const sb = score[b] ?? 0;
    return sa > sb || (sa === sb && (candidates[a] ?? 0) < (candidates[b] ?? 0));
  };
  const best: number[] = [];
  for (let s = 0; limit > 0 && s < candidates.length; s++) {
    const last = best[best.length - 1];
    if (best.length === limit && last !== undefined && !better(s, last)) continue;
    if (best.length === limit) best.pop();
    let at = best.length;
    while (at > 0 && better(s, best[at - 1] ?? 0)) at--;
    best.splice(at, 0, s);
  }
  return best.map((s) => ({
    id: index.ids[candidates[s] ?? 0] ?? '',
    score: score[s] ?? 0,
    asked_score: asked[s] ?? 0,
    fixed_score: fixed[s] ?? 0,
  }));
}
