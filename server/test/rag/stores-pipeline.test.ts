import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VectorStore } from '@teachchat/shared';
import { Activity } from '../../src/db/entities/activity.ts';
import { addMaterial, removeMaterial } from '../../src/rag/material.ts';
import { retrieve } from '../../src/rag/retrieve.ts';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { startAppWithEveryStore, type EveryStoreApp } from '../support/every-store.ts';
import type { TestApp } from '../support/test-app.ts';

const MATERIAL = [
  'Photosynthesis turns light energy into chemical energy stored in glucose. It happens in the chloroplasts of plant cells.',
  'Cellular respiration releases the energy stored in glucose. Mitochondria are where most of it happens.',
  'Osmosis is the movement of water across a semi-permeable membrane from a dilute solution to a concentrated one.',
  'Enzymes are proteins that speed up chemical reactions without being used up. Each enzyme has an active site.',
].join('\n\n');
const CANARY =
  'The vault combination written on the laboratory whiteboard is octopus-lantern-4471.';

let app: TestApp;
let stores: EveryStoreApp;

beforeAll(async () => {
  stores = await startAppWithEveryStore();
  app = stores.app;
});
afterAll(async () => {
  await stores.close();
});

const deps = () => ({ orm: app.db.orm, embedder: app.rag.embedder, store: app.rag.store });

describe.each(['postgres', 'chroma', 'pinecone', 'faiss'] as VectorStore[])(
  'the %s store, through ingestion',
  (store) => {
    let activityId = '';
    let otherId = '';

    beforeAll(async () => {
      const [a, b] = await Promise.all([
        createActivity(app, {
          courseCode: 'MATH201',
          title: `Biology on ${store}`,
          vectorStore: store,
          files: [{ name: 'biology.txt', bytes: text(MATERIAL) }],
        }),
        createActivity(app, {
          courseCode: 'CS201',
          title: `Secrets on ${store}`,
          vectorStore: store,
          files: [{ name: 'secret.txt', bytes: text(`${CANARY}\n\n${MATERIAL}`) }],
        }),
      ]);
      activityId = a.id;
      otherId = b.id;
      expect((await materialSettled(app, activityId)).materialStatus).toBe('ready');
      expect((await materialSettled(app, otherId)).materialStatus).toBe('ready');
    }, 60_000);

    it('finds the passage that answers a question', async () => {
      const hits = (
        await retrieve(
          deps(),
          { id: activityId, vectorStore: store },
          'Where in the cell does photosynthesis take place?',
        )
      ).chunks;
      expect(hits[0]?.text).toContain('chloroplasts');
      expect(hits[0]?.fileName).toBe('biology.txt');
    });

    it("never returns another activity's chunks, even when asked for them word for word", async () => {
      const hits = (await retrieve(deps(), { id: activityId, vectorStore: store }, CANARY)).chunks;
      expect(hits.map((h) => h.text).join(' ')).not.toContain('octopus-lantern');
      const own = (await retrieve(deps(), { id: otherId, vectorStore: store }, CANARY)).chunks;
      expect(own[0]?.text).toContain('octopus-lantern-4471');
    });
  },
);

describe('the postgres store', () => {
  it('forgives misspellings through trigram similarity', async () => {
    const activity = await createActivity(app, {
      courseCode: 'MATH201',
      title: 'Spelling',
      files: [{ name: 'bio.txt', bytes: text(MATERIAL) }],
    });
    await materialSettled(app, activity.id);
    const hits = (
      await retrieve(
        deps(),
        { id: activity.id, vectorStore: 'postgres' },
        'photosynthsis chloroplasst',
      )
    ).chunks;
    expect(hits[0]?.text).toContain('Photosynthesis');
  });

  it('matches misspellings against the material as it is now, as files come and go', async () => {
    const activity = await createActivity(app, {
      courseCode: 'MATH201',
      title: 'Growing material',
      files: [{ name: 'bio.txt', bytes: text(MATERIAL) }],
    });
    await materialSettled(app, activity.id);
    const ask = async (question: string) =>
      (await retrieve(deps(), { id: activity.id, vectorStore: 'postgres' }, question)).chunks.map(
        (h) => h.text,
      );
    expect(await ask('mitochondira')).toEqual([expect.stringContaining('Mitochondria')]);
    expect((await ask('ribosommes')).join(' ')).not.toContain('ribosome');

    // A second file: its words are found, misspelt too.
    const em = app.db.orm.em.fork();
    const reloaded = await em.findOneOrFail(Activity, { id: activity.id });
    await addMaterial(em, reloaded, [
      {
        name: 'cells.txt',
        bytes: text('Ribosomes build proteins by reading messenger RNA in the cytoplasm.'),
      },
    ]);
    await app.rag.enqueueIngestion(activity.id);
    await materialSettled(app, activity.id);
    expect((await ask('ribosommes'))[0]).toContain('Ribosomes build proteins');

    // All material removed: nothing is found, spelt right or wrong.
    await removeMaterial(em, await app.rag.store('postgres'), activity.id);
    expect(await ask('mitochondria ribosommes')).toEqual([]);
  });
});
