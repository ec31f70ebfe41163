import { readFileSync } from 'node:fs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toAnswerActivity } from '../../src/chat/asking.ts';
import { Activity } from '../../src/db/entities/activity.ts';
import { ActivityFile } from '../../src/db/entities/activity-file.ts';
import { addNote } from '../../src/rag/notes.ts';
import {
  CANDIDATES,
  retrieve,
  type RetrievalDeps,
  type SearchedActivity,
  searchPlan,
} from '../../src/rag/retrieve.ts';
import { lexicalRows } from '../../src/rag/search/lexical.ts';
import { lexicalRowsInMemory } from '../../src/rag/search/lexical-index.ts';
import { createMaterialCache, type MaterialCache } from '../../src/rag/search/material-cache.ts';
import { rankedPassages } from '../../src/rag/search/passages.ts';
import { questionWords } from '../../src/rag/search/words.ts';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The in-memory lexical index (rag/search/lexical-indexes.ts) answers as the SQL path does,
 * to the bit, on real material (this repository's product and security docs) with a
 * teacher's note; it is built in the background, rebuilt for new material, kept within
 * its memory budget, and a failed build leaves questions on the SQL path.
 */
const doc = (name: string) => readFileSync(new URL(`../../../docs/${name}`, import.meta.url));
const NOTE = {
  title: 'When is the midterm exam?',
  text: 'The midterm exam is on Friday 12 December at 9:00 in room B204.',
};
const QUESTIONS: { question: string; previous?: string }[] = [
  { question: 'How long does a session last before the student must sign in again?' },
  { question: 'What happens when a student uploads a file that is too large?' },
  { question: 'How are the chat messages rate limited?' },
  { question: 'Can a teacher see the assistant instructions of another course?' },
  { question: 'What does CALLER_CACHE_MS change?' },
  { question: 'How does the assistent cite the pages of the materail?' },
  { question: 'Which cookies are set and are they secure?' },
  { question: 'What day is the midterm exam?' },
  { question: 'explain that more simply', previous: 'How are CSV exports written?' },
  { question: 'Is photosynthesis covered?' },
  // Verbs of one action: "delete" searched as remove and drop too, scored as one word.
  { question: 'How do I delete a course and erase its files?' },
  { question: 'the and of to' },
];

let app: TestApp;
let activity: SearchedActivity;
let other: SearchedActivity;
const sqlDeps = (): RetrievalDeps => ({
  orm: app.db.orm,
  embedder: app.rag.embedder,
  store: app.rag.store,
});
const memoryDeps = (cache: MaterialCache): RetrievalDeps => ({ ...sqlDeps(), cache });
const em = () => app.db.orm.em.fork() as EntityManager;

async function searched(id: string): Promise<SearchedActivity> {
  const row = await em().findOneOrFail(Activity, { id }, { populate: ['course'] });
  const { vectorStore, materialStamp } = toAnswerActivity(row);
  return { id, vectorStore, materialStamp };
}

async function materialActivity(title: string, files: string[]) {
  const created = await createActivity(app, {
    courseCode: 'CS101',
    title,
    files: files.map((name) => ({ name, bytes: text(doc(name).toString('utf8')) })),
  });
  expect((await materialSettled(app, created.id, 60_000)).materialStatus).toBe('ready');
  return created.id;
}

/** Adds the teacher's note and waits for its ingestion, the material's new stamp last. */
async function withNote(activityId: string) {
  const before = (await searched(activityId)).materialStamp;
  const note = await addNote(em(), activityId, NOTE);
  await app.rag.enqueueIngestion(activityId);
  await vi.waitFor(
    async () => {
      const file = await em().findOneOrFail(ActivityFile, { id: note.id });
      if (file.status !== 'ready') throw new Error(`note ${file.status}`);
      if ((await searched(activityId)).materialStamp === before) throw new Error('same stamp');
    },
    { timeout: 30_000, interval: 100 },
  );
}

const ask = (deps: RetrievalDeps, on: SearchedActivity, q: (typeof QUESTIONS)[number]) =>
  retrieve(deps, on, q.question, { previousQuestions: q.previous ? [q.previous] : [] });

beforeAll(async () => {
  app = await startTestApp();
  const id = await materialActivity('Product and security', ['product.md', 'security.md']);
  await withNote(id);
  activity = await searched(id);
  other = await searched(await materialActivity('Product', ['product.md']));
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('the in-memory lexical index', () => {
  it('scores every candidate as PostgreSQL does, to the bit', async () => {
    const cache = createMaterialCache({ lexicalIndexBytes: 2 ** 26 });
    const stamp = activity.materialStamp ?? '';
    const index = await cache.lexical.ready(app.db.orm, activity.id, stamp);
    if (!index) throw new Error('no index was built');
    const conn = app.db.orm.em.getConnection();
    for (const q of QUESTIONS) {
      const plan = await searchPlan(sqlDeps(), activity, q.question, {
        previousQuestions: q.previous ? [q.previous] : [],
      });
      for (const limit of [CANDIDATES, 10_000]) {
        const { terms, stats } = plan;
        expect(lexicalRowsInMemory(index, terms, stats.avgLength, limit)).toEqual(
          await lexicalRows(conn, activity.id, terms, stats.avgLength, limit),
        );
      }
    }
  });

  it('returns the same passages in the same order as the SQL path, note and misspelling included', async () => {
    const cache = createMaterialCache({ lexicalIndexBytes: 2 ** 26 });
    const stamp = activity.materialStamp ?? '';
    expect(cache.lexical.get(app.db.orm, activity.id, stamp)).toBeUndefined();
    await cache.lexical.ready(app.db.orm, activity.id, stamp);
    expect(cache.lexical.held()).toEqual([activity.id]);
    const found = [];
    for (const q of QUESTIONS) {
      const fromMemory = await ask(memoryDeps(cache), activity, q);
      expect(fromMemory).toEqual(await ask(sqlDeps(), activity, q));
      found.push(fromMemory);
    }
    // The cases the comparison is for did come up.
    expect(found.some((r) => r.chunks.some((c) => c.note && c.answersQuestion))).toBe(true);
    expect(found.some((r) => r.chunks.some((c) => c.legs.misspelling !== null))).toBe(true);
    expect(found.some((r) => !r.covered)).toBe(true);
  });

  it('fuses with a full-weight vector leg as the SQL path does', async () => {
    const cache = createMaterialCache({ lexicalIndexBytes: 2 ** 26 });
    const index = await cache.lexical.ready(app.db.orm, activity.id, activity.materialStamp ?? '');
    const conn = app.db.orm.em.getConnection();
    const store = await app.rag.store('postgres');
    for (const q of QUESTIONS) {
      const plan = await searchPlan(sqlDeps(), activity, q.question);
      const [embedding] = await app.rag.embedder.embed([plan.searched]);
      if (!embedding) throw new Error('no embedding');
      const hits = await store.query({
        activityId: activity.id,
        text: plan.searched,
        embedding,
        limit: CANDIDATES,
      });
      const lexical = {
        terms: plan.terms,
        stems: plan.concepts.flatMap((c) => c.lexemes),
        avgLength: plan.stats.avgLength,
        candidates: CANDIDATES,
      };
      const vector = { hits, weight: 1 };
      expect(await rankedPassages(conn, activity.id, lexical, vector, 5, index)).toEqual(
        await rankedPassages(conn, activity.id, lexical, vector, 5),
      );
    }
  });
});

describe('the in-memory lexical indexes of a node', () => {
  it('are built in the background, and again for new material', async () => {
    const cache = createMaterialCache({ lexicalIndexBytes: 2 ** 26 });
    const before = await searched(other.id);
    const q = { question: 'What day is the midterm exam?' };
    // The first question does not wait for the build: it is answered in SQL.
    expect(cache.lexical.get(app.db.orm, other.id, before.materialStamp ?? '')).toBeUndefined();
    expect(await ask(memoryDeps(cache), before, q)).toEqual(await ask(sqlDeps(), before, q));
    const old = await cache.lexical.ready(app.db.orm, other.id, before.materialStamp ?? '');
    expect(old?.notes.size).toBe(0);

    await withNote(other.id);
    const after = await searched(other.id);
    expect(after.materialStamp).not.toBe(before.materialStamp);
    expect(cache.lexical.get(app.db.orm, other.id, after.materialStamp ?? '')).toBeUndefined();
    expect(cache.lexical.held()).toEqual([]);
    const fresh = await cache.lexical.ready(app.db.orm, other.id, after.materialStamp ?? '');
    expect(fresh?.notes.size).toBe(1);
    const answered = await ask(memoryDeps(cache), after, q);
    expect(answered.chunks[0]).toMatchObject({ note: true, answersQuestion: true });
    expect(answered).toEqual(await ask(sqlDeps(), after, q));
  });

  it('stay within their memory budget, the least recently asked dropped first', async () => {
    const sizes = createMaterialCache({ lexicalIndexBytes: 2 ** 26 });
    const current = await searched(other.id);
    const bytes = async (on: SearchedActivity) =>
      (await sizes.lexical.ready(app.db.orm, on.id, on.materialStamp ?? ''))?.bytes ?? 0;
    const [a, b] = [await bytes(activity), await bytes(current)];
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);

    const cache = createMaterialCache({ lexicalIndexBytes: Math.max(a, b) });
    const build = (on: SearchedActivity) =>
      cache.lexical.ready(app.db.orm, on.id, on.materialStamp ?? '');
    await build(activity);
    expect(cache.lexical.held()).toEqual([activity.id]);
    await build(current);
    expect(cache.lexical.held()).toEqual([current.id]);
    expect(
      cache.lexical.get(app.db.orm, activity.id, activity.materialStamp ?? ''),
    ).toBeUndefined();
    await build(activity);
    expect(cache.lexical.held()).toEqual([activity.id]);

    // An activity whose index alone exceeds the budget stays on the SQL path.
    const small = createMaterialCache({ lexicalIndexBytes: Math.min(a, b) - 1 });
    const larger = a > b ? activity : current;
    expect(await small.lexical.ready(app.db.orm, larger.id, larger.materialStamp ?? '')).toBe(
      undefined,
    );
    expect(small.lexical.held()).toEqual([]);
    const q = QUESTIONS[0] ?? { question: '' };
    expect(await ask(memoryDeps(small), larger, q)).toEqual(await ask(sqlDeps(), larger, q));
  });

  it('leave questions on the SQL path when a build fails, and build again at the next', async () => {
    const failures: string[] = [];
    const cache = createMaterialCache({
      lexicalIndexBytes: 2 ** 26,
      log: (msg) => failures.push(msg),
    });
    const q = QUESTIONS[1] ?? { question: '' };
    const expected = await ask(sqlDeps(), activity, q);
    // The build waits behind a lock on the postings, and PostgreSQL cancels it there; the
    // question, waiting for the same lock, is then answered in SQL.
    let build: Promise<unknown> = Promise.resolve();
    let answered: ReturnType<typeof ask> | undefined;
    await em().transactional(async (tx) => {
      await tx.execute('lock table chunk_terms in access exclusive mode');
      build = cache.lexical.ready(app.db.orm, activity.id, activity.materialStamp ?? '');
      answered = ask(memoryDeps(cache), activity, q);
      await vi.waitFor(
        async () => {
          const [row] = await em().execute<{ cancelled: boolean }[]>(
            `select pg_cancel_backend(pid) as cancelled from pg_stat_activity
              where query like '%int4send%' and wait_event_type = 'Lock'`,
          );
          if (!row?.cancelled) throw new Error('the build is not waiting yet');
        },
        { timeout: 10_000, interval: 20 },
      );
    });
    expect(await build).toBeUndefined();
    expect(await answered).toEqual(expected);
    expect(failures).toEqual(['building the lexical index failed; searching in SQL meanwhile']);
    expect(cache.lexical.held()).toEqual([]);

    expect(
      cache.lexical.get(app.db.orm, activity.id, activity.materialStamp ?? ''),
    ).toBeUndefined();
    await cache.lexical.ready(app.db.orm, activity.id, activity.materialStamp ?? '');
    expect(cache.lexical.held()).toEqual([activity.id]);
    expect(await ask(memoryDeps(cache), activity, q)).toEqual(expected);
  });
});

describe("a node's word lookups", () => {
  it('are made once for a class asking at once, and every question gets all its words', async () => {
    const cache = createMaterialCache();
    const conn = app.db.orm.em.getConnection();
    let statements = 0;
    // Statements written by hand go through execute, the others through the connection's
    // typed Kysely (counted by their results).
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: ({ result }) => {
        statements++;
        return Promise.resolve(result);
      },
    };
    const counting = new Proxy(conn, {
      get(target, key, receiver) {
        if (key === 'getClient') return () => target.getClient().withPlugin(counter);
        if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
        return (...args: Parameters<typeof conn.execute>) => {
          statements++;
          return target.execute(...args);
        };
      },
    });
    const words = questionWords('How does the assistent cite the pages of the materail?');
    const stamp = activity.materialStamp ?? '';
    const alone = await createMaterialCache().lookUp(conn, activity.id, stamp, words);
    const asked = await Promise.all(
      Array.from({ length: 20 }, () => cache.lookUp(counting, activity.id, stamp, words)),
    );
    expect(alone.map((w) => w.text)).toEqual(words.map((w) => w.text));
    for (const known of asked) expect(known).toEqual(alone);
    // The words, then the spellings of the misspelt ones' closest stems.
    expect(statements).toBe(2);
  });
});
