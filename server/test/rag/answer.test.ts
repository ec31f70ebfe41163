import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity, type IActivity } from '../../src/db/entities/activity.ts';
import { type AnswerActivity, AnswerError } from '../../src/rag/answer/answer.ts';
import { OFFLINE_INTRO, OFFLINE_NOTHING } from '../../src/rag/answer/offline.ts';
import { createActivity, materialSettled } from '../support/activities.ts';
import { httpClient, httpStatusOf } from '../support/clients.ts';
import { startLlmDouble } from '../support/llm-double.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let llm: Awaited<ReturnType<typeof startLlmDouble>>;
let cs101: IActivity;
const COMPATIBLE_KEY = 'sk-local-secret-4f1a';

beforeAll(async () => {
  llm = await startLlmDouble();
  app = await startTestApp({
    OPENAI_COMPATIBLE_BASE_URL: llm.baseURL,
    OPENAI_COMPATIBLE_API_KEY: COMPATIBLE_KEY,
    LLM_MISTRAL: 'off',
    LLM_TIMEOUT_MS: '3000',
  });
  cs101 = await app.db.orm.em
    .fork()
    .findOneOrFail(Activity, { course: { courseCode: 'CS101' } }, { populate: ['course'] });
  await materialSettled(app, cs101.id);
});
afterAll(async () => {
  await app.close();
  await llm.close();
});

function asActivity(a: IActivity, patch: Partial<AnswerActivity> = {}): AnswerActivity {
  return {
    id: a.id,
    title: a.title,
    courseTitle: a.course.title,
    courseCode: a.course.courseCode,
    contentCode: a.contentCode,
    model: a.model,
    temperature: a.temperature,
    assistantInstructions: a.assistantInstructions ?? null,
    answerKeys: a.answerKeys,
    vectorStore: a.vectorStore,
    ...patch,
  };
}

async function collect(text: AsyncIterable<string>): Promise<string> {
  let all = '';
  for await (const piece of text) all += piece;
  return all;
}

describe('the offline responder', () => {
  it('answers a difference between two things from both, never "not covered"', async () => {
    const answer = await app.rag.answer({
      activity: asActivity(cs101, { model: 'offline' }),
      question: 'What is the difference between binary search and linear search?',
      history: [],
    });
    expect(answer.retrieval.covered).toBe(true);
    const text = await collect(answer.text);
    expect(text).toMatch(/linear search/i);
    expect(text).toMatch(/binary search/i);
  });

  it('quotes and cites the most relevant passages, saying that it is quoting', async () => {
    const answer = await app.rag.answer({
      activity: asActivity(cs101, { model: 'offline' }),
      question: 'How many comparisons does binary search need on a sorted list?',
      history: [],
    });
    expect(answer.mode).toBe('offline');
    const text = await collect(answer.text);
    expect(text.startsWith(OFFLINE_INTRO)).toBe(true);
    expect(text).toMatch(/log2\(n\) comparisons|20 comparisons/);
    expect(answer.sources[0]).toMatchObject({
      index: 1,
      fileName: 'week3-searching-and-sorting.pdf',
    });
    expect(
      answer.sources
        .filter((c) => c.page === 2)
        .map((c) => c.text)
        .join(' '),
    ).toMatch(/binary search/i);
  });

  it('says so when the material does not cover the question', async () => {
    const answer = await app.rag.answer({
      activity: asActivity(cs101, { model: 'offline' }),
      question: 'Who painted the Mona Lisa?',
      history: [],
    });
    expect(await collect(answer.text)).toBe(OFFLINE_NOTHING);
  });

  it('answers the same question the same way every time', async () => {
    const ask = async () =>
      collect(
        (
          await app.rag.answer({
            activity: asActivity(cs101, { model: 'offline' }),
            question: 'What is insertion sort?',
            history: [],
          })
        ).text,
      );
    expect(await ask()).toBe(await ask());
  });
});

describe('answers from a model provider (OpenAI-compatible test double)', () => {
  it('streams the reply, grounded in the passages and the teacher instructions', async () => {
    llm.behave({
      kind: 'reply',
      text: 'Binary search needs at most about log2(n) comparisons [1].',
    });
    const answer = await app.rag.answer({
      activity: asActivity(cs101, { model: 'LLama_3.1', temperature: 0.3 }),
      question: 'Why is binary search fast?',
      history: [
        { sender: 'user', content: 'Hi' },
        { sender: 'assistant', content: 'Hello!' },
      ],
    });
    expect(answer.mode).toBe('model');
    const pieces: string[] = [];
    for await (const piece of answer.text) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('Binary search needs at most about log2(n) comparisons [1].');
    const sent = llm.requests.at(-1)?.body;
    expect(sent?.model).toBe('llama3.1');
    expect(sent?.temperature).toBe(0.3);
    expect(sent?.max_tokens).toBe(1024);
    const system = sent?.messages[0]?.content ?? '';
    expect(system).toContain('[1] (week3-searching-and-sorting.pdf, page 2)');
    expect(system).toContain('trace algorithms on small lists');
    expect(sent?.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(answer.sources.length).toBeGreaterThan(0);
  });

  it('cancels the upstream request when the caller aborts', async () => {
    llm.behave({ kind: 'reply', text: 'word '.repeat(200), chunkDelayMs: 50 });
    const controller = new AbortController();
    const answer = await app.rag.answer({
      activity: asActivity(cs101, { model: 'LLama_3.1' }),
      question: 'Explain merge sort',
      history: [],
      signal: controller.signal,
    });
    const error = await (async () => {
      for await (const _ of answer.text) controller.abort();
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerError);
    await expect.poll(() => llm.requests.at(-1)?.aborted).toBe(true);
  });

  it.each([
    [429, 2, 'Binary search halves the list [1].'],
    [400, 1, ''],
  ])(
    'asks again once after a passing refusal (HTTP %i: %i requests)',
    async (status, tries, text) => {
      llm.behave({ kind: 'error-before', status, then: 'Binary search halves the list [1].' });
      const before = llm.requests.length;
      const answer = await app.rag.answer({
        activity: asActivity(cs101, { model: 'LLama_3.1' }),
        question: 'What is binary search?',
        history: [],
      });
      const reply = await collect(answer.text).catch(() => '');
      expect(reply).toBe(text);
      expect(llm.requests.length - before).toBe(tries);
    },
  );

  it.each([
    ['a 500 before the stream', { kind: 'error-before', status: 500 } as const, /HTTP 500/],
    ['a broken stream', { kind: 'error-during', after: 'Partial answer ' } as const, /AI provider/],
    [
      'a stalled stream',
      { kind: 'stall', after: 'Thinking ' } as const,
      /took too long|AI provider/,
    ],
  ])('turns %s into a clean error', async (_label, behaviour, message) => {
    llm.behave(behaviour);
    const answer = await app.rag.answer({
      activity: asActivity(cs101, { model: 'LLama_3.1' }),
      question: 'What is a stable sort?',
      history: [],
    });
    const error = await collect(answer.text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerError);
    expect((error as Error).message).toMatch(message);
  });
});

describe('the preconditions of an answer', () => {
  it.each([
    [{ contentCode: '' }, 'Activity configuration incomplete.'],
    [{ temperature: 1.5 }, 'Invalid temperature configuration.'],
    [{ model: 'gpt-4o' }, 'LLM Model not configured for this activity.'],
  ])('%o gives "%s"', async (patch, message) => {
    await expect(
      app.rag.answer({ activity: asActivity(cs101, patch), question: 'x', history: [] }),
    ).rejects.toThrow(message);
  });
});

describe('models.list', () => {
  it('marks configured models available, others as not enabled, and the offline responder always', async () => {
    const { cookie } = await signIn(app, 'maria.okafor@example.edu');
    const list = await httpClient(app, { cookie }).models.list.query();
    const byValue = Object.fromEntries(list.models.map((m) => [m.value, m]));
    expect(byValue['LLama_3.1']?.available).toBe(true);
    expect(byValue.GPT_4).toMatchObject({
      available: false,
      reason: 'Not enabled on this server: ask your administrator',
    });
    expect(byValue.offline?.available).toBe(true);
    expect(list.defaultModel).toBe('LLama_3.1');
    expect(list.embedder).toBe('hashing (offline)');
    expect(list.vectorStores.find((s) => s.value === 'pinecone')).toMatchObject({
      available: false,
      reason: 'Not enabled on this server: ask your administrator',
    });
    // Setting names mean nothing to a teacher, who cannot change them.
    expect(JSON.stringify(list)).not.toMatch(/[A-Z]+_[A-Z_]+|API_KEY|_URL/);
  });
});

describe('admin.assistant.configuration', () => {
  it("lists each model and store with the setting that enables it, and no key's value", async () => {
    const { cookie } = await signIn(app, 'dana.whitfield@example.edu');
    const setup = await httpClient(app, { cookie }).admin.assistant.configuration.query();
    const model = (value: string) => setup.models.find((m) => m.value === value);
    expect(model('LLama_3.1')).toMatchObject({
      available: true,
      setting: 'LLM_LLAMA_3_1',
      route: 'compatible:llama3.1',
      providerSetting: 'OPENAI_COMPATIBLE_BASE_URL',
    });
    expect(model('GPT_4')).toMatchObject({
      available: false,
      setting: 'LLM_GPT_4',
      route: 'openai:gpt-4o',
      provider: 'OpenAI',
      providerSetting: 'OPENAI_API_KEY',
    });
    expect(model('Mistral')).toMatchObject({
      available: false,
      route: 'off',
      provider: null,
      setting: 'LLM_MISTRAL',
    });
    expect(setup.providers).toContainEqual({
      provider: 'OpenAI',
      setting: 'OPENAI_API_KEY',
      configured: false,
    });
    expect(setup.providers).toContainEqual(
      expect.objectContaining({ setting: 'OPENAI_COMPATIBLE_BASE_URL', configured: true }),
    );
    expect(setup.stores).toEqual([
      { value: 'postgres', setting: null, available: true, local: false },
      { value: 'pinecone', setting: 'PINECONE_API_KEY', available: false, local: false },
      { value: 'faiss', setting: null, available: true, local: false },
      { value: 'chroma', setting: 'CHROMA_URL', available: true, local: true },
    ]);
    expect(setup.embeddings).toEqual({
      setting: 'EMBEDDINGS',
      configured: 'hashing',
      inUse: 'hashing (offline)',
    });
    expect(JSON.stringify(setup)).not.toContain(COMPATIBLE_KEY);

    const teacher = await signIn(app, 'maria.okafor@example.edu');
    const refused = await httpClient(app, { cookie: teacher.cookie })
      .admin.assistant.configuration.query()
      .catch((e: unknown) => e);
    expect(httpStatusOf(refused)).toBe(403);
  });
});

describe('a new activity on the offline responder', () => {
  it('answers from its own material once ingested', async () => {
    const activity = await createActivity(app, {
      courseCode: 'CS101',
      title: 'Recursion',
      files: [
        {
          name: 'recursion.md',
          bytes: new TextEncoder().encode(
            '# Recursion\n\nA recursive function must have a base case, or it never stops calling itself.',
          ),
        },
      ],
    });
    await materialSettled(app, activity.id);
    const loaded = await app.db.orm.em
      .fork()
      .findOneOrFail(Activity, { id: activity.id }, { populate: ['course'] });
    const answer = await app.rag.answer({
      activity: asActivity(loaded),
      question: 'Why does recursion need a base case?',
      history: [],
    });
    expect(await collect(answer.text)).toContain('base case');
    expect(answer.sources[0]?.fileName).toBe('recursion.md');
  });
});
