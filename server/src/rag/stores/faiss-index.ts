import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Index, MetricKind, ScalarKind } from 'usearch';
import type { Hit, IndexedChunk } from '../types.ts';

/** One activity's ANN index and the sidecar mapping usearch's numeric keys to chunk ids. */
export interface ActivityIndex {
  /** Absent while the activity has no chunks: the dimension comes from the first ones. */
  index: Index | undefined;
  keyByChunk: Map<string, bigint>;
  chunkByKey: Map<bigint, string>;
  nextKey: bigint;
  /** Identity of the sidecar file this copy matches, 'missing' when there is none. */
  signature: string;
}

interface Sidecar {
  version: 1;
  dimensions: number;
  chunks: [key: number, chunkId: string][];
}

// File names are built from the id, so refuse anything that could leave the directory.
const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function activityFiles(dir: string, activityId: string) {
  if (!SAFE_ID.test(activityId))
    throw new Error(`Invalid activity id for the faiss store: ${activityId}`);
  return { index: join(dir, `${activityId}.usearch`), sidecar: join(dir, `${activityId}.json`) };
}

export async function fileSignature(path: string): Promise<string> {
  try {
    const info = await stat(path);
    return `${info.ino}:${info.mtimeMs}:${info.size}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

function newIndex(dimensions: number): Index {
  return new Index({
    dimensions,
    metric: MetricKind.Cos,
    quantization: ScalarKind.F32,
    connectivity: 16,
    expansion_add: 128,
    expansion_search: 64,
    multi: false,
  });
}

export function emptyActivityIndex(): ActivityIndex {
  return {
    index: undefined,
    keyByChunk: new Map(),
    chunkByKey: new Map(),
    nextKey: 0n,
    signature: 'missing',
  };
}

/** Adds chunks; a chunk id already present is replaced (usearch refuses duplicate keys). */
export function addChunks(activity: ActivityIndex, chunks: IndexedChunk[]): void {
  const latest = new Map(chunks.map((chunk) => [chunk.id, chunk]));
  if (latest.size === 0) return;
  const dimensions = activity.index?.dimensions() ?? [...latest.values()][0]?.embedding.length ?? 0;
  for (const chunk of latest.values()) {
    if (chunk.embedding.length !== dimensions) {
      throw new Error(
        `Embedding has ${chunk.embedding.length} dimensions but the activity's index has ${dimensions}; ` +
          're-ingest the activity after changing the embedding provider.',
      );
    }
  }
  const index = (activity.index ??= newIndex(dimensions));
  const replaced = [...latest.keys()].flatMap((id) => {
    const key = activity.keyByChunk.get(id);
    return key === undefined ? [] : [key];
  });
  if (replaced.length) index.remove(BigUint64Array.from(replaced));
  const keys = [...latest.keys()].map((id) => {
    const key = activity.keyByChunk.get(id) ?? activity.nextKey++;
    activity.keyByChunk.set(id, key);
    activity.chunkByKey.set(key, id);
    return key;
  });
  index.add(
    BigUint64Array.from(keys),
    [...latest.values()].map((chunk) => chunk.embedding),
  );
}

/** Removes the chunks the index holds among these ids; false when it held none of them. */
export function removeChunks(activity: ActivityIndex, chunkIds: string[]): boolean {
  const held = [...new Set(chunkIds)].flatMap((id) => {
    const key = activity.keyByChunk.get(id);
    return key === undefined ? [] : [{ id, key }];
  });
  if (held.length === 0 || !activity.index) return false;
  activity.index.remove(BigUint64Array.from(held.map(({ key }) => key)));
  for (const { id, key } of held) {
    activity.keyByChunk.delete(id);
    activity.chunkByKey.delete(key);
  }
  return true;
}

export function searchActivity(
  activity: ActivityIndex,
  embedding: Float32Array,
  limit: number,
): Hit[] {
  const { index } = activity;
  if (!index || limit <= 0 || index.size() === 0) return [];
  if (embedding.length !== index.dimensions()) {
    // usearch would read a longer vector as several queries instead of failing.
    throw new Error(`Query has ${embedding.length} dimensions, the index ${index.dimensions()}`);
  }
  const { keys, distances } = index.search(embedding, Math.min(limit, index.size()), 0);
  return Array.from(keys).flatMap((key, i) => {
    const chunkId = activity.chunkByKey.get(key);
    // Cosine metric: distance = 1 - cosine similarity.
    return chunkId === undefined ? [] : [{ chunkId, score: 1 - (distances[i] ?? 1) }];
  });
}

/** Reads the files; undefined when they are missing, unreadable or disagree with each other. */
export async function loadActivityIndex(
  dir: string,
  activityId: string,
): Promise<ActivityIndex | undefined> {
  const files = activityFiles(dir, activityId);
  try {
    const signature = await fileSignature(files.sidecar);
    const sidecar = JSON.parse(await readFile(files.sidecar, 'utf8')) as Sidecar;
    if (sidecar.version !== 1 || !Array.isArray(sidecar.chunks)) return undefined;
    const index = newIndex(sidecar.dimensions);
    index.load(files.index);
    const keys = sidecar.chunks.map(([key]) => BigInt(key));
    // The two files are renamed one after the other; a crash in between leaves them apart.
    const contained = keys.length ? index.contains(BigUint64Array.from(keys)) : [];
    const consistent =
      index.dimensions() === sidecar.dimensions &&
      index.size() === keys.length &&
      (Array.isArray(contained) ? contained.every(Boolean) : contained);
    if (!consistent) return undefined;
    const activity = emptyActivityIndex();
    activity.index = index;
    activity.signature = signature;
    for (const [key, chunkId] of sidecar.chunks) {
      activity.keyByChunk.set(chunkId, BigInt(key));
      activity.chunkByKey.set(BigInt(key), chunkId);
      if (BigInt(key) >= activity.nextKey) activity.nextKey = BigInt(key) + 1n;
    }
    return activity;
  } catch {
    // Missing or corrupt files mean the same thing: rebuild from the database.
    return undefined;
  }
}

/** Writes both files through temporary names so a reader never sees a half-written one. */
export async function saveActivityIndex(
  dir: string,
  activityId: string,
  activity: ActivityIndex,
): Promise<void> {
  const { index } = activity;
  if (!index) return;
  const files = activityFiles(dir, activityId);
  await mkdir(dir, { recursive: true });
  const sidecar: Sidecar = {
    version: 1,
    dimensions: index.dimensions(),
    chunks: [...activity.chunkByKey].map(([key, chunkId]) => [Number(key), chunkId]),
  };
  const suffix = `.${process.pid}.${randomUUID()}.tmp`;
  try {
    index.save(files.index + suffix);
    await writeFile(files.sidecar + suffix, JSON.stringify(sidecar));
    // Index first, sidecar last: the sidecar's identity is what other readers watch.
    await rename(files.index + suffix, files.index);
    await rename(files.sidecar + suffix, files.sidecar);
  } finally {
    await rm(files.index + suffix, { force: true });
    await rm(files.sidecar + suffix, { force: true });
  }
  activity.signature = await fileSignature(files.sidecar);
}

export async function removeActivityFiles(dir: string, activityId: string): Promise<void> {
  const files = activityFiles(dir, activityId);
  await rm(files.sidecar, { force: true });
  await rm(files.index, { force: true });
}
