import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MaterialStatus, NotificationKind, VectorStore as StoreName } from '@teachchat/shared';
import { Activity, type IActivity } from '../../db/entities/activity.ts';
import { ActivityFile, type IActivityFile } from '../../db/entities/activity-file.ts';
import { Chunk } from '../../db/entities/chunk.ts';
import type { EventBus } from '../../events/bus.ts';
import { type MaterialProgress, topics } from '../../events/topics.ts';
import { type Text, text } from '../../texts/index.ts';
import { vectorToBytes } from '../embed/provider.ts';
import { chunkDocument, embeddedText } from '../ingest/chunk.ts';
import { IngestError } from '../ingest/errors.ts';
import { parseMaterial } from '../ingest/parse.ts';
import { languageOfPassages } from '../search/languages.ts';
import {
  type ChunkDraft,
  type Embedder,
  type IndexedChunk,
  NOTE_KIND,
  type SourceKind,
  type VectorStore,
} from '../types.ts';
import { refreshActivityTerms } from '../vocabulary.ts';
import { syncStore } from './sync-store.ts';

// Where a file stands once its passages are written and stored, until the activity's
// vocabulary counts them.
const INDEXED = { status: 'indexing', progress: 95 } as const;

const EMBED_BATCH = 64;

/**
 * Tells a teacher that their material is settled, as a notification: given by the app
 * (services/notifications.ts), since rag/ announces through what it is handed.
 */
export type NotifyTeacher = (
  em: EntityManager,
  teacherId: string,
  note: { kind: NotificationKind; title: Text; body: Text | string; link: string },
) => Promise<unknown>;

export interface IngestDeps {
  em: EntityManager;
  bus: EventBus;
  notifyTeacher: NotifyTeacher;
  embedder: Embedder;
  store(name: StoreName): Promise<VectorStore>;
  log: (msg: string, err?: unknown) => void;
}

type Publish = (file: IActivityFile | undefined, materialStatus: MaterialStatus) => Promise<void>;

/**
 * Ingests every file of an activity that is not ready yet: parse, chunk, embed, store the
 * chunks in PostgreSQL and index them in the activity's store, then makes the store hold
 * exactly the activity's chunks. Safe to run again after a crash: a file's old chunks are
 * replaced, finished files are skipped. One bad file fails alone, with its reason; the
 * others still ingest. Run it under the activity's ingestion lock (withIngestionLock): a
 * file that is not ready is then one that no other job is working on.
 */
export async function ingestActivity(deps: IngestDeps, activityId: string, signal?: AbortSignal) {
  const { em } = deps;
  const activity = await em.findOne(Activity, { id: activityId }, { populate: ['course'] });
  if (!activity) return; // deleted while queued
  const publish: Publish = async (file, materialStatus) => {
    const event: MaterialProgress = { activityId, materialStatus };
    if (file) {
      event.file = {
        id: file.id,
        name: file.originalName,
        status: file.status,
        progress: file.progress,
        error: file.error ?? null,
      };
    }
    await deps.bus.publish(topics.material(activityId), event);
  };
  const files = await em.find(
    ActivityFile,
    { activity: activityId },
    { orderBy: { createdAt: 'asc' } },
  );
  const settled = (f: IActivityFile) => f.status === 'ready' || f.status === 'failed';
  // Uploads in quick succession queue a job each; the first to run may have ingested the
  // files of the next ones too, and told the teacher.
  if (files.every(settled) && ['ready', 'failed'].includes(activity.materialStatus)) return;
  // Material holds questions while it is prepared (half of it would give half answers); a
  // teacher's note alone does not: the rest is searchable, and the note joins it when ready.
  const onlyNotes =
    files.every((f) => settled(f) || f.kind === NOTE_KIND) &&
    ['ready', 'failed'].includes(activity.materialStatus);
  if (!onlyNotes) activity.materialStatus = 'processing';
  activity.embeddingModel = deps.embedder.name;
  await em.flush();
  await publish(undefined, activity.materialStatus);

  const store = await deps.store(activity.vectorStore);
  for (const file of files) {
    if (settled(file)) continue;
    signal?.throwIfAborted();
    try {
      const progress = (f: IActivityFile) => publish(f, activity.materialStatus);
      await ingestFile(deps, store, activity, file, commonLanguage(files), progress, signal);
    } catch (err) {
      if (signal?.aborted) throw err;
      file.status = 'failed';
      file.progress = 100;
      file.error =
        err instanceof IngestError
          ? err.message
          : `${file.originalName}: this file could not be processed.`;
      if (!(err instanceof IngestError)) deps.log(`ingestion of file ${file.id} failed`, err);
      await em.flush();
      await publish(file, activity.materialStatus);
    }
  }

  signal?.throwIfAborted();
  await syncStore(em, store, activityId);
  // Once for the whole activity, before students can ask: counting is per activity.
  await refreshActivityTerms(em, activityId);
  // A file is ready once its words are counted: a teacher's note, asked about while the
  // rest of the material stays open, is searched as intended from the moment it shows ready.
  const indexed = files.filter((f) => f.status === INDEXED.status);
  for (const file of indexed) Object.assign(file, { status: 'ready', progress: 100 });
  await em.flush();
  for (const file of indexed) await publish(file, activity.materialStatus);
  const ready = files.filter((f) => f.status === 'ready').length;
  activity.materialStatus = ready > 0 ? 'ready' : 'failed';
  const failed = files.filter((f) => f.status === 'failed');
  if (onlyNotes) {
    // The teacher who wrote the note watches it on the activity: no notification.
    await em.flush();
    await publish(undefined, activity.materialStatus);
    return;
  }
  const readyFiles = files.filter((f) => f.status === 'ready' && f.kind !== NOTE_KIND).length;
  // The status and the notification are flushed together: a job that finds the material
  // settled knows the teacher was told.
  await deps.notifyTeacher(em, activity.course.teacher.id, {
    kind: ready > 0 ? 'material_ready' : 'material_failed',
    title: text(
      ready > 0 ? 'notification.materialReady.title' : 'notification.materialFailed.title',
      {
        activity: activity.title,
      },
    ),
    // A file's error is its own sentence, naming the file (ingest/).
    body:
      failed.length === 0
        ? text('notification.materialReady.body', { files: readyFiles })
        : failed.map((f) => f.error).join(' '),
    link: `/activities?activity=${activity.id}`,
  });
  await publish(undefined, activity.materialStatus);
}

/** The language most of the activity's files were detected in, if any. */
function commonLanguage(files: IActivityFile[]): string | null {
  const counts = new Map<string, number>();
  for (const f of files) if (f.language) counts.set(f.language, (counts.get(f.language) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
}

async function ingestFile(
  deps: IngestDeps,
  store: VectorStore,
  activity: IActivity,
  file: IActivityFile,
  activityLanguage: string | null,
  progress: (file: IActivityFile) => Promise<void>,
  signal: AbortSignal | undefined,
) {
  const { em } = deps;
  const step = async (status: IActivityFile['status'], percent: number) => {
    file.status = status;
    file.progress = percent;
    await em.flush();
    await progress(file);
  };
  await step('parsing', 5);
  await em.populate(file, ['content']);
  const bytes = new Uint8Array(file.content);
  const doc = await parseMaterial(bytes, file.kind as SourceKind, file.originalName);
  const drafts = chunkDocument(doc);
  if (drafts.length === 0) throw new IngestError(file.originalName, 'noText');
  file.pageCount = doc.pageCount ?? null;
  file.language = languageOfPassages(drafts.map((d) => d.text));
  await step('indexing', 20);

  const chunks: { draft: ChunkDraft; indexed: IndexedChunk }[] = [];
  for (let start = 0; start < drafts.length; start += EMBED_BATCH) {
    const batch = drafts.slice(start, start + EMBED_BATCH);
    const vectors = await deps.embedder.embed(batch.map(embeddedText), signal);
    batch.forEach((draft, i) => {
      const indexed = {
        id: randomUUID(),
        activityId: activity.id,
        fileId: file.id,
        fileName: file.originalName,
        ordinal: draft.ordinal,
        text: draft.text,
        page: draft.page,
        embedding: vectors[i] ?? new Float32Array(),
      };
      chunks.push({ draft, indexed });
    });
    await step(
      'indexing',
      20 + Math.round((70 * Math.min(drafts.length, start + EMBED_BATCH)) / drafts.length),
    );
  }
  // The file's chunks are replaced in one transaction: a retry after a crash starts the
  // file over, and never leaves its old chunks beside the new ones.
  await em.transactional(async (tx) => {
    await tx.nativeDelete(Chunk, { file: file.id });
    for (const { draft, indexed } of chunks) {
      tx.create(Chunk, {
        id: indexed.id,
        activity: activity.id,
        file: file.id,
        ordinal: draft.ordinal,
        heading: draft.heading,
        text: draft.text,
        page: draft.page,
        rowStart: draft.rowStart,
        rowEnd: draft.rowEnd,
        tokenCount: draft.tokenCount,
        // Too little prose to tell (a short note, a table): stemmed as the rest of the material.
        language: file.language ?? activityLanguage ?? 'en',
        embedding: vectorToBytes(indexed.embedding),
      });
    }
  });
  await store.upsert(
    activity.id,
    chunks.map((c) => c.indexed),
  );
  // Ready once the activity's vocabulary counts it (ingestActivity).
  await step(INDEXED.status, INDEXED.progress);
}
