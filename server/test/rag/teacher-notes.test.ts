import { type ChatEvent, TEACHER_NOTE_LABEL, type VectorStore } from '@teachchat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IActivity } from '../../src/db/entities/activity.ts';
import { Chunk } from '../../src/db/entities/chunk.ts';
import { OFFLINE_NOTE_INTRO, OFFLINE_NOTHING } from '../../src/rag/answer/offline.ts';
import { retrieve } from '../../src/rag/retrieve.ts';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { replyDone, watchChat } from '../support/chat.ts';
import { type Client, httpClient, httpStatusOf, wsClient } from '../support/clients.ts';
import { startAppWithEveryStore, type EveryStoreApp } from '../support/every-store.ts';
import { startLlmDouble } from '../support/llm-double.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Corrections that teach the assistant: Maria corrects a reply in Aisha's chat, Aisha sees
 * it under the reply at once (from another node too) and after a reload; pinned as a
 * teacher's note it goes through ingestion into every store, and Lucas's similar question
 * is answered from it, cited as "Teacher's note", offline and by a model.
 */
const MATERIAL = [
  '# Linear search\n\nLinear search looks at the items one after another until it finds the target. It works on any list and takes O(n) time.',
  '# Binary search\n\nBinary search only works on a sorted list. It compares the target with the middle element and discards half of the list each time, so it takes O(log n) time.',
  '# Insertion sort\n\nInsertion sort grows a sorted part on the left, shifting larger items right until the next item fits. It is stable and takes O(n^2) time in the worst case.',
].join('\n\n');
const QUESTION = 'When is the midterm exam?';
const CORRECTION = 'The midterm exam is on Friday 12 December at 9:00 in room B204.';
const SIMILAR = 'What day is the midterm exam?';

let stores: EveryStoreApp;
let app: TestApp;
let nodeB: TestApp;
let llm: Awaited<ReturnType<typeof startLlmDouble>>;
const cookies: Record<'maria' | 'james' | 'aisha' | 'lucas', string> = {
  maria: '',
  james: '',
  aisha: '',
  lucas: '',
};
let maria: Client;

async function searchingActivity(
  title: string,
  opts: Partial<Parameters<typeof createActivity>[1]> = {},
) {
  const activity = await createActivity(app, {
    courseCode: 'CS101',
    title,
    files: [{ name: 'searching.md', bytes: text(MATERIAL) }],
    ...opts,
  });
  expect((await materialSettled(app, activity.id)).materialStatus).toBe('ready');
  return activity;
}

/** A student asks in an activity and waits for the saved reply. */
async function ask(who: 'aisha' | 'lucas', activityId: string, content: string) {
  const http = httpClient(app, { cookie: cookies[who] });
  const ws = wsClient(app, { cookie: cookies[who] });
  const history = await http.student.chat.history.query({ activityId });
  const chat = watchChat(ws, { activityId, since: history.asOf });
  await expect.poll(() => chat.view.events.some((e) => e.type === 'status')).toBe(true);
  const sent = await http.student.chat.send.mutate({ activityId, content });
  const reply = await replyDone(chat.view, sent.replyId);
  chat.stop();
  ws.close();
  return reply;
}

/** Waits until every note of the activity has finished ingestion. */
async function notesSettled(activityId: string) {
  await expect
    .poll(
      async () =>
        (await maria.teacher.notes.list.query({ activityId })).every((n) =>
          ['ready', 'failed'].includes(n.status),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  return maria.teacher.notes.list.query({ activityId });
}

/** Maria's note of the exam's date and room in the activity, once ingested. */
async function noteTheExam(activityId: string) {
  await maria.teacher.notes.create.mutate({ activityId, title: QUESTION, text: CORRECTION });
  await notesSettled(activityId);
}

const noteChunkIds = async (noteId: string) =>
  (await app.db.orm.em.fork().find(Chunk, { file: noteId }, { fields: ['id'] })).map((c) => c.id);

beforeAll(async () => {
  llm = await startLlmDouble();
  stores = await startAppWithEveryStore({
    EVENT_BUS: 'postgres',
    OPENAI_COMPATIBLE_BASE_URL: llm.baseURL,
  });
  app = stores.app;
  // A second node on the same database, without a worker: where the teacher writes.
  nodeB = await startTestApp({
    EVENT_BUS: 'postgres',
    DATABASE_URL: app.databaseUrl,
    JOBS_WORKER: 'false',
  });
  cookies.maria = (await signIn(app, 'maria.okafor@example.edu')).cookie;
  cookies.james = (await signIn(app, 'james.chen@example.edu')).cookie;
  cookies.aisha = (await signIn(app, 'aisha.patel@example.edu')).cookie;
  cookies.lucas = (await signIn(app, 'lucas.moreau@example.edu')).cookie;
  maria = httpClient(app, { cookie: cookies.maria });
}, 120_000);
afterAll(async () => {
  await nodeB?.close();
  await stores?.close();
  await llm?.close();
});

describe('a correction under a reply', () => {
  let activity: IActivity;
  let replyId = '';

  beforeAll(async () => {
    activity = await searchingActivity('Searching, corrected');
  }, 60_000);

  it('reaches the student live, from another node, and stays after a reload', async () => {
    const reply = await ask('aisha', activity.id, QUESTION);
    expect(reply.content).toBe(OFFLINE_NOTHING);
    replyId = reply.id;
    const aisha = httpClient(app, { cookie: cookies.aisha });
    const ws = wsClient(app, { cookie: cookies.aisha });
    const history = await aisha.student.chat.history.query({ activityId: activity.id });
    expect(history.corrections).toEqual([]);
    const chat = watchChat(ws, { activityId: activity.id, since: history.asOf });
    await expect.poll(() => chat.view.events.some((e) => e.type === 'status')).toBe(true);
    const corrections = () =>
      chat.view.events.filter(
        (e): e is Extract<ChatEvent, { type: 'correction' }> => e.type === 'correction',
      );

    // Maria writes on node B; Aisha listens on node A.
    const onB = httpClient(nodeB, { cookie: cookies.maria });
    const saved = await onB.teacher.corrections.save.mutate({
      messageId: replyId,
      text: CORRECTION,
    });
    expect(saved).toMatchObject({
      messageId: replyId,
      text: CORRECTION,
      authorName: 'Maria Okafor',
    });
    await expect.poll(() => corrections().at(-1)?.correction?.text).toBe(CORRECTION);

    await onB.teacher.corrections.save.mutate({
      messageId: replyId,
      text: `${CORRECTION} Bring ID.`,
    });
    await expect.poll(() => corrections().at(-1)?.correction?.text).toBe(`${CORRECTION} Bring ID.`);

    await onB.teacher.corrections.remove.mutate({ messageId: replyId });
    await expect.poll(() => corrections().at(-1)?.correction).toBeNull();
    expect(
      (await aisha.student.chat.history.query({ activityId: activity.id })).corrections,
    ).toEqual([]);

    await maria.teacher.corrections.save.mutate({ messageId: replyId, text: CORRECTION });
    await expect.poll(() => corrections().at(-1)?.correction?.text).toBe(CORRECTION);
    chat.stop();
    ws.close();

    const reloaded = await aisha.student.chat.history.query({ activityId: activity.id });
    expect(reloaded.corrections).toEqual([
      expect.objectContaining({ messageId: replyId, text: CORRECTION, noteId: null }),
    ]);
    // The teacher's and the admin's transcripts show it too.
    const transcript = await maria.teacher.transcript.query({
      activityId: activity.id,
      studentEmail: 'aisha.patel@example.edu',
    });
    expect(transcript.corrections.map((c) => c.text)).toEqual([CORRECTION]);
  });

  it("is not another student's to see", async () => {
    await ask('lucas', activity.id, 'How does linear search work?');
    const lucas = httpClient(app, { cookie: cookies.lucas });
    const history = await lucas.student.chat.history.query({ activityId: activity.id });
    expect(history.corrections).toEqual([]);
    expect(JSON.stringify(history)).not.toContain('B204');
  });

  it("is the activity's teacher's alone to write", async () => {
    const james = httpClient(app, { cookie: cookies.james });
    const refused = await james.teacher.corrections.save
      .mutate({ messageId: replyId, text: 'No exam.' })
      .catch((e: unknown) => e);
    expect(httpStatusOf(refused)).toBe(404);
    expect((refused as Error).message).toBe('Message not found');
    const pin = await james.teacher.corrections.pin
      .mutate({ messageId: replyId, title: QUESTION, text: 'No exam.' })
      .catch((e: unknown) => e);
    expect(httpStatusOf(pin)).toBe(404);
    const student = httpClient(app, { cookie: cookies.aisha });
    const asStudent = await student.teacher.corrections.save
      .mutate({ messageId: replyId, text: 'No exam.' })
      .catch((e: unknown) => e);
    expect(httpStatusOf(asStudent)).toBe(403);
    // Aisha's own question is not a reply to correct.
    const history = await student.student.chat.history.query({ activityId: activity.id });
    const question = history.messages.find((m) => m.sender === 'user');
    const ownMessage = await maria.teacher.corrections.save
      .mutate({ messageId: question?.id ?? '', text: 'No.' })
      .catch((e: unknown) => e);
    expect(httpStatusOf(ownMessage)).toBe(404);
    expect(
      (await student.student.chat.history.query({ activityId: activity.id })).corrections,
    ).toEqual([expect.objectContaining({ text: CORRECTION })]);
  });

  it("pinned, answers another student's similar question as the teacher's note", async () => {
    const note = await maria.teacher.corrections.pin.mutate({
      messageId: replyId,
      title: QUESTION,
      text: CORRECTION,
    });
    expect(note).toMatchObject({ title: QUESTION, text: CORRECTION });
    const again = await maria.teacher.corrections.pin
      .mutate({ messageId: replyId, title: QUESTION, text: CORRECTION })
      .catch((e: unknown) => e);
    expect(httpStatusOf(again)).toBe(409);
    expect((await notesSettled(activity.id)).map((n) => [n.title, n.status])).toEqual([
      [QUESTION, 'ready'],
    ]);
    // The material's own files list is unchanged.
    const material = await maria.teacher.material.status.query({ activityId: activity.id });
    expect(material.files.map((f) => f.name)).toEqual(['searching.md']);

    const reply = await ask('lucas', activity.id, SIMILAR);
    expect(reply.content).toBe(`${OFFLINE_NOTE_INTRO}\n\n> ${CORRECTION} [1]`);
    expect(reply.citations).toEqual([
      expect.objectContaining({ index: 1, fileName: TEACHER_NOTE_LABEL, page: null, note: true }),
    ]);
    // The note's title, a student's words, reaches no other student.
    expect(JSON.stringify(reply)).not.toContain(QUESTION);
  });

  it('leaves unrelated and material questions as they were', async () => {
    const offMaterial = await ask('lucas', activity.id, 'What is osmosis in plant cells?');
    expect(offMaterial.content).toBe(OFFLINE_NOTHING);
    expect(offMaterial.citations).toEqual([]);
    const material = await ask('lucas', activity.id, 'Why does binary search need a sorted list?');
    expect(material.citations.map((c) => c.fileName)).toEqual(['searching.md']);
    expect(material.content).toContain('sorted list');
  });

  it('answers from the note through a model, which is told what it is', async () => {
    const withModel = await searchingActivity('Searching, with a model', { model: 'LLama_3.1' });
    await noteTheExam(withModel.id);
    llm.behave({ kind: 'reply', text: 'Your teacher says it is on Friday 12 December [1].' });
    const before = llm.requests.length;
    const reply = await ask('lucas', withModel.id, SIMILAR);
    expect(reply.content).toBe('Your teacher says it is on Friday 12 December [1].');
    expect(reply.citations).toEqual([
      expect.objectContaining({ fileName: TEACHER_NOTE_LABEL, note: true, text: CORRECTION }),
    ]);
    const system = llm.requests.at(-1)?.body.messages[0]?.content ?? '';
    expect(system).toContain(`[1] (${TEACHER_NOTE_LABEL})`);
    expect(system).toContain(
      `Passages labelled "${TEACHER_NOTE_LABEL}" were written by the teacher`,
    );
    // The note's title (here the question a student asked) is in none of Lucas's requests.
    const lucasTurn = llm.requests.slice(before).map((r) => JSON.stringify(r.body.messages));
    expect(lucasTurn.length).toBeGreaterThan(0);
    for (const request of lucasTurn) expect(request).not.toContain(QUESTION);
  });
});

it('withholds a protected answer written in a note, like one in any passage', async () => {
  const guarded = await searchingActivity('Searching, protected');
  await maria.teacher.answerKeys.set.mutate({ activityId: guarded.id, keys: ['B204'] });
  await noteTheExam(guarded.id);
  const reply = await ask('lucas', guarded.id, SIMILAR);
  expect(reply.withheld).toBe(true);
  expect(JSON.stringify(reply)).not.toContain('B204');
}, 60_000);

it("answers a student's next question from a note written since their last", async () => {
  const activity = await searchingActivity('Searching, noted later');
  // Aisha asked here before the note: this node searches her next question beside its send,
  // on the material it knew then, and the answer must not take that search.
  expect((await ask('aisha', activity.id, QUESTION)).content).toBe(OFFLINE_NOTHING);
  await noteTheExam(activity.id);
  const reply = await ask('aisha', activity.id, SIMILAR);
  expect(reply.content).toBe(`${OFFLINE_NOTE_INTRO}\n\n> ${CORRECTION} [1]`);
}, 60_000);

describe.each(['postgres', 'chroma', 'pinecone', 'faiss'] as VectorStore[])(
  "a teacher's note in the %s store",
  (vectorStore) => {
    let activity: IActivity;
    const deps = () => ({ orm: app.db.orm, embedder: app.rag.embedder, store: app.rag.store });
    const top = async (question: string) =>
      (await retrieve(deps(), { id: activity.id, vectorStore }, question)).chunks[0];
    const held = async () => new Set(await (await app.rag.store(vectorStore)).ids(activity.id));

    beforeAll(async () => {
      activity = await searchingActivity(`Notes on ${vectorStore}`, { vectorStore });
    }, 60_000);

    it('is ingested into the store, edited, and removed from it', async () => {
      const created = await maria.teacher.notes.create.mutate({
        activityId: activity.id,
        title: QUESTION,
        text: CORRECTION,
      });
      expect((await notesSettled(activity.id)).map((n) => n.status)).toEqual(['ready']);
      const first = await noteChunkIds(created.id);
      expect(first.length).toBe(1);
      expect([...(await held())]).toEqual(expect.arrayContaining(first));
      expect(await top(SIMILAR)).toMatchObject({
        note: true,
        answersQuestion: true,
        text: CORRECTION,
      });

      const edited = await maria.teacher.notes.update.mutate({
        noteId: created.id,
        title: QUESTION,
        text: 'The midterm exam moved to Monday 15 December, room C310.',
      });
      const [settled] = await notesSettled(activity.id);
      expect(settled).toMatchObject({ id: edited.id, status: 'ready' });
      const second = await noteChunkIds(edited.id);
      const nowHeld = [...(await held())];
      expect(nowHeld).toEqual(expect.arrayContaining(second));
      for (const id of first) expect(nowHeld).not.toContain(id);
      expect((await top(SIMILAR))?.text).toContain('Monday 15 December');

      await maria.teacher.notes.remove.mutate({ noteId: edited.id });
      expect(await maria.teacher.notes.list.query({ activityId: activity.id })).toEqual([]);
      const afterRemove = [...(await held())];
      for (const id of second) expect(afterRemove).not.toContain(id);
      const found = await retrieve(deps(), { id: activity.id, vectorStore }, SIMILAR);
      expect(found.covered).toBe(false);
      expect(found.chunks.some((c) => c.note)).toBe(false);
    }, 60_000);
  },
);
