import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createHashingEmbedder } from '../../src/rag/embed/hashing.ts';
import type { IndexedChunk, VectorStore } from '../../src/rag/types.ts';

const embedder = createHashingEmbedder();

const A_TEXTS = [
  'Photosynthesis converts light energy into chemical energy inside the chloroplasts of plant cells.',
  'The French Revolution began in 1789 when crowds stormed the Bastille prison in Paris.',
  "Newton's second law states that force equals mass times acceleration.",
  'A sonnet is a fourteen-line poem, often written in iambic pentameter.',
];
const B_TEXTS = [
  'Photosynthesis in algae also takes place in chloroplasts and releases oxygen.',
  'Plate tectonics explains earthquakes along the boundaries of moving crustal plates.',
];
/** Stored only in activity B; it must never come back for activity A. */
export const CANARY =
  'The vermilion walrus recites Byzantine tariff ledgers at quarter past midnight.';

export async function makeChunks(activityId: string, texts: string[]): Promise<IndexedChunk[]> {
  const embeddings = await embedder.embed(texts);
  const fileId = randomUUID();
  return texts.map((text, ordinal) => ({
    id: randomUUID(),
    activityId,
    fileId,
    fileName: 'notes.txt',
    ordinal,
    text,
    page: null,
    embedding: embeddings[ordinal] ?? new Float32Array(embedder.dimensions),
  }));
}

async function embedding(text: string): Promise<Float32Array> {
  const [vector] = await embedder.embed([text]);
  if (!vector) throw new Error('embedder returned nothing');
  return vector;
}

export async function ask(store: VectorStore, activityId: string, text: string, limit = 5) {
  return store.query({ activityId, text, embedding: await embedding(text), limit });
}

async function seed(store: VectorStore) {
  const a = await makeChunks(randomUUID(), A_TEXTS);
  const b = await makeChunks(randomUUID(), [...B_TEXTS, CANARY]);
  const activityA = a[0]?.activityId ?? '';
  const activityB = b[0]?.activityId ?? '';
  await store.upsert(activityA, a);
  await store.upsert(activityB, b);
  return { activityA, activityB, a, b };
}

/** The behaviour every VectorStore must show, registered as tests in the calling file. */
export function storeContract(getStore: () => VectorStore): void {
  it("returns the activity's relevant chunk first, best score first", async () => {
    const store = getStore();
    const { activityA, a } = await seed(store);
    const hits = await ask(
      store,
      activityA,
      'How do chloroplasts turn light into chemical energy?',
    );
    expect(hits[0]?.chunkId).toBe(a[0]?.id);
    const scores = hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(hits.length).toBeLessThanOrEqual(5);
  });

  it("never returns another activity's chunks, even for that activity's exact text", async () => {
    const store = getStore();
    const { activityA, activityB, a, b } = await seed(store);
    const canaryId = b.at(-1)?.id;
    // The canary is findable where it lives, so its absence from A means isolation.
    expect((await ask(store, activityB, CANARY, 1))[0]?.chunkId).toBe(canaryId);

    const hits = await ask(store, activityA, CANARY, 50);
    expect(hits.map((hit) => hit.chunkId)).not.toContain(canaryId);
    const idsOfA = new Set(a.map((chunk) => chunk.id));
    expect(hits.every((hit) => idsOfA.has(hit.chunkId))).toBe(true);
  });

  it('returns nothing for an activity with no chunks', async () => {
    expect(await ask(getStore(), randomUUID(), 'anything at all')).toEqual([]);
  });

  it('deletes everything of one activity and nothing of another', async () => {
    const store = getStore();
    const { activityA, activityB, b } = await seed(store);
    await store.deleteActivity(activityA);
    expect(await ask(store, activityA, 'photosynthesis chloroplasts light energy', 50)).toEqual([]);
    const left = await ask(store, activityB, 'photosynthesis chloroplasts', 50);
    expect(new Set(left.map((hit) => hit.chunkId))).toEqual(new Set(b.map((chunk) => chunk.id)));
    // Deleting again, or deleting what never existed, is not an error.
    await store.deleteActivity(activityA);
    await store.deleteActivity(randomUUID());
  });

  it("lists the ids of exactly the activity's chunks", async () => {
    const store = getStore();
    const { activityA, activityB, a, b } = await seed(store);
    expect((await store.ids(activityA)).sort()).toEqual(a.map((chunk) => chunk.id).sort());
    expect((await store.ids(activityB)).sort()).toEqual(b.map((chunk) => chunk.id).sort());
    expect(await store.ids(randomUUID())).toEqual([]);
  });

  it('removes chunks by id, and nothing else', async () => {
    const store = getStore();
    const { activityA, activityB, a, b } = await seed(store);
    const [gone, alsoGone, ...kept] = a;
    if (!gone || !alsoGone) throw new Error('seed changed');
    // An id the activity does not hold (here: one of another activity's) is ignored.
    await store.remove(activityA, [gone.id, alsoGone.id, b[0]?.id ?? '']);

    expect((await store.ids(activityA)).sort()).toEqual(kept.map((chunk) => chunk.id).sort());
    const hits = await ask(store, activityA, gone.text, 50);
    expect(hits.map((hit) => hit.chunkId).sort()).toEqual(kept.map((chunk) => chunk.id).sort());
    expect((await store.ids(activityB)).sort()).toEqual(b.map((chunk) => chunk.id).sort());
    // Removing nothing, or from an activity the store never saw, is not an error.
    await store.remove(activityA, []);
    await store.remove(randomUUID(), [gone.id]);
  });

  it('replaces a chunk upserted again under the same id', async () => {
    const store = getStore();
    const { activityA, a } = await seed(store);
    const newton = a[2];
    if (!newton) throw new Error('seed changed');
    const [replacement] = await makeChunks(activityA, [
      'Mitochondria are the powerhouse of the cell and produce ATP.',
    ]);
    if (!replacement) throw new Error('no replacement chunk');
    await store.upsert(activityA, [{ ...replacement, id: newton.id, ordinal: newton.ordinal }]);

    const hits = await ask(store, activityA, replacement.text, 50);
    expect(hits[0]?.chunkId).toBe(newton.id);
    expect(hits[0]?.score).toBeGreaterThan(0.99);
    // Still one entry per chunk: the old vector is gone, not kept beside the new one.
    expect(hits.map((hit) => hit.chunkId).sort()).toEqual(a.map((chunk) => chunk.id).sort());
    const byOldText = await ask(store, activityA, newton.text, 50);
    expect(byOldText.find((hit) => hit.chunkId === newton.id)?.score ?? 0).toBeLessThan(0.5);
  });
}
