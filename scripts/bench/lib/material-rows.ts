import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '@teachchat/server/bench-api';
import { vectorToBytes } from '@teachchat/server/bench-api';
import type { IndexedChunk } from '@teachchat/server/bench-api';
import { refreshActivityTerms } from '@teachchat/server/bench-api';
import type { BenchChunk } from './corpus.ts';

const INSERT_BATCH = 1000;

/**
 * Writes a corpus as an activity's material, as the ingestion job writes it: a file per
 * document, the chunks with their embeddings, the activity's vocabulary, then ANALYZE (as
 * autovacuum would soon after). Returns the rows as a store indexes them, and each row's
 * corpus chunk.
 */
export async function writeMaterial(
  orm: Orm,
  activityId: string,
  chunks: BenchChunk[],
): Promise<{ indexed: IndexedChunk[]; chunkOf: Map<string, BenchChunk> }> {
  const written = await writeChunkRows(orm, activityId, chunks);
  // As ingestion does once an activity's files are done: its vocabulary.
  await refreshActivityTerms(orm.em.fork() as EntityManager, activityId);
  await analyzeMaterial(orm);
  return written;
}

/** Autovacuum would analyse the new rows soon after ingestion; done at once so the planner
 * sees the tables as they will be in use. */
export async function analyzeMaterial(orm: Orm): Promise<void> {
  const conn = orm.em.getConnection();
  await conn.execute('analyze chunks');
  await conn.execute('analyze activity_terms');
  await conn.execute('analyze chunk_terms');
  await conn.execute('analyze activity_words');
}

/** A file per document and the chunks' rows, `batch` rows a statement. */
export async function writeChunkRows(
  orm: Orm,
  activityId: string,
  chunks: BenchChunk[],
  batch = INSERT_BATCH,
): Promise<{ indexed: IndexedChunk[]; chunkOf: Map<string, BenchChunk> }> {
  const conn = orm.em.getConnection();
  const fileIds = new Map([...new Set(chunks.map((c) => c.doc))].map((doc) => [doc, randomUUID()]));
  const languages = new Map(chunks.map((c) => [c.doc, c.language ?? null]));
  await conn.execute(
    `insert into activity_files (id, activity_id, original_name, kind, size_bytes, sha256, content,
       status, progress, language, created_at)
     select f.id, ?, f.name, 'text', 0, repeat('0', 64), ''::bytea, 'ready', 100, f.language, now()
       from jsonb_to_recordset(?::jsonb) as f(id uuid, name text, language text)`,
    [
      activityId,
      JSON.stringify(
        [...fileIds].map(([name, fileId]) => ({
          id: fileId,
          name,
          language: languages.get(name) ?? null,
        })),
      ),
    ],
  );
  const chunkOf = new Map<string, BenchChunk>();
  const indexed: IndexedChunk[] = [];
  for (let start = 0; start < chunks.length; start += batch) {
    const rows = chunks.slice(start, start + batch).map((c) => {
      const row = { id: randomUUID(), fileId: fileIds.get(c.doc) ?? '' };
      chunkOf.set(row.id, c);
      indexed.push({
        id: row.id,
        activityId,
        fileId: row.fileId,
        fileName: c.doc,
        ordinal: c.ordinal,
        text: c.text,
        page: null,
        embedding: c.embedding,
      });
      return {
        id: row.id,
        file_id: row.fileId,
        ordinal: c.ordinal,
        heading: c.heading,
        text: c.text,
        token_count: c.tokenCount,
        language: c.language ?? 'en',
        embedding: vectorToBytes(c.embedding).toString('base64'),
      };
    });
    await conn.execute(
      `insert into chunks (id, activity_id, file_id, ordinal, heading, text, token_count, language, embedding, created_at)
       select r.id, ?, r.file_id, r.ordinal, r.heading, r.text, r.token_count, r.language, decode(r.embedding, 'base64'), now()
         from jsonb_to_recordset(?::jsonb)
           as r(id uuid, file_id uuid, ordinal int, heading text, text text, token_count int, language text, embedding text)`,
      [activityId, JSON.stringify(rows)],
    );
  }
  return { indexed, chunkOf };
}

/** A teacher and a course for benchmark activities; the course's id. */
export async function addBenchCourse(orm: Orm): Promise<string> {
  const conn = orm.em.getConnection();
  const teacherId = randomUUID();
  const courseId = randomUUID();
  await conn.execute(
    `insert into users (id, role, first_name, last_name, email, created_at, updated_at)
     values (?, 'teacher', 'Bench', 'Mark', 'bench@example.test', now(), now())`,
    [teacherId],
  );
  await conn.execute(
    `insert into courses (id, title, course_code, department_code, description, teacher_id,
       start_date, end_date, max_students, credits, created_at, updated_at)
     values (?, 'Benchmarks', 'BENCH101', 'BENCH', '', ?, current_date, current_date, 1, 1, now(), now())`,
    [courseId, teacherId],
  );
  return courseId;
}
