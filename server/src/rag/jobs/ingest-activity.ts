import type { EntityManager } from '@mikro-orm/postgresql';
import type { MaterialStatus, VectorStore as StoreName } from '@teachchat/shared';
import { Activity, type IActivity } from '../../db/entities/activity.ts';
import { ActivityFile, type IActivityFile } from '../../db/entities/activity-file.ts';
import { Chunk } from '../../db/entities/chunk.ts';
import type { EventBus } from '../../events/bus.ts';
import { notify } from '../../services/notifications.ts';
import { vectorToBytes } from '../embed/provider.ts';
import { chunkDocument, embeddedText } from '../ingest/chunk.ts';
import { IngestError } from '../ingest/errors.ts';
import { parseMaterial } from '../ingest/parse.ts';
import { type MaterialProgress, materialTopic } from '../progress.ts';
import type { Embedder, IndexedChunk, MaterialKind, VectorStore } from '../types.ts';
import { refreshActivityTerms } from '../vocabulary.ts';

const EMBED_BATCH = 64;

export interface IngestDeps {
  em: EntityManager;
  bus: EventBus;
  embedder: Embedder;
  store(name: StoreName): Promise<VectorStore>;
  log: (msg: string, err?: unknown) => void;
}

type Publish = (file: IActivityFile | undefined, materialStatus: MaterialStatus) => Promise<void>;

/**
 * Ingests every file of an activity that is not ready yet: parse, chunk, embed, store the
 * chunks in PostgreSQL and index them in the activity's store. Safe to run again after a
 * crash: a file's old chunks are replaced, finished files are skipped. One bad file fails
 * alone, with its reason; the others still ingest.
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
    await deps.bus.publish(materialTopic(activityId), event);
  };
  const files = await em.find(
    ActivityFile,
    { activity: activityId },
    { orderBy: { createdAt: 'asc' } },
  );
  activity.materialStatus = 'processing';
  activity.embeddingModel = deps.embedder.name;
  await em.flush();
  await publish(undefined, 'processing');

  const store = await deps.store(activity.vectorStore);
  for (const file of files) {
    if (file.status === 'ready' || file.status === 'failed') continue;
    signal?.throwIfAborted();
    try {
      await ingestFile(deps, store, activity, file, (f) => publish(f, 'processing'));
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
      await publish(file, 'processing');
    }
  }

  // Once for the whole activity, before students can ask: counting is per activity.
  await refreshActivityTerms(em, activityId);
  const ready = files.filter((f) => f.status === 'ready').length;
  activity.materialStatus = ready > 0 ? 'ready' : 'failed';
  await em.flush();
  await publish(undefined, activity.materialStatus);
  const failed = files.filter((f) => f.status === 'failed');
  await notify(em, deps.bus, activity.course.teacher.id, {
    kind: ready > 0 ? 'material_ready' : 'material_failed',
    title: ready > 0 ? `Material ready: ${activity.title}` : `Material failed: ${activity.title}`,
    body:
      failed.length === 0
        ? `${ready} file${ready === 1 ? '' : 's'} ready for students.`
        : failed.map((f) => f.error).join(' '),
    link: `/activities?activity=${activity.id}`,
  });
}

async function ingestFile(
  deps: IngestDeps,
  store: VectorStore,
  activity: IActivity,
  file: IActivityFile,
  progress: (file: IActivityFile) => Promise<void>,
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
  const doc = await parseMaterial(bytes, file.kind as MaterialKind, file.originalName);
  const drafts = chunkDocument(doc);
  if (drafts.length === 0) throw new IngestError(file.originalName, 'no text found in this file.');
  file.pageCount = doc.pageCount ?? null;
  await step('indexing', 20);

  // A retry after a crash starts this file over.
  await em.nativeDelete(Chunk, { file: file.id });
  const indexed: IndexedChunk[] = [];
  for (let start = 0; start < drafts.length; start += EMBED_BATCH) {
    const batch = drafts.slice(start, start + EMBED_BATCH);
    const vectors = await deps.embedder.embed(batch.map(embeddedText));
    batch.forEach((draft, i) => {
      const embedding = vectors[i] ?? new Float32Array();
      const chunk = em.create(Chunk, {
        activity: activity.id,
        file: file.id,
        ordinal: draft.ordinal,
        heading: draft.heading,
        text: draft.text,
        page: draft.page,
        rowStart: draft.rowStart,
        rowEnd: draft.rowEnd,
        tokenCount: draft.tokenCount,
        embedding: vectorToBytes(embedding),
      });
      indexed.push({
        id: chunk.id,
        activityId: activity.id,
        fileId: file.id,
        fileName: file.originalName,
        ordinal: draft.ordinal,
        text: draft.text,
        page: draft.page,
        embedding,
      });
    });
    await em.flush();
    await step(
      'indexing',
      20 + Math.round((70 * Math.min(drafts.length, start + EMBED_BATCH)) / drafts.length),
    );
  }
  await store.upsert(activity.id, indexed);
  await step('ready', 100);
}
