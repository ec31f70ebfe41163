import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Conversation } from '../../src/db/entities/conversation.ts';
import { Message } from '../../src/db/entities/message.ts';
import { OFFLINE_INTRO, OFFLINE_NOTHING } from '../../src/rag/answer/offline.ts';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { type Client, httpClient, httpStatusOf } from '../support/clients.ts';
import { changedTables, type DatabaseProbe, probeDatabase } from '../support/db-fingerprint.ts';
import { startLlmDouble } from '../support/llm-double.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let db: DatabaseProbe;
let llm: Awaited<ReturnType<typeof startLlmDouble>>;
let maria: Client;
/** Maria's draft on the offline responder. */
let draft: string;
/** Maria's published CS101 demo activity, answered by a model (the test double). */
let cs101: string;

const MATERIAL = [
  '# Stacks',
  'A stack adds and removes items at the top: last in, first out. Pushing puts an item on top of the stack; popping takes the top item off the stack.',
  '# Queues',
  'A queue serves items first in, first out. Enqueueing adds an item at the back of the queue; dequeueing removes the item at the front.',
].join('\n\n');

beforeAll(async () => {
  llm = await startLlmDouble();
  app = await startTestApp({ OPENAI_COMPATIBLE_BASE_URL: llm.baseURL });
  db = await probeDatabase(app.databaseUrl);
  maria = httpClient(app, { cookie: (await signIn(app, 'maria.okafor@example.edu')).cookie });
  const activity = await createActivity(app, {
    courseCode: 'CS101',
    title: 'Draft: stacks and queues',
    model: 'offline',
    files: [{ name: 'stacks.md', bytes: text(MATERIAL) }],
  });
  const em = app.db.orm.em.fork();
  await em.nativeUpdate(Activity, { id: activity.id }, { status: 'draft' });
  draft = activity.id;
  cs101 = (await em.findOneOrFail(Activity, { course: { courseCode: 'CS101' } })).id;
  await Promise.all([materialSettled(app, draft), materialSettled(app, cs101)]);
});
afterAll(async () => {
  await db.close();
  await app.close();
  await llm.close();
});

describe('a teacher previewing an activity as a student', () => {
  it('gets the answer a student would get, and the passages the search found', async () => {
    const preview = await maria.teacher.activities.preview.mutate({
      activityId: draft,
      question: 'What does popping a stack do?',
    });
    expect(preview.mode).toBe('offline');
    expect(preview.reply).toMatchObject({ sender: 'assistant', status: 'complete', offline: true });
    expect(preview.reply.content.startsWith(OFFLINE_INTRO)).toBe(true);
    expect(preview.reply.content).toContain('popping takes the top item off the stack');
    expect(preview.reply.citations[0]).toMatchObject({ index: 1, fileName: 'stacks.md' });

    const { inspector } = preview;
    expect(inspector).toMatchObject({ covered: true, searched: 'What does popping a stack do?' });
    expect(inspector.coverage).toBeGreaterThan(0.5);
    const [best] = inspector.passages;
    expect(best).toMatchObject({ rank: 1, fileName: 'stacks.md', trimmed: false });
    expect(best?.text).toContain('popping takes the top item off');
    expect(best?.legs.bm25).toBe(1);
    expect(best?.score).toBeGreaterThan(0);
    expect(inspector.words).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ word: 'popping', known: true, matched: true }),
        expect.objectContaining({ word: 'stack', known: true, matched: true }),
      ]),
    );
  });

  it('shows the question searched in the material’s spelling, found by the misspelling leg', async () => {
    const { inspector } = await maria.teacher.activities.preview.mutate({
      activityId: draft,
      question: 'What does dequeing do?',
    });
    expect(inspector.searched).toBe('What does dequeueing do?');
    expect(inspector.covered).toBe(true);
    expect(inspector.passages[0]?.legs).toMatchObject({ bm25: null, misspelling: 1 });
    expect(inspector.passages[0]?.text).toContain('dequeueing removes the item at the front');
  });

  it('says when the material does not cover a question, and still lists what came close', async () => {
    const preview = await maria.teacher.activities.preview.mutate({
      activityId: draft,
      question: 'Who painted the Mona Lisa?',
    });
    expect(preview.reply.content).toBe(OFFLINE_NOTHING);
    expect(preview.reply.citations).toEqual([]);
    expect(preview.inspector.covered).toBe(false);
    expect(preview.inspector.words).toEqual(
      expect.arrayContaining([expect.objectContaining({ word: 'mona', known: false })]),
    );
  });

  it('answers with the activity’s model, given the earlier turns of the preview', async () => {
    llm.behave({ kind: 'reply', text: 'It halves the list each step [1]. See also [9].' });
    const preview = await maria.teacher.activities.preview.mutate({
      activityId: cs101,
      question: 'Why is binary search fast?',
      history: [{ question: 'What is binary search?', answer: 'A search on a sorted list.' }],
    });
    expect(preview.mode).toBe('model');
    // As a student sees it: a marker pointing at no passage is dropped, only cited sources.
    expect(preview.reply.content).toBe('It halves the list each step [1]. See also .');
    expect(preview.reply.citations.map((c) => c.index)).toEqual([1]);
    expect(preview.inspector.passages.length).toBeGreaterThan(0);
    const sent = llm.requests.at(-1)?.body.messages ?? [];
    expect(sent.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent[1]?.content).toBe('What is binary search?');
  });

  it('shows a provider failure as the student would see it, with the search still inspected', async () => {
    llm.behave({ kind: 'error-during', after: 'Binary search ' });
    const preview = await maria.teacher.activities.preview.mutate({
      activityId: cs101,
      question: 'How does binary search work?',
    });
    expect(preview.reply.status).toBe('error');
    expect(preview.reply.error).toMatch(/AI provider/);
    expect(preview.inspector.covered).toBe(true);
  });

  it('saves nothing: no conversation, no message, no row of any kind', async () => {
    const em = app.db.orm.em.fork();
    const counts = async () => [await em.count(Conversation), await em.count(Message)];
    const before = await db.fingerprint();
    const rows = await counts();
    await maria.teacher.activities.preview.mutate({
      activityId: draft,
      question: 'What is a queue?',
      history: [{ question: 'What is a stack?', answer: 'Last in, first out.' }],
    });
    expect(await counts()).toEqual(rows);
    expect(changedTables(before, await db.fingerprint())).toEqual([]);
  });

  it('refuses questions a student could not send', async () => {
    const tooLong = await maria.teacher.activities.preview
      .mutate({ activityId: draft, question: 'x'.repeat(4001) })
      .catch((e: unknown) => e);
    expect(httpStatusOf(tooLong)).toBe(400);
    expect((tooLong as Error).message).toContain('Messages can be at most 4000 characters.');
  });
});

describe('who may preview', () => {
  const ask = async (email: string, activityId: string) =>
    httpClient(app, { cookie: (await signIn(app, email)).cookie })
      .teacher.activities.preview.mutate({ activityId, question: 'What is a stack?' })
      .catch((e: unknown) => e);

  it('is refused to students, even in a course they take', async () => {
    expect(httpStatusOf(await ask('aisha.patel@example.edu', cs101))).toBe(403);
  });

  it('answers another teacher as if the activity did not exist', async () => {
    const refused = await ask('james.chen@example.edu', draft);
    expect(httpStatusOf(refused)).toBe(404);
    expect((refused as Error).message).toBe(`Activity details not found for ID: ${draft}`);
  });
});
